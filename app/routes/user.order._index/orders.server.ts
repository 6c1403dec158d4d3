/** The list's loader: one tab's page (after a cursor) and, for a whole page, every tab's count. */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isOrderCursor, isOrderTab } from "#contract/orders-list";
import { ordersListPath } from "~/features/orders/paths";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";

export async function loadOrdersList(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab") ?? "all";
  const cursorParam = url.searchParams.get("cursor");
  // A tab or cursor no link of the shop makes: the list's first page of that tab, or of all.
  const tab = isOrderTab(tabParam) ? tabParam : "all";
  if (tab !== tabParam || (cursorParam !== null && !isOrderCursor(cursorParam)))
    throw redirect(ordersListPath(tab));
  // single=1: only the next page, for infinite scroll; the counts stay as the page has them.
  const single = url.searchParams.get("single") === "1";
  const [page, counts] = await Promise.all([
    orderCalls.page(api, tab, cursorParam).then((o) => unwrap(o, api, request)),
    single ? null : orderCalls.counts(api).then((o) => unwrap(o, api, request)),
  ]);
  return {
    lang: api.lang,
    tab,
    cursor: cursorParam,
    list: page.list,
    nextCursor: page.nextCursor,
    counts,
  };
}
