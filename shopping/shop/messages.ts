/** The shop area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const shopMessages: Messages = {
  shop_saved: { ch: "店铺设置已保存", en: "shop settings saved" },
};
