/** The orders area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const ordersMessages: Messages = {
  goods_unavailable: {
    ch: "订单中有商品已售罄或已下架",
    en: "a wine in this order is sold out or no longer sold",
  },
  price_changed: {
    ch: "订单金额已变化，请确认后重新提交",
    en: "the amount of your order has changed; please check it and submit again",
  },
  order_not_found: { ch: "订单不存在", en: "no such order" },
  order_state: {
    ch: "订单当前状态不能进行该操作",
    en: "this order cannot do that in its current state",
  },
  order_cancelled: { ch: "订单已取消", en: "order cancelled" },
  order_expired: {
    ch: "订单已超时关闭",
    en: "this order was closed because it was not paid in time",
  },
  order_received: { ch: "已确认收货", en: "receipt confirmed" },
  order_already_received: {
    ch: "该订单已确认收货，无需重复操作",
    en: "the receipt of this order is already confirmed",
  },
  reviews_saved: { ch: "评价成功", en: "review submitted" },
  order_already_reviewed: { ch: "该订单已评价", en: "this order is already reviewed" },
  logistics_unavailable: {
    ch: "暂时查询不到物流信息，请稍后再试",
    en: "tracking is not available right now, please retry later",
  },
};
