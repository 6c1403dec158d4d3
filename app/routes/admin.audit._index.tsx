/**
 * The audit log (/admin/audit): every staff change, newest first — who, when, from which address,
 * what, its target, and the state before and after. Filters are a GET form, so a filtered view is a
 * link; pages come from the list family; the same filter downloads as CSV.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExportLink } from "~/components/list/export-link";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { AUDIT_PAGE, auditList, type AuditRow } from "~/features/admin/audit-log.server";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const url = new URL(request.url);
  const { filters, total, list } = await auditList(api, url);
  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== ""),
  ).toString();
  return data({ me, csrf, filters, total, list, exportQuery }, { headers });
}

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

function ChangeCell({ row }: { row: AuditRow }) {
  const { t } = useTranslation("admin");
  const changed = row.before !== null || row.after !== null;
  return (
    <details>
      <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-wine">
        {t(changed ? "audit.showChange" : "audit.showRequest")}
      </summary>
      <dl className="mt-1 grid gap-1 text-xs">
        <dt className="font-medium">{t("audit.request")}</dt>
        <dd>
          <pre className="whitespace-pre-wrap break-all">{shown(row.request)}</pre>
        </dd>
        {changed ? (
          <>
            <dt className="font-medium">{t("audit.before")}</dt>
            <dd>
              <pre className="whitespace-pre-wrap break-all">{shown(row.before)}</pre>
            </dd>
            <dt className="font-medium">{t("audit.after")}</dt>
            <dd>
              <pre className="whitespace-pre-wrap break-all">{shown(row.after)}</pre>
            </dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

export default function AuditLog() {
  const { me, csrf, filters, total, list, exportQuery } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const paging = usePagedList(list, (row) => row.id);
  const input = "min-h-[44px] rounded-lg border border-line bg-white px-3";
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("audit.title")}>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="audit-filters"
      >
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.action")}
          <input name="action" defaultValue={filters.action} className={input} placeholder="ship" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.target")}
          <input name="target" defaultValue={filters.target} className={input} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.fromDate")}
          <input type="date" name="from" defaultValue={filters.from} className={input} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.toDate")}
          <input type="date" name="to" defaultValue={filters.to} className={input} />
        </label>
        {filters.staffId ? <input type="hidden" name="staffId" value={filters.staffId} /> : null}
        <button type="submit" className="btn-primary min-h-[44px] px-4">
          {t("audit.filter")}
        </button>
        <ExportLink
          href={`/admin/audit/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
          hint={t("audit.exportHint")}
          label={t("audit.export")}
          testId="audit-export"
        />
      </Form>
      <p className="mt-3 text-sm text-ink-soft" data-testid="audit-total">
        {t("audit.total", { count: total })}
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[760px] border-collapse text-sm" data-testid="audit-table">
          <caption className="sr-only">{t("audit.caption")}</caption>
          <thead className="sticky top-0 bg-white text-left text-ink-soft">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("audit.at")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("audit.actor")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("audit.address")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("audit.action")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("audit.target")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("audit.change")}
              </th>
            </tr>
          </thead>
          <tbody>
            {paging.items.map((row, index) => (
              <tr
                key={row.id}
                id={pageAnchor(index, AUDIT_PAGE)}
                className="border-b border-line align-top"
                data-testid="audit-row"
              >
                <td className="whitespace-nowrap py-2 pr-3 tabular-nums">
                  {formatDateTime(row.at)}
                </td>
                <td className="py-2 pr-3">{row.actor}</td>
                <td className="py-2 pr-3 tabular-nums">{row.address}</td>
                <td className="py-2 pr-3 font-mono text-xs">{row.action}</td>
                <td className="break-all py-2 pr-3 font-mono text-xs">{row.target}</td>
                <td className="py-1">
                  <ChangeCell row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListBottom paging={paging} className="mt-4" />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
