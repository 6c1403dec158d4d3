/** The addresses area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const addressesMessages: Messages = {
  address_not_found: { ch: "地址不存在", en: "no such address" },
  address_limit: { ch: "最多保存{n}个收货地址", en: "you can keep at most {n} addresses" },
  address_saved: { ch: "地址已保存", en: "address saved" },
  address_deleted: { ch: "地址已删除", en: "address deleted" },
  address_default_set: { ch: "已设为默认地址", en: "set as the default address" },
};
