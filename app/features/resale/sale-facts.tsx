/**
 * A sale of the seller's item as both sales screens show it: the buyer (masked), the bottles, the
 * amount, the commission in force when it was made, the payout and where it stands.
 */
import { useTranslation } from "react-i18next";
import type { ResaleSale } from "#contract/resale-answers";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

const PAYOUT_TONE: Record<ResaleSale["payoutStatus"], string> = {
  pending: "bg-paper text-ink-soft ring-line",
  due: "bg-wine-light text-wine ring-wine/40",
  paid: "bg-wine text-white ring-wine",
  cancelled: "bg-paper text-ink-faint ring-line",
};

export function PayoutStatusBadge({ status }: { status: ResaleSale["payoutStatus"] }) {
  const { t } = useTranslation("resale");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${PAYOUT_TONE[status]}`}
      data-testid="sale-payout-status"
      data-status={status}
    >
      {t(`resale.payoutStatus.${status}`)}
    </span>
  );
}

export function SaleFacts({ sale, full = false }: { sale: ResaleSale; full?: boolean }) {
  const { t } = useTranslation("resale");
  const row = (label: string, value: React.ReactNode, testId: string, strong = false) => (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd
        className={`text-right tabular-nums ${strong ? "font-semibold text-wine" : ""}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {row(t("resaleSales.buyer"), sale.buyerMasked, "sale-buyer")}
      {row(
        t("resaleSales.quantity"),
        <>
          {sale.quantity}
          {sale.returnedQuantity > 0 ? (
            <span className="ml-2 text-ink-soft">
              {t("resaleSales.returned", { count: sale.returnedQuantity })}
            </span>
          ) : null}
        </>,
        "sale-quantity",
      )}
      {full ? row(t("resaleSales.unitPrice"), formatPrice(sale.unitPriceCents), "sale-unit") : null}
      {row(t("resaleSales.amount"), formatPrice(sale.amountCents), "sale-amount")}
      {row(
        t("resaleSales.commission", { percent: sale.commissionPercent }),
        formatPrice(sale.commissionCents),
        "sale-commission",
      )}
      {row(t("resaleSales.payout"), formatPrice(sale.payoutCents), "sale-payout", true)}
      {row(t("resaleSales.boughtAt"), formatDateTime(sale.createdAt), "sale-bought")}
      {sale.dueAt && sale.payoutStatus !== "cancelled"
        ? row(t("resaleSales.dueAt"), formatDateTime(sale.dueAt), "sale-due")
        : null}
      {sale.paidAt ? row(t("resaleSales.paidAt"), formatDateTime(sale.paidAt), "sale-paid") : null}
      {full && sale.paidToMasked
        ? row(t("resaleSales.paidTo"), sale.paidToMasked, "sale-paid-to")
        : null}
    </dl>
  );
}
