/** Where the order lists live: a tab (and a page of it) is part of the URL. */
import type { OrderTab } from "#contract/orders-list";

export function ordersListPath(tab: OrderTab = "all", cursor?: string | null): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return `/user/order${search ? `?${search}` : ""}`;
}

export const ordersExportPath = (tab: OrderTab) =>
  `/user/order/export.csv${tab === "all" ? "" : `?tab=${tab}`}`;
