/** The resale area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const resaleMessages: Messages = {
  resale_set: { ch: "转售设置成功", en: "resale set" },
  resale_item_not_found: { ch: "转售商品不存在", en: "no such resale item" },
  resale_bottle_not_found: { ch: "酒瓶不存在", en: "no such bottle" },
  resale_sale_not_found: { ch: "转售订单不存在", en: "no such resale order" },
  resale_order_not_resellable: {
    ch: "只有已收货或已完成的订单可以转售",
    en: "only a received or completed order can be resold",
  },
  resale_price_out_of_band: {
    ch: "转售价格须在本店现价的上下{band}%之内（{min}元至{max}元）",
    en: "the resale price must be within {band}% of the shop's price (¥{min} to ¥{max})",
  },
  resale_move_refused: {
    ch: "该转售商品当前状态不能进行此操作",
    en: "the resale item cannot do that in its current status",
  },
  resale_already_sent: {
    ch: "酒已寄出，请等待本店验收",
    en: "the bottles are on their way: wait for the shop's inspection",
  },
  resale_sent: {
    ch: "寄送信息已提交，本店收到后验收",
    en: "parcel recorded: the shop inspects it on arrival",
  },
  resale_on_shelf: { ch: "已上架", en: "on the shelf" },
  resale_off_shelf: { ch: "已下架", en: "taken off the shelf" },
  resale_withdrawn: { ch: "已撤销转售", en: "resale withdrawn" },
  resale_bottles_moved: {
    ch: "该转售商品的酒瓶状态已变化（可能已退货），请拒收",
    en: "a bottle of this item has moved (returned, perhaps): reject the item",
  },
  resale_stock_short: { ch: "转售库存不足", en: "not enough resale bottles left" },
  resale_below_minimum: {
    ch: "该转售商品每次至少购买{min}瓶",
    en: "this resale offer sells at least {min} bottles at once",
  },
  ops_resale_received: {
    ch: "已验收并登记入库",
    en: "received, inspected and registered",
  },
  ops_resale_rejected: {
    ch: "已拒收，酒将退回卖家",
    en: "rejected: the bottles go back to the seller",
  },
  resale_photos_unknown: {
    ch: "图片须先通过 /ops/resale/photo 为该转售商品上传",
    en: "upload the pictures for this item through /ops/resale/photo first",
  },
  ops_resale_rules_changed: { ch: "转售规则已更新", en: "resale rules changed" },
  ops_resale_paid_out: { ch: "已记录付款", en: "payout recorded as paid" },
  resale_payout_not_due: {
    ch: "该笔款项{due}后到期，尚不能付款",
    en: "this payout is due on {due}: it cannot be paid yet",
  },
  resale_payout_not_payable: {
    ch: "该笔款项{status}，不能付款",
    en: "this payout is {status}: it cannot be paid",
  },
  resale_no_payout_account: {
    ch: "卖家尚未设置收款账户",
    en: "the seller has no payout account yet",
  },
};
