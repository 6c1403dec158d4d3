/**
 * The order desk's list as the console reads it: the filters from the page's URL (a filtered view
 * is a link), each checked as the service checks it, so a mistyped one is named on the page rather
 * than refused as a whole; pages 1..N of the list family; the whole filtered list as CSV.
 */
import { ORDER_STATUSES, type OrderStatus } from "#contract/buying";
import type { OpsOrder } from "#contract/ops-answers";
import { toCsv } from "~/components/list/csv.server";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";

export const ORDER_PAGE = 50;
/** The CSV's rows at most, as the service pages them; a filter narrows a larger list. */
const CSV_MAX_ROWS = 1250;

export const ORDER_FILTERS = ["status", "from", "to", "phone", "orderNo"] as const;
type FilterName = (typeof ORDER_FILTERS)[number];
export type OrderFilters = Record<FilterName, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const VALID: Record<FilterName, (value: string) => boolean> = {
  status: (value) => (ORDER_STATUSES as readonly string[]).includes(value),
  from: (value) => DATE.test(value) && !Number.isNaN(Date.parse(value)),
  to: (value) => DATE.test(value) && !Number.isNaN(Date.parse(value)),
  phone: (value) => /^\d{4,11}$/.test(value),
  orderNo: (value) => /^\d{1,20}$/.test(value),
};

/** The filters as typed (kept in the form), and which of them are not filters (named, unused). */
export function orderFilters(url: URL): { filters: OrderFilters; invalid: FilterName[] } {
  const filters = {} as OrderFilters;
  const invalid: FilterName[] = [];
  for (const name of ORDER_FILTERS) {
    const raw = (url.searchParams.get(name) ?? "").trim().slice(0, 40);
    // Spaces and hyphens between digits are how people write numbers down.
    const value = name === "phone" || name === "orderNo" ? raw.replace(/[\s-]/g, "") : raw;
    filters[name] = value;
    if (value !== "" && !VALID[name](value)) invalid.push(name);
  }
  return { filters, invalid };
}

function serviceQuery({ filters, invalid }: ReturnType<typeof orderFilters>) {
  return Object.fromEntries(
    ORDER_FILTERS.filter((name) => filters[name] !== "" && !invalid.includes(name)).map((name) => [
      name,
      filters[name],
    ]),
  );
}

export async function orderList(api: StaffApi, url: URL) {
  const asked = orderFilters(url);
  const { request, query } = servicePage(url, ORDER_PAGE);
  const answer = consoleData(
    await api.get("/ops/order/list", { ...serviceQuery(asked), ...query }),
    api.lang,
  );
  return {
    ...asked,
    exportQuery: new URLSearchParams(serviceQuery(asked)).toString(),
    total: answer.total,
    list: shownPages(url, request, ORDER_PAGE, answer.orders, answer.total),
  };
}

export async function ordersCsv(api: StaffApi, url: URL, lang: Lang): Promise<string> {
  const answer = consoleData(
    await api.get("/ops/order/list", {
      ...serviceQuery(orderFilters(url)),
      page: 1,
      pageSize: CSV_MAX_ROWS,
    }),
    lang,
  );
  const t = tFor(lang, "admin");
  const status = tFor(lang, "payment");
  return toCsv(
    ["orderNo", "status", "createdAt", "buyer", "quantity", "total", "paidAt", "shipped"].map(
      (column) => t(`orderDesk.csv.${column}`),
    ),
    answer.orders.map((order: OpsOrder) => [
      { id: order.orderNo },
      status(`order.statuses.${order.status as OrderStatus}`),
      formatDateTime(order.createdAt),
      { id: order.buyerPhone },
      order.quantity,
      formatPrice(order.totalCents),
      formatDateTime(order.paidAt),
      order.logisticsNo ? `${order.logisticsCompany} ${order.logisticsNo}` : "",
    ]),
  );
}
