/**
 * How the order's total is made: goods, discount, freight, points, and what is paid or owed; then
 * what refunds gave back.
 */
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { formatPrice } from "~/utils/money";

export function AmountsCard({ order }: { order: OrderView }) {
  const { t } = useTranslation("payment");
  const { t: to } = useTranslation("order");
  const a = order.amounts;
  const paid = order.paidAt !== null;
  // Only an order waiting for its payment owes anything; a cancelled or closed one never will.
  const owed = order.status === "pending_payment";
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="amounts-title">
      <h2 id="amounts-title" className="font-semibold">
        {t("order.amounts")}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm" data-testid="amounts">
        <dt className="text-ink-soft">{t("order.original")}</dt>
        <dd className="text-right tabular-nums" data-testid="amount-original">
          {formatPrice(a.originalCents)}
        </dd>
        <dt className="text-ink-soft">{to("orderPage.quantity")}</dt>
        <dd className="text-right tabular-nums" data-testid="amount-quantity">
          {to("orderPage.quantityValue", { count: a.quantity })}
        </dd>
        {a.discountCents > 0 ? (
          <>
            <dt className="text-ink-soft">{t("order.discount")}</dt>
            <dd className="text-right tabular-nums text-wine">-{formatPrice(a.discountCents)}</dd>
          </>
        ) : null}
        <dt className="text-ink-soft">{to("orderPage.goodsAmount")}</dt>
        <dd className="text-right tabular-nums" data-testid="amount-goods">
          {formatPrice(a.goodsCents)}
        </dd>
        <dt className="text-ink-soft">{t("order.freight")}</dt>
        <dd className="text-right tabular-nums">
          {a.freightCents > 0 ? formatPrice(a.freightCents) : t("order.freeFreight")}
        </dd>
        {a.pointsUsed > 0 ? (
          <>
            <dt className="text-ink-soft">{t("order.points", { points: a.pointsUsed })}</dt>
            <dd className="text-right tabular-nums text-wine" data-testid="amount-points">
              -{formatPrice(a.pointsCents)}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-ink-soft">{to("orderPage.pointsUsed")}</dt>
            <dd className="text-right text-ink-soft" data-testid="amount-points">
              {to("orderPage.pointsNone")}
            </dd>
          </>
        )}
        <dt className="border-t border-line pt-3 font-semibold">
          {paid ? t("order.total") : owed ? t("order.totalDue") : t("order.totalNotPaid")}
        </dt>
        <dd
          className={`border-t border-line pt-3 text-right text-lg font-semibold tabular-nums ${owed || paid ? "text-wine" : "text-ink-soft"}`}
          data-testid="order-total"
        >
          {formatPrice(a.totalCents)}
        </dd>
        {order.refunded.cents > 0 ? (
          <>
            <dt className="text-ink-soft">{t("order.refundedTotal")}</dt>
            <dd className="text-right tabular-nums" data-testid="amount-refunded">
              -{formatPrice(order.refunded.cents)}
            </dd>
          </>
        ) : null}
        {order.refunded.points > 0 ? (
          <>
            <dt className="text-ink-soft">{t("order.refundedPoints")}</dt>
            <dd className="text-right tabular-nums" data-testid="amount-refunded-points">
              {order.refunded.points}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
