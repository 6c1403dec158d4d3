/** /admin/audit/export.csv: the filtered audit log as a spreadsheet (features/admin/audit-log.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { auditCsv } from "~/features/admin/audit-log.server";
import { requireStaff } from "~/features/admin/staff-session.server";
import { formatDateTime } from "~/utils/time";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const csv = await auditCsv(api, new URL(request.url), context.lang);
  const day = formatDateTime(new Date().toISOString()).slice(0, 10).replace(/-/g, "");
  return csvResponse(
    csv,
    `audit-log-${day}.csv`,
    context.lang === "en" ? `audit-log-${day}.csv` : `操作日志-${day}.csv`,
  );
}
