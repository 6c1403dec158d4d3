/**
 * The audit log as the console reads it: the filters from the page's URL (kept there, so a filtered
 * view is a link), pages 1..N of the list family, and the whole filtered log as CSV.
 */
import type { z } from "zod";
import type { auditRowSchema } from "#contract/staff-answers";
import { toCsv } from "~/components/list/csv.server";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";
import { consoleData } from "./console-page.server";
import type { StaffApi } from "./staff-session.server";

export type AuditRow = z.infer<typeof auditRowSchema>;
export const AUDIT_PAGE = 50;
/** The CSV's rows at most: the log of a busy year fits; a filter narrows a larger one. */
const CSV_MAX_ROWS = 1250;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function auditFilters(url: URL) {
  const text = (name: string, max: number) =>
    (url.searchParams.get(name) ?? "").trim().slice(0, max);
  const date = (name: string) => {
    const value = text(name, 10);
    return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
  };
  const staffId = text("staffId", 9);
  return {
    action: text("action", 80),
    target: text("target", 120),
    from: date("from"),
    to: date("to"),
    staffId: /^\d{1,9}$/.test(staffId) ? staffId : "",
  };
}

export type AuditFilters = ReturnType<typeof auditFilters>;

export async function auditList(api: StaffApi, url: URL) {
  const filters = auditFilters(url);
  const { request, query } = servicePage(url, AUDIT_PAGE);
  const answer = consoleData(
    await api.get("/ops/audit/list", {
      ...filters,
      ...query,
    }),
    api.lang,
  );
  return {
    filters,
    total: answer.total,
    list: shownPages(url, request, AUDIT_PAGE, answer.rows, answer.total),
  };
}

export async function auditCsv(api: StaffApi, url: URL, lang: Lang): Promise<string> {
  const answer = consoleData(
    await api.get("/ops/audit/list", { ...auditFilters(url), page: 1, pageSize: CSV_MAX_ROWS }),
    lang,
  );
  const t = tFor(lang, "admin");
  const json = (value: unknown) =>
    value === null || value === undefined ? "" : JSON.stringify(value);
  return toCsv(
    ["at", "actor", "address", "action", "permission", "target", "request", "before", "after"].map(
      (column) => t(`audit.csv.${column}`),
    ),
    answer.rows.map((row) => [
      formatDateTime(row.at),
      row.actor,
      { id: row.address },
      row.action,
      row.permission,
      { id: row.target },
      json(row.request),
      json(row.before),
      json(row.after),
    ]),
  );
}
