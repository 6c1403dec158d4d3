/** /admin/reports/export.csv?kind=sales|stock: a report as a spreadsheet (decision 046). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { salesCsv, salesFilters, stockCsv } from "~/features/admin/reports/reports.server";
import { requireStaff } from "~/features/admin/staff-session.server";
import { formatDate } from "~/utils/time";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const en = context.lang === "en";
  if (url.searchParams.get("kind") === "stock") {
    const day = formatDate(new Date().toISOString()).replace(/-/g, "");
    return csvResponse(
      await stockCsv(api, context.lang),
      `stock-value-${day}.csv`,
      en ? `stock-value-${day}.csv` : `库存价值-${day}.csv`,
    );
  }
  const { from, to, by } = salesFilters(url);
  const name = `sales-by-${by}-${from}-${to}.csv`;
  return csvResponse(
    await salesCsv(api, url, context.lang),
    name,
    en ? name : `销售-按${by === "day" ? "日" : "酒款"}-${from}-${to}.csv`,
  );
}
