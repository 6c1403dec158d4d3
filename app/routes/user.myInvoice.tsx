/**
 * My invoices (/user/myInvoice, issue 29): every invoice the buyer asked for, newest first, with its
 * type (专票 or 普票), title, order, amount and status; once issued its number, date and the
 * document to download. The way to ask for one is the order's page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLogin } from "~/features/accounts/auth.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { IssuedInvoice } from "~/features/invoices/invoice-corrections";
import { ordersListPath } from "~/features/orders/paths";
import { orderPath } from "~/features/payments/paths";
import { unwrap } from "~/service/client.server";
import { formatPrice } from "~/utils/money";
import { formatDate } from "~/utils/time";

export const handle = { i18n: ["invoices"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  return unwrap(await invoiceCalls.myInvoices(api), api, request);
}

export default function MyInvoices() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("invoices");
  return (
    <div className="flex flex-col gap-3 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="my-invoices">
      {list.length === 0 ? (
        <div
          className="rounded-2xl bg-white px-6 py-10 text-center text-sm ring-1 ring-line"
          data-testid="my-invoices-empty"
        >
          <p className="text-ink-soft">{t("mine.empty")}</p>
          <Link to={ordersListPath()} className="btn-secondary mt-4">
            {t("mine.toOrders")}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((invoice) => (
            <li
              key={invoice.id}
              className="rounded-2xl bg-white p-4 ring-1 ring-line"
              data-testid="my-invoice"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium">{t(`card.kind.${invoice.kind}`)}</span>
                <span className="text-sm text-wine" data-testid="my-invoice-status">
                  {t(`card.status.${invoice.awaitingReceipt ? "awaitingReceipt" : invoice.status}`)}
                </span>
              </p>
              <p className="mt-1 break-words text-sm">{t("card.to", { name: invoice.name })}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-soft">{t("mine.order")}</dt>
                <dd className="text-right">
                  <Link
                    to={orderPath(invoice.orderId)}
                    className="inline-flex min-h-[44px] items-center break-all tabular-nums text-wine underline-offset-2 hover:underline"
                  >
                    {invoice.orderNo}
                  </Link>
                </dd>
                <dt className="text-ink-soft">{t("apply.amount")}</dt>
                <dd className="text-right tabular-nums" data-testid="my-invoice-amount">
                  {formatPrice(invoice.amountCents)}
                </dd>
                {invoice.invoiceNo ? (
                  <>
                    <dt className="text-ink-soft">{t("mine.number")}</dt>
                    <dd className="break-all text-right tabular-nums" data-testid="my-invoice-no">
                      {invoice.invoiceNo}
                    </dd>
                  </>
                ) : null}
                {invoice.issuedAt ? (
                  <>
                    <dt className="text-ink-soft">{t("mine.issuedAt")}</dt>
                    <dd className="text-right tabular-nums">{formatDate(invoice.issuedAt)}</dd>
                  </>
                ) : null}
              </dl>
              <IssuedInvoice request={invoice} testId="my-invoice-download" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
