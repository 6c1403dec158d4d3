/** Where the order lists live: a tab (and how many pages of it) is part of the URL. */
import type { OrderTab } from "#contract/orders-list";

export const ordersListPath = (tab: OrderTab = "all") =>
  `/user/order${tab === "all" ? "" : `?tab=${tab}`}`;

export const ordersExportPath = (tab: OrderTab) =>
  `/user/order/export.csv${tab === "all" ? "" : `?tab=${tab}`}`;
