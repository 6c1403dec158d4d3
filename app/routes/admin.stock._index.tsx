/**
 * The stock desk (/admin/stock): every wine with its free stock and low-stock threshold, found by
 * its id or words of its name, or only the low ones, lowest stock first. The search is a GET form,
 * so a filtered view is a link; pages come from the list family. A table at desktop width; on a
 * warehouse phone each wine is a card whose name opens its stock page.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STOCK_QUERY_MAX } from "#contract/stock-desk";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { cardRow, cardCell } from "~/features/admin/console-table";
import { consolePage } from "~/features/admin/console-page.server";
import { STOCK_PAGE, stockList } from "~/features/admin/stock/stock-list.server";
import { wineName } from "~/features/admin/stock/wine-name";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const desk = await stockList(api, new URL(request.url));
  return data({ me, csrf, ...desk }, { headers });
}

const COLUMNS = ["id", "wine", "stock", "threshold", "shelf"] as const;

export default function StockDesk() {
  const { me, csrf, filters, total, list } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const english = i18n.language === "en";
  const paging = usePagedList(list, (wine) => wine.goodsId);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("stockDesk.title")}>
      <Form
        method="get"
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="stock-filters"
      >
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm pc:max-w-md pc:flex-none pc:basis-96">
          {t("stockDesk.search")}
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={STOCK_QUERY_MAX}
            className="min-h-[44px] w-full rounded-lg border border-line bg-white px-3 text-base"
          />
        </label>
        <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="low"
            value="1"
            defaultChecked={filters.low}
            className="h-5 w-5 accent-wine"
          />
          {t("stockDesk.lowOnly")}
        </label>
        <button type="submit" className="btn-primary min-h-[44px] px-4">
          {t("stockDesk.find")}
        </button>
      </Form>
      <p className="mt-3 text-sm text-ink-soft" data-testid="stock-total">
        {t("stockDesk.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="stock-empty">
          {t("stockDesk.empty")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("stockDesk.caption")}
          columns={COLUMNS.map((key) => ({
            key,
            label: t(`stockDesk.columns.${key}`),
            numeric: key === "stock" || key === "threshold",
          }))}
          testId="stock-table"
        >
          {paging.items.map((wine, index) => (
            <tr
              key={wine.goodsId}
              id={pageAnchor(index, STOCK_PAGE)}
              className={cardRow}
              data-testid="stock-row"
            >
              <td className={`${cardCell} tabular-nums`} data-label={t("stockDesk.columns.id")}>
                {wine.goodsId}
              </td>
              <td className="py-1 pc:py-2 pc:pr-3">
                <Link
                  to={`/admin/stock/${wine.goodsId}`}
                  className="inline-flex min-h-[44px] flex-col justify-center text-wine underline-offset-2 hover:underline"
                >
                  <span>{wineName(wine, english)}</span>
                  <span className="text-xs text-ink-soft">
                    {english ? wine.wineryEn : wine.winery}
                  </span>
                </Link>
              </td>
              <td
                className={`${cardCell} tabular-nums pc:text-right`}
                data-label={t("stockDesk.columns.stock")}
              >
                <span className={wine.low ? "font-semibold text-wine" : undefined}>
                  {wine.stock}
                  {wine.low ? ` · ${t("stockDesk.low")}` : ""}
                </span>
              </td>
              <td
                className={`${cardCell} tabular-nums pc:text-right`}
                data-label={t("stockDesk.columns.threshold")}
              >
                {wine.threshold}
              </td>
              <td className={cardCell} data-label={t("stockDesk.columns.shelf")}>
                {t(`stockDesk.shelf.${wine.shelfStatus}`)}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <ListBottom paging={paging} className="mt-4" />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
