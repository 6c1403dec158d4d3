/** /admin/orders/export.csv: the filtered orders as a spreadsheet (features/admin/orders/order-list.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { ordersCsv } from "~/features/admin/orders/order-list.server";
import { requireStaff } from "~/features/admin/staff-session.server";
import { formatDate } from "~/utils/time";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const csv = await ordersCsv(api, new URL(request.url), context.lang);
  const day = formatDate(new Date().toISOString()).replace(/-/g, "");
  return csvResponse(
    csv,
    `orders-${day}.csv`,
    context.lang === "en" ? `orders-${day}.csv` : `订单-${day}.csv`,
  );
}
