/** The points area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const pointsMessages: Messages = {
  goods_not_for_points: {
    ch: "该商品不支持积分兑换",
    en: "this wine cannot be bought with points",
  },
  points_gifted: { ch: "赠送成功", en: "points sent" },
  points_user_not_found: { ch: "没有这个手机号的用户", en: "no user has this phone number" },
  points_note_required: {
    ch: "请填写调整说明（1-100 字）",
    en: "give a note for the adjustment (1-100 characters)",
  },
  points_insufficient: { ch: "积分余额不足", en: "the points balance is too low" },
  ops_points_granted: { ch: "已增加积分", en: "points granted" },
  ops_points_deducted: { ch: "已扣减积分", en: "points deducted" },
  ops_points_price_set: { ch: "积分兑换设置已保存", en: "points purchase set" },
  ops_points_rule_changed: { ch: "积分规则已更新", en: "points rule changed" },
};
