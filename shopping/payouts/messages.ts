/** The payout accounts area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const payoutsMessages: Messages = {
  payout_account_not_found: {
    ch: "收款账户不存在或已删除",
    en: "no such payout account (it may have been deleted)",
  },
  payout_account_limit: {
    ch: "最多保存{n}个收款账户，请先删除不用的账户",
    en: "you can keep at most {n} payout accounts: delete one you no longer use first",
  },
  payout_account_added: { ch: "收款账户已添加", en: "payout account added" },
  payout_account_deleted: { ch: "收款账户已删除", en: "payout account deleted" },
  payout_account_default_set: {
    ch: "已设为默认收款账户",
    en: "set as your default payout account",
  },
};
