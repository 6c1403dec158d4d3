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
};
