/** Verifiable provenance's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const provenanceMessages: Messages = {
  provenance_claimed: {
    ch: "认领成功，已记入溯源日志",
    en: "claimed: the provenance log records it",
  },
  provenance_no_bottle: { ch: "没有这个编号的酒瓶", en: "no bottle has this serial" },
  provenance_in_shop: {
    ch: "这瓶酒在本店，售出后才能由买家认领",
    en: "this bottle is in the shop: its buyer can claim it once it is sold",
  },
  provenance_code_format: {
    ch: "认领码是 12 位字母和数字，如 7KQ2-M9TX-4RZA",
    en: "a claim code has 12 letters and digits, like 7KQ2-M9TX-4RZA",
  },
  provenance_wrong_code: {
    ch: "认领码与这瓶酒不符，请核对刮开涂层下的号码",
    en: "this code is not this bottle's: please check the code under the panel",
  },
  provenance_already_claimed: {
    ch: "此码已于 {date} 被认领",
    en: "this code was already claimed on {date}",
  },
  provenance_not_received: {
    ch: "确认收货后才能认领这些酒瓶",
    en: "you can claim these bottles once you have received them",
  },
  provenance_no_lot: { ch: "没有批次 {code}", en: "no lot has the code {code}" },
  ops_provenance_noted: { ch: "已记入该批次的溯源记录", en: "noted in the lot's history" },
  provenance_no_tree: { ch: "日志没有这么大", en: "the log has no tree of that size" },
};
