/**
 * The catalogue desk (/admin/wines): the wines, the newest change first, found by words of a name
 * (the wine's or its winery's) or a number, and by status; a GET form, so a filtered view is a
 * link; pages from the list family. A table at desktop width, a card per wine on a phone.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SHELF_STATUSES, WINE_LIST_PAGE } from "#contract/wine-desk";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { filterInput, tableBody, cardRow, cardCell } from "~/features/admin/console-table";
import { consolePage } from "~/features/admin/console-page.server";
import { wineList } from "~/features/admin/wines/wine-desk.server";
import { WINERIES_PATH, winePath } from "~/features/admin/wines/wine-paths";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const desk = await wineList(api, new URL(request.url));
  return data({ me, csrf, ...desk }, { headers });
}

export default function WineDesk() {
  const { me, csrf, filters, total, list } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const paging = usePagedList(list, (wine) => wine.id);
  const en = i18n.language === "en";
  const canEdit = me.permissions.includes("catalog.edit");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("wineDesk.title")}>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Form
          method="get"
          className="flex flex-1 flex-wrap items-end gap-3"
          data-testid="wine-filters"
        >
          <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm">
            {t("wineDesk.search")}
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              className={filterInput}
              placeholder={t("wineDesk.searchHint")}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("wineDesk.status")}
            <select name="status" defaultValue={filters.status} className={filterInput}>
              <option value="">{t("wineDesk.allStatuses")}</option>
              {SHELF_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`wineDesk.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary min-h-[44px] px-4">
            {t("wineDesk.filter")}
          </button>
        </Form>
        <Link
          to={WINERIES_PATH}
          className="inline-flex min-h-[44px] items-center px-2 text-wine underline"
          data-testid="to-wineries"
        >
          {t("wineDesk.wineries")}
        </Link>
        {canEdit ? (
          <Link
            to="/admin/wines/new"
            className="btn-primary inline-flex min-h-[44px] items-center px-4"
            data-testid="wine-new"
          >
            {t("wineDesk.add")}
          </Link>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-ink-soft" data-testid="wines-total">
        {t("wineDesk.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft">{t("wineDesk.empty")}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-sm" data-testid="wines-table">
          <caption className="sr-only">{t("wineDesk.caption")}</caption>
          <thead className="sr-only text-left text-ink-soft pc:not-sr-only pc:table-header-group">
            <tr className="border-b border-line">
              {["wine", "status", "price", "stock", "changed"].map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-medium">
                  {t(`wineDesk.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tableBody}>
            {paging.items.map((wine, index) => (
              <tr
                key={wine.id}
                id={pageAnchor(index, WINE_LIST_PAGE)}
                className={cardRow}
                data-testid="wine-row"
              >
                <td className="py-1 pc:py-2 pc:pr-3">
                  <Link
                    to={winePath(wine.id)}
                    className="inline-flex min-h-[44px] flex-col justify-center text-wine underline-offset-2 hover:underline"
                  >
                    <span>
                      {en ? wine.name.en : wine.name.ch}
                      {wine.vintage ? ` ${wine.vintage}` : ""}
                    </span>
                    <span className="text-xs text-ink-soft">
                      #{wine.id} · {wine.winery}
                    </span>
                  </Link>
                </td>
                <td className={cardCell} data-label={t("wineDesk.columns.status")}>
                  {t(`wineDesk.statuses.${wine.status}`)}
                </td>
                <td className={`${cardCell} tabular-nums`} data-label={t("wineDesk.columns.price")}>
                  {formatPrice(wine.priceCents)}
                </td>
                <td className={`${cardCell} tabular-nums`} data-label={t("wineDesk.columns.stock")}>
                  {wine.stock}
                </td>
                <td
                  className={`${cardCell} tabular-nums`}
                  data-label={t("wineDesk.columns.changed")}
                >
                  {formatDateTime(wine.updatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListBottom paging={paging} />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
