/**
 * An issued invoice's download and, after refunds, its red-letter invoices (红字发票): each with
 * its number, what it took off and its own download, then what the invoice still stands for. The
 * order's invoice card and 我的发票 both show it.
 */
import { useTranslation } from "react-i18next";
import type { InvoiceRequest } from "#contract/invoices";
import { formatPrice } from "~/utils/money";
import { invoiceDownloadPath } from "./paths";

export function IssuedInvoice({ request, testId }: { request: InvoiceRequest; testId: string }) {
  const { t } = useTranslation("invoices");
  if (!request.invoiceNo) return null;
  const corrected = request.corrections.reduce((sum, c) => sum + c.amountCents, 0);
  return (
    <>
      {request.status === "to_correct" ? (
        <p className="mt-1 text-xs text-ink-faint" data-testid="invoice-to-correct">
          {t("card.toCorrect")}
        </p>
      ) : null}
      <a
        href={invoiceDownloadPath(request.orderId)}
        download
        className="btn-secondary mt-3"
        data-testid={testId}
      >
        {t("card.download")}
      </a>
      {request.corrections.length > 0 ? (
        <div className="mt-3 text-sm" data-testid="invoice-corrections">
          <h3 className="font-medium">{t("card.corrections")}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {request.corrections.map((correction) => (
              <li key={correction.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all tabular-nums">
                  {t("card.correction", {
                    no: correction.invoiceNo,
                    amount: formatPrice(correction.amountCents),
                  })}
                </span>
                <a
                  href={invoiceDownloadPath(request.orderId, correction.id)}
                  download
                  className="inline-flex min-h-[44px] items-center text-wine underline"
                  data-testid="invoice-correction-download"
                >
                  {t("card.downloadCorrection", { no: correction.invoiceNo })}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-ink-soft" data-testid="invoice-standing">
            {t("card.standing", { amount: formatPrice(request.amountCents - corrected) })}
          </p>
        </div>
      ) : null}
    </>
  );
}
