/**
 * The reports desk's server side (routes/admin.reports.*): the span and grouping from the URL (the
 * last 30 China days by wine unless chosen), a page of rows through the list family, and each
 * report's CSV (decision 046). A span the service refuses comes back as the field's message.
 */
import { redirect } from "@remix-run/node";
import { REPORT_PAGE_MAX, type SalesReport, type StockValue } from "#contract/reports";
import { listPage, servicePage, shownPages } from "~/components/list/list-page.server";
import { toCsv } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import { feedbackFor } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import type { Lang } from "~/utils/lang";
import { yuan } from "~/utils/money";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";
import { beijingClock } from "~/utils/time";

export const REPORT_PAGE = 50;
const DAY = 24 * 3_600_000;
const chinaDay = (at: number) => beijingClock(at).slice(0, 10);

export function salesFilters(url: URL) {
  const now = Date.now();
  const by = url.searchParams.get("by") === "day" ? ("day" as const) : ("wine" as const);
  const from = (url.searchParams.get("from") ?? "").trim() || chinaDay(now - 29 * DAY);
  const to = (url.searchParams.get("to") ?? "").trim() || chinaDay(now);
  return { from: from.slice(0, 20), to: to.slice(0, 20), by };
}

/** Pages 1..N of a report at once stop at the service's largest page. */
function reportPage(url: URL) {
  const { request, query } = servicePage(url, REPORT_PAGE);
  return { request, query: { ...query, pageSize: Math.min(REPORT_PAGE_MAX, query.pageSize) } };
}

/** A page of the sales report, or the refusal of the span (its field and message). */
export async function salesPage(api: StaffApi, url: URL) {
  const filters = salesFilters(url);
  const { request, query } = reportPage(url);
  const answer = await api.get("/ops/reports/sales", { ...filters, ...query });
  if (!answer.ok && answer.kind === "warning" && answer.status === 422) {
    const fieldErrors = (answer.data as { fieldErrors?: Record<string, string[]> } | undefined)
      ?.fieldErrors;
    return {
      filters,
      error: { field: Object.keys(fieldErrors ?? {})[0] ?? "from", message: feedbackFor(answer as Failure, api.lang).message },
      report: null,
      list: listPage(url, [] as SalesReport["rows"], { page: 1, hasMore: false }),
    };
  }
  const report = consoleData(answer, api.lang);
  return {
    filters,
    error: null,
    report: { total: report.total, totals: report.totals },
    list: shownPages(url, request, REPORT_PAGE, report.rows, report.total),
  };
}

export async function stockPage(api: StaffApi, url: URL) {
  const { request, query } = reportPage(url);
  const report = consoleData(await api.get("/ops/reports/stockValue", query), api.lang);
  return {
    total: report.total,
    totals: report.totals,
    list: shownPages(url, request, REPORT_PAGE, report.rows, report.total),
  };
}

/** Every row of a report, page by page (the service's pages are at most REPORT_PAGE_MAX). */
async function everyRow<T>(read: (page: number) => Promise<{ total: number; rows: T[] }>) {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) return rows;
  }
}

export async function salesCsv(api: StaffApi, url: URL, lang: Lang): Promise<string> {
  const filters = salesFilters(url);
  const rows = await everyRow(async (page) => {
    const answer = await api.get("/ops/reports/sales", {
      ...filters,
      page,
      pageSize: REPORT_PAGE_MAX,
    });
    // A span the service refuses: the report's page says why, beside its fields.
    if (!answer.ok && answer.kind === "warning" && answer.status === 422)
      throw redirect(`/admin/reports?${new URLSearchParams(filters)}`);
    return consoleData(answer, lang);
  });
  return salesCsvOf(rows, filters.by, lang);
}

/** The sales report's rows as CSV: days and wines' numbers kept exact, amounts as numbers. */
export function salesCsvOf(rows: SalesReport["rows"], by: "wine" | "day", lang: Lang): string {
  const t = tFor(lang, "admin");
  return toCsv(
    [by, ...(by === "wine" ? ["goodsId"] : []), "orders", "bottles", "money"].map((column) =>
      t(`reports.columns.${column}`),
    ),
    rows.map((row) => [
      by === "day" ? { id: row.label } : row.label,
      ...(by === "wine" ? [{ id: String(row.goodsId) }] : []),
      row.orders,
      row.bottles,
      yuan(row.moneyCents),
    ]),
  );
}

export async function stockCsv(api: StaffApi, lang: Lang): Promise<string> {
  const rows: StockValue["rows"] = await everyRow((page) =>
    api
      .get("/ops/reports/stockValue", { page, pageSize: REPORT_PAGE_MAX })
      .then((answer) => consoleData(answer, lang)),
  );
  return stockCsvOf(rows, lang);
}

export function stockCsvOf(rows: StockValue["rows"], lang: Lang): string {
  const t = tFor(lang, "admin");
  return toCsv(
    ["goodsId", "wine", "status", "stock", "price", "value"].map((c) => t(`reports.columns.${c}`)),
    rows.map((row) => [
      { id: String(row.goodsId) },
      row.name,
      t(`wineDesk.statuses.${row.status}`),
      row.stock,
      yuan(row.priceCents),
      yuan(row.valueCents),
    ]),
  );
}
