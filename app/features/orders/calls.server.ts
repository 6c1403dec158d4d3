/**
 * The orders' calls to /shopping: checkout, an order and its moves, the buyer's lists, receipt,
 * reviews and tracking.
 */
import type { CheckoutSource } from "#contract/buying";
import type { CheckoutInvoice } from "#contract/invoices";
import type { OrderTab } from "#contract/orders-list";
import type { ShoppingApi } from "~/service/client.server";

export interface OrderForm {
  addressId: number;
  buyerMessage: string;
  usePoints: boolean;
  idempotencyKey: string;
  /** the total the buyer saw; the service refuses the order when its own total differs */
  expectedTotalCents: number;
  /** a points purchase: the points the buyer saw */
  expectedPoints?: number;
  /** checkout's 发票 row; absent: no invoice */
  invoice?: CheckoutInvoice;
}

export interface ReviewInput {
  goodsId: number;
  rating: number;
  content: string;
  /** names of the buyer's pictures (uploaded with purpose review) */
  photos: string[];
}

export const orderCalls = {
  preview: (api: ShoppingApi, source: CheckoutSource, usePoints: boolean) =>
    api.post("/order/order/previewOrder", { ...source, usePoints }),
  create: (api: ShoppingApi, source: CheckoutSource, form: OrderForm) =>
    api.post("/order/order/createOrder", { ...source, ...form }),
  find: (api: ShoppingApi, id: number) => api.get("/order/order/findOrder", { id }),
  cancel: (api: ShoppingApi, id: number) => api.post("/order/order/cancelOrder", { id }),
  /** a page of a tab's orders, newest first; pass the previous page's nextCursor for the next */
  page: (api: ShoppingApi, tab: OrderTab, cursor: string | null = null, limit?: number) =>
    api.get("/order/order/findOrders", { tab, cursor, limit }),
  /** the first page of a tab with every tab's count, in one call (a screen that shows the tabs) */
  firstPageWithCounts: (api: ShoppingApi, tab: OrderTab, limit?: number) =>
    api.get("/order/order/findOrders", { tab, limit, counts: true }),
  confirmReceipt: (api: ShoppingApi, id: number) => api.post("/order/order/confirmReceipt", { id }),
  saveComments: (api: ShoppingApi, orderId: number, comments: ReviewInput[]) =>
    api.post("/order/comment/saveComments", { orderId, comments }),
  logistics: (api: ShoppingApi, id: number) => api.get("/order/order/findLogistics", { id }),
};
