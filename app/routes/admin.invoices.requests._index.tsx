/**
 * Invoices to issue (/admin/invoices/requests): the requests of received orders still to issue,
 * and those a refund reduced, cancelled or left to correct, newest first; each with its order, the
 * title it is made out to, the amount and what the refund did. An order's number opens the
 * request, with the form that issues it. Pages come from the list family.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { consolePage } from "~/features/admin/console-page.server";
import { cardCell, cardRow, codeLink } from "~/features/admin/console-table";
import { REQUEST_PAGE, requestList } from "~/features/admin/invoices/invoice-desk.server";
import { requestPath } from "~/features/admin/invoices/invoice-paths";
import { InvoiceTabs } from "~/features/admin/invoices/invoice-tabs";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin", "invoices"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await requestList(api, new URL(request.url))) }, { headers });
}

const COLUMNS = ["order", "title", "kind", "amount", "status", "createdAt"];

export default function InvoiceRequestsDesk() {
  const { me, csrf, total, toIssue, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: ti } = useTranslation("invoices");
  const paging = usePagedList(list, (request) => request.id);
  const label = (column: string) => t(`invoiceDesk.requests.columns.${column}`);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("invoiceDesk.requests.title")}>
      <InvoiceTabs />
      <p className="mt-3 text-sm text-ink-soft" data-testid="requests-total">
        {t("invoiceDesk.requests.total", { count: toIssue })}
        {total > toIssue ? ` ${t("invoiceDesk.requests.changed", { count: total - toIssue })}` : ""}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="requests-empty">
          {t("invoiceDesk.requests.empty")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("invoiceDesk.requests.caption")}
          columns={COLUMNS.map((key) => ({ key, label: label(key), numeric: key === "amount" }))}
          testId="requests-table"
        >
          {paging.items.map((request, index) => (
            <tr
              key={request.id}
              id={pageAnchor(index, REQUEST_PAGE)}
              className={cardRow}
              data-testid="request-row"
            >
              <td className="py-1 pc:py-2 pc:pr-3">
                <Link to={requestPath(request.orderNo)} className={codeLink}>
                  {request.orderNo}
                </Link>
              </td>
              <td className={`${cardCell} break-words`} data-label={label("title")}>
                {request.name}
                {request.taxNo ? (
                  <span className="block text-xs tabular-nums text-ink-soft">{request.taxNo}</span>
                ) : null}
              </td>
              <td className={cardCell} data-label={label("kind")}>
                {ti(`card.kind.${request.kind}`)}
              </td>
              <td className={`${cardCell} tabular-nums pc:text-right`} data-label={label("amount")}>
                {formatPrice(request.amountCents)}
              </td>
              <td className={cardCell} data-label={label("status")} data-testid="request-status">
                {ti(`card.status.${request.status}`)}
                {request.notice ? (
                  <span className="block text-xs text-wine" data-testid="request-notice">
                    {request.notice}
                  </span>
                ) : null}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("createdAt")}>
                {formatDateTime(request.createdAt)}
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
