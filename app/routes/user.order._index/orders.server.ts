/** The list's loader: pages 1..N of one tab (or page N alone) and, for a whole page, every tab's count. */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  type OrderCounts,
  isOrderCursor,
  isOrderTab,
  ORDER_LIST_DEFAULT_LIMIT,
  ORDER_LIST_MAX_LIMIT,
} from "#contract/orders-list";
import { cursorPages, listPage, pageRequest } from "~/components/list/list-page.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";
import { ordersListPath } from "~/features/orders/paths";
import { unwrap } from "~/service/client.server";

export const ORDERS_PAGE_SIZE = ORDER_LIST_DEFAULT_LIMIT;

export async function loadOrdersList(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab") ?? "all";
  const pages = pageRequest(url);
  // A tab or cursor no link of the shop makes: the list's first page of that tab, or of all.
  const tab = isOrderTab(tabParam) ? tabParam : "all";
  if (tab !== tabParam || (pages.after !== null && !isOrderCursor(pages.after)))
    throw redirect(ordersListPath(tab));
  // A whole page asks for the tabs' counts with its first orders; page N alone (infinite scroll)
  // keeps the counts the page already shows.
  let counts: OrderCounts | null = null;
  const page = await cursorPages(
    pages,
    ORDERS_PAGE_SIZE,
    ORDER_LIST_MAX_LIMIT,
    async (cursor, limit) => {
      const answer = await unwrap(
        cursor === null && !pages.single
          ? await orderCalls.firstPageWithCounts(api, tab, limit)
          : await orderCalls.page(api, tab, cursor, limit),
        api,
        request,
      );
      counts ??= answer.counts ?? null;
      return answer;
    },
  );
  const chooseAll = new URL(url);
  chooseAll.searchParams.set("select", "all");
  const chooseNone = new URL(url);
  chooseNone.searchParams.delete("select");
  return {
    lang: api.lang,
    tab,
    counts,
    /** ?select=all: the list with every order chosen, for "select all" without JavaScript */
    selection: {
      all: url.searchParams.get("select") === "all",
      allHref: chooseAll.pathname + chooseAll.search,
      noneHref: chooseNone.pathname + chooseNone.search,
    },
    list: listPage(url, page.list, {
      page: pages.page,
      hasMore: page.nextCursor !== null,
      nextCursor: page.nextCursor,
    }),
  };
}
