/**
 * Sales (/admin/reports): the orders paid from one China day to another, by wine or by day, with
 * the span's totals; a GET form, so a report is a link, its pages from the list family, and the same
 * report as CSV (decision 046). Stock value is its neighbour (/admin/reports/stock).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { cardCell, cardRow, filterInput } from "~/features/admin/console-table";
import { ReportTabs } from "~/features/admin/reports/report-tabs";
import { REPORT_PAGE, salesPage } from "~/features/admin/reports/reports.server";
import { formatPrice } from "~/utils/money";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const page = await salesPage(api, new URL(request.url));
  return data({ me, csrf, ...page, pageSize: REPORT_PAGE }, { headers });
}

export default function SalesReport() {
  const { me, csrf, filters, error, report, list, pageSize } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const paging = usePagedList(list, (row) => `${row.goodsId ?? ""}${row.label}`);
  const byWine = filters.by === "wine";
  const query = new URLSearchParams(filters).toString();
  const columns = [
    { key: "first", label: t(byWine ? "reports.columns.wine" : "reports.columns.day") },
    { key: "orders", label: t("reports.columns.orders"), numeric: true },
    { key: "bottles", label: t("reports.columns.bottles"), numeric: true },
    { key: "money", label: t("reports.columns.money"), numeric: true },
  ];
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("reports.title")}>
      <ReportTabs current="sales" />
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="sales-filters"
      >
        {(["from", "to"] as const).map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            {t(`reports.${field}`)}
            <input
              name={field}
              type="date"
              defaultValue={filters[field]}
              aria-invalid={error?.field === field ? true : undefined}
              aria-describedby={error?.field === field ? "report-error" : undefined}
              className={filterInput}
            />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm">
          {t("reports.by")}
          <select name="by" defaultValue={filters.by} className={filterInput}>
            <option value="wine">{t("reports.byWine")}</option>
            <option value="day">{t("reports.byDay")}</option>
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-[44px] px-4">
          {t("reports.show")}
        </button>
        {report ? (
          <a
            href={`/admin/reports/export.csv?kind=sales&${query}`}
            className="inline-flex min-h-[44px] items-center px-2 text-wine underline"
            data-testid="sales-csv"
          >
            {t("reports.csv")}
          </a>
        ) : null}
      </Form>
      {error ? (
        <p
          id="report-error"
          role="alert"
          className="mt-3 rounded-lg bg-wine/10 px-3 py-2 text-sm text-wine"
        >
          {error.message}
        </p>
      ) : null}
      {report ? (
        <>
          <p className="mt-3 text-sm text-ink-soft" data-testid="sales-totals">
            {t("reports.salesTotals", {
              orders: report.totals.orders,
              bottles: report.totals.bottles,
              money: formatPrice(report.totals.moneyCents),
            })}
          </p>
          {paging.items.length === 0 ? (
            <p className="mt-6 text-ink-soft">{t("reports.noSales")}</p>
          ) : (
            <ConsoleTable caption={t("reports.title")} columns={columns} testId="sales-table">
              {paging.items.map((row, index) => (
                <tr
                  key={`${row.goodsId ?? ""}${row.label}`}
                  id={pageAnchor(index, pageSize)}
                  className={cardRow}
                  data-testid="sales-row"
                >
                  <td className="py-1 pc:py-2 pc:pr-3">
                    {row.goodsId ? (
                      <Link
                        to={`/admin/wines/${row.goodsId}`}
                        className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
                      >
                        {row.label}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-[44px] items-center tabular-nums">
                        {row.label}
                      </span>
                    )}
                  </td>
                  <td
                    className={`${cardCell} tabular-nums pc:text-right`}
                    data-label={columns[1].label}
                  >
                    {row.orders}
                  </td>
                  <td
                    className={`${cardCell} tabular-nums pc:text-right`}
                    data-label={columns[2].label}
                  >
                    {row.bottles}
                  </td>
                  <td
                    className={`${cardCell} tabular-nums pc:text-right`}
                    data-label={columns[3].label}
                  >
                    {formatPrice(row.moneyCents)}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <ListBottom paging={paging} />
        </>
      ) : null}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
