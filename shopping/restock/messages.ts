/** The restock area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const restockMessages: Messages = {
  restock_subscribed: {
    ch: "已订阅到货通知，到货后将短信通知您",
    en: "we will text you when it is back in stock",
  },
  restock_unsubscribed: { ch: "已取消到货通知", en: "you will not be notified of this wine" },
  restock_in_stock: {
    ch: "这款酒现在有货，可以直接购买",
    en: "this wine is in stock: you can buy it now",
  },
  ops_stock_received: { ch: "已入库", en: "stock received" },
  ops_stock_no_wine: { ch: "没有编号为 {id} 的酒", en: "no wine has the id {id}" },
  ops_stock_too_high: {
    ch: "入库后库存将超过 {max} 瓶，请核对数量",
    en: "the stock would exceed {max} bottles: please check the quantity",
  },
  ops_stock_adjusted: { ch: "库存已调整", en: "stock adjusted" },
  ops_stock_below_zero: {
    ch: "可售库存只有 {stock} 瓶（另有 {reserved} 瓶由未发货订单占用），不能减少 {fewer} 瓶",
    en: "only {stock} bottles are free ({reserved} more are held by orders not yet shipped): {fewer} fewer is not possible",
  },
  ops_stock_count_below_reserved: {
    ch: "盘点到 {counted} 瓶，少于未发货订单占用的 {reserved} 瓶：请重新清点，或先处理这些订单",
    en: "{counted} bottles counted, fewer than the {reserved} held by orders not yet shipped: count again, or see to those orders first",
  },
  ops_stock_count_agrees: {
    ch: "盘点到 {counted} 瓶，与账面一致，库存未变",
    en: "{counted} bottles counted, as the books say: the stock is unchanged",
  },
  ops_stock_threshold_set: { ch: "预警数量已保存", en: "low-stock threshold saved" },
};
