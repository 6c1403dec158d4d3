/**
 * The order page's invoice (spec §1: orders "with logistics and invoices"; §4's "apply for an
 * invoice"): the request with its type (专票 or 普票), amount and status, the number and the
 * document once issued, with the red-letter invoices of refunds after it; or, on a
 * received or completed order paid in money, the way to ask for one.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderInvoice } from "#contract/invoices";
import { formatPrice } from "~/utils/money";
import { IssuedInvoice } from "./invoice-corrections";
import { applyInvoicePath } from "./paths";

export function InvoiceCard({ orderId, invoice }: { orderId: number; invoice: OrderInvoice }) {
  const { t } = useTranslation("invoices");
  const { request } = invoice;
  if (!request && !invoice.eligible) return null;
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby="invoice-title"
      data-testid="order-invoice"
    >
      <h2 id="invoice-title" className="flex items-center justify-between font-semibold">
        {t("card.title")}
        {request ? (
          <span className="text-sm font-normal text-wine" data-testid="invoice-status">
            {t(`card.status.${request.awaitingReceipt ? "awaitingReceipt" : request.status}`)}
          </span>
        ) : null}
      </h2>
      {request ? (
        <p className="mt-2 text-sm" data-testid="invoice-kind">
          {t(`card.kind.${request.kind}`)}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink-soft" data-testid="invoice-card-amount">
        {t("card.amount", { amount: formatPrice(invoice.amountCents) })}
      </p>
      {request ? (
        <>
          <p className="mt-1 break-words text-sm text-ink-soft">
            {t("card.to", { name: request.name })}
          </p>
          {request.awaitingReceipt ? (
            <p className="mt-1 text-xs text-ink-faint">{t("card.afterReceipt")}</p>
          ) : null}
          {request.invoiceNo ? (
            <>
              <p className="mt-1 text-sm tabular-nums" data-testid="invoice-number">
                {t("card.number", { no: request.invoiceNo })}
              </p>
              <IssuedInvoice request={request} testId="invoice-download" />
            </>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-1 text-xs text-ink-faint">{t("card.applyHint")}</p>
          <Link
            to={applyInvoicePath(orderId)}
            className="btn-secondary mt-3"
            data-testid="invoice-apply"
          >
            {t("card.apply")}
          </Link>
        </>
      )}
    </section>
  );
}
