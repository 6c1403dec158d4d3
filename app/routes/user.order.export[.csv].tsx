/**
 * /user/order/export.csv?tab=...: every order of a tab as a CSV download (the file:
 * features/orders/csv.server.ts). With `chosen=1`, only the orders chosen on the list (`ids`); none
 * chosen is refused with the spec's message, back on the list.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isOrderTab, ORDER_LIST_MAX_LIMIT } from "#contract/orders-list";
import { csvResponse } from "~/components/list/csv.server";
import { cursorPages } from "~/components/list/list-page.server";
import { chosenIds } from "~/components/list/selection.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";
import { ordersCsv, ordersCsvNames } from "~/features/orders/csv.server";
import { ordersListPath } from "~/features/orders/paths";
import { tFor } from "~/i18n.server";
import { errorFeedback } from "~/service/feedback";
import { unwrap } from "~/service/client.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Far beyond any buyer's orders, and a bound on one download's work. */
const MAX_ORDERS = 10_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") ?? "all";
  if (!isOrderTab(tab)) throw redirect(ordersListPath("all"));
  const chosen = params.get("chosen") === "1" ? new Set(chosenIds(params)) : null;
  if (chosen?.size === 0)
    return redirectWithToast(
      ordersListPath(tab),
      errorFeedback(tFor(api.lang, "common")("list.chooseFirst")),
    );
  const { list } = await cursorPages(
    { page: 1, single: false, after: null },
    MAX_ORDERS,
    ORDER_LIST_MAX_LIMIT,
    async (cursor, limit) => unwrap(await orderCalls.page(api, tab, cursor, limit), api, request),
  );
  const orders = chosen ? list.filter((order) => chosen.has(order.id)) : list;
  const names = ordersCsvNames(tab, api.lang);
  return csvResponse(ordersCsv(orders, api.lang), names.ascii, names.local);
}
