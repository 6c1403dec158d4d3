/**
 * /user/order/export.csv?tab=...: every order of a tab as a CSV download
 * (components/orders/csv.server.ts).
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isOrderTab,
  ORDER_LIST_MAX_LIMIT,
  type OrderList,
  type OrderListItem,
} from "#contract/orders-list";
import { csvDisposition, ordersCsv } from "~/features/orders/csv.server";
import { ordersListPath } from "~/features/orders/paths";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";

/** 200 pages of 50: far beyond any buyer's orders, and a bound on one download's work. */
const MAX_PAGES = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const tab = new URL(request.url).searchParams.get("tab") ?? "all";
  if (!isOrderTab(tab)) throw redirect(ordersListPath("all"));
  const orders: OrderListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer: OrderList = await unwrap(
      await orderCalls.page(api, tab, cursor, ORDER_LIST_MAX_LIMIT),
      api,
      request,
    );
    orders.push(...answer.list);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return new Response(ordersCsv(orders, api.lang), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": csvDisposition(tab, api.lang),
      "Cache-Control": "private, no-store",
    },
  });
}
