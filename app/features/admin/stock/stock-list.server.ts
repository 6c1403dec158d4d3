/**
 * The stock desk's list as the console reads it: the search and the low-stock switch from the
 * page's URL (a filtered view is a link), pages 1..N of the list family.
 */
import { STOCK_QUERY_MAX } from "#contract/stock-desk";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";

export const STOCK_PAGE = 50;

/** What was asked: the words kept as typed (cut to what the service takes), and the switch. */
export function stockFilters(url: URL) {
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, STOCK_QUERY_MAX),
    low: url.searchParams.get("low") === "1",
  };
}

export async function stockList(api: StaffApi, url: URL) {
  const filters = stockFilters(url);
  const { request, query } = servicePage(url, STOCK_PAGE);
  const answer = consoleData(
    await api.get("/ops/stock/list", {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.low ? { low: "1" } : {}),
      ...query,
    }),
    api.lang,
  );
  return {
    filters,
    total: answer.total,
    list: shownPages(url, request, STOCK_PAGE, answer.wines, answer.total),
  };
}
