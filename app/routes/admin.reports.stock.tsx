/**
 * Stock value (/admin/reports/stock): the bottles held and their value at each wine's price (the
 * shop keeps no cost price), the dearest first, with the totals and the same as CSV (decision 046).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { cardCell, cardRow } from "~/features/admin/console-table";
import { ReportTabs } from "~/features/admin/reports/report-tabs";
import { REPORT_PAGE, stockPage } from "~/features/admin/reports/reports.server";
import { formatPrice } from "~/utils/money";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const page = await stockPage(api, new URL(request.url));
  return data({ me, csrf, ...page, pageSize: REPORT_PAGE }, { headers });
}

export default function StockValueReport() {
  const { me, csrf, totals, list, pageSize } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const paging = usePagedList(list, (row) => row.goodsId);
  const columns = [
    { key: "wine", label: t("reports.columns.wine") },
    { key: "status", label: t("reports.columns.status") },
    { key: "stock", label: t("reports.columns.stock"), numeric: true },
    { key: "price", label: t("reports.columns.price"), numeric: true },
    { key: "value", label: t("reports.columns.value"), numeric: true },
  ];
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("reports.stockTitle")}>
      <ReportTabs current="stock" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink-soft" data-testid="stock-totals">
          {t("reports.stockTotals", {
            bottles: totals.bottles,
            value: formatPrice(totals.valueCents),
          })}
        </p>
        <a
          href="/admin/reports/export.csv?kind=stock"
          className="inline-flex min-h-[44px] items-center px-2 text-wine underline"
          data-testid="stock-csv"
        >
          {t("reports.csv")}
        </a>
      </div>
      <p className="mt-1 text-xs text-ink-soft">{t("reports.stockNote")}</p>
      <ConsoleTable caption={t("reports.stockTitle")} columns={columns} testId="stock-value-table">
        {paging.items.map((row, index) => (
          <tr
            key={row.goodsId}
            id={pageAnchor(index, pageSize)}
            className={cardRow}
            data-testid="stock-value-row"
          >
            <td className="py-1 pc:py-2 pc:pr-3">
              <Link
                to={`/admin/stock/${row.goodsId}`}
                className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
              >
                {row.name}
              </Link>
            </td>
            <td className={cardCell} data-label={columns[1].label}>
              {t(`wineDesk.statuses.${row.status}`)}
            </td>
            <td className={`${cardCell} tabular-nums pc:text-right`} data-label={columns[2].label}>
              {row.stock}
            </td>
            <td className={`${cardCell} tabular-nums pc:text-right`} data-label={columns[3].label}>
              {formatPrice(row.priceCents)}
            </td>
            <td className={`${cardCell} tabular-nums pc:text-right`} data-label={columns[4].label}>
              {formatPrice(row.valueCents)}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <ListBottom paging={paging} />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
