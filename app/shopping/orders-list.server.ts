/** The buyer's order lists from /shopping: one tab's page of orders, and every tab's count. */
import type { OrderTab } from "../../contract/orders-list";
import type { ShoppingApi } from "./client.server";

export const ordersList = {
  /** a page of a tab's orders, newest first; pass the previous page's nextCursor for the next */
  page: (api: ShoppingApi, tab: OrderTab, cursor: string | null = null, limit?: number) =>
    api.get("/order/order/findOrders", { tab, cursor, limit }),
  counts: (api: ShoppingApi) => api.get("/order/order/countOrders"),
};
