/**
 * The order desk (/admin/orders): orders newest first, filtered by status, Beijing dates, the end
 * of a phone or the start of an order number. The filters are a GET form, so a filtered view is a
 * link; pages come from the list family; the same filter downloads as CSV. A table at desktop
 * width; on a phone (the warehouse's) each order is a card of the same cells.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ORDER_STATUSES } from "#contract/buying";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExportLink } from "~/components/list/export-link";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { filterInput, cardRow, cardCell, codeLink } from "~/features/admin/console-table";
import { consolePage } from "~/features/admin/console-page.server";
import { ORDER_PAGE, orderList } from "~/features/admin/orders/order-list.server";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin", "payment"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const desk = await orderList(api, new URL(request.url));
  return data({ me, csrf, ...desk }, { headers });
}

export default function OrderDesk() {
  const { me, csrf, filters, invalid, total, list, exportQuery } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const paging = usePagedList(list, (order) => order.orderNo);
  const field = (name: keyof typeof filters, label: string, props: object = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        name={name}
        defaultValue={filters[name]}
        className={filterInput}
        aria-invalid={invalid.includes(name) ? true : undefined}
        aria-describedby={invalid.includes(name) ? "order-filter-errors" : undefined}
        {...props}
      />
    </label>
  );
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("orderDesk.title")}>
      <Form
        method="get"
        className="mt-4 grid grid-cols-2 items-end gap-3 pc:flex pc:flex-wrap"
        data-testid="order-filters"
      >
        <label className="col-span-2 flex flex-col gap-1 text-sm pc:col-span-1">
          {t("orderDesk.status")}
          <select name="status" defaultValue={filters.status} className={filterInput}>
            <option value="">{t("orderDesk.allStatuses")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tp(`order.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {field("from", t("orderDesk.fromDate"), { type: "date" })}
        {field("to", t("orderDesk.toDate"), { type: "date" })}
        {field("phone", t("orderDesk.phone"), { inputMode: "numeric", placeholder: "1234" })}
        {field("orderNo", t("orderDesk.orderNo"), { inputMode: "numeric" })}
        <button type="submit" className="btn-primary min-h-[44px] px-4">
          {t("orderDesk.filter")}
        </button>
        <ExportLink
          href={`/admin/orders/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
          hint={t("orderDesk.exportHint")}
          label={t("orderDesk.export")}
          testId="orders-export"
        />
      </Form>
      {invalid.length > 0 ? (
        <div
          id="order-filter-errors"
          role="alert"
          className="mt-3 rounded-lg bg-wine/10 px-3 py-2 text-sm text-wine"
          data-testid="order-filter-errors"
        >
          <ul>
            {invalid.map((name) => (
              <li key={name}>{t(`orderDesk.invalid.${name}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink-soft" data-testid="orders-total">
        {t("orderDesk.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="orders-empty">
          {t("orderDesk.empty")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("orderDesk.caption")}
          columns={["orderNo", "status", "createdAt", "buyer", "quantity", "total", "shipped"].map(
            (key) => ({ key, label: t(`orderDesk.csv.${key}`) }),
          )}
          testId="orders-table"
        >
          {paging.items.map((order, index) => (
            <tr
              key={order.orderNo}
              id={pageAnchor(index, ORDER_PAGE)}
              className={cardRow}
              data-testid="order-row"
            >
              <td className="py-1 pc:py-2 pc:pr-3">
                <Link to={`/admin/orders/${order.orderNo}`} className={codeLink}>
                  {order.orderNo}
                </Link>
              </td>
              <td className={cardCell} data-label={t("orderDesk.csv.status")}>
                {tp(`order.statuses.${order.status}`)}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={t("orderDesk.csv.createdAt")}>
                {formatDateTime(order.createdAt)}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={t("orderDesk.csv.buyer")}>
                {order.buyerPhone}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={t("orderDesk.csv.quantity")}>
                {order.quantity}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={t("orderDesk.csv.total")}>
                {formatPrice(order.totalCents)}
              </td>
              <td className={cardCell} data-label={t("orderDesk.csv.shipped")}>
                {order.logisticsNo ? `${order.logisticsCompany} ${order.logisticsNo}` : "—"}
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
