/**
 * The order's refunds and returns (decision 033): each request with its bottles, its state, and,
 * once the money is back, how much went where and when: the way it was paid, the points to the
 * buyer's account. Only an order that had a request shows it; the status card links the latest
 * request's progress.
 */
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export function RefundsCard({ order, lang }: { order: OrderView; lang: Lang }) {
  const { t } = useTranslation("payment");
  if (order.afterSales.length === 0) return null;
  const method = order.payMethod && order.payMethod !== "points" ? order.payMethod : null;
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby="refunds-title"
      data-testid="order-refunds"
    >
      <h2 id="refunds-title" className="font-semibold">
        {t("order.refunds")}
      </h2>
      <ol className="mt-1 divide-y divide-line">
        {order.afterSales.map((request) => (
          <li key={request.id} className="py-3 text-sm" data-testid="order-refund">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{t(`order.refundKinds.${request.kind}`)}</span>
              <span
                className={request.status === "succeeded" ? "text-[#1d5a2f]" : "text-ink-soft"}
                data-testid="order-refund-status"
              >
                {t(`order.refundStatuses.${request.status}`)}
              </span>
            </p>
            <ul className="mt-1 text-ink-soft">
              {request.lines.map((line) => (
                <li key={line.orderLineId} className="flex justify-between gap-3">
                  <span className="line-clamp-1">{goodsName(line, lang)}</span>
                  <span className="shrink-0 tabular-nums">×{line.quantity}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-ink-soft" data-testid="order-refund-where">
                {request.amountCents > 0 && method
                  ? t("order.refundTo", { method: t(`payment.methods.${method}`) })
                  : null}
                {request.points > 0 ? (
                  <>
                    {request.amountCents > 0 && method ? " · " : null}
                    {t("order.refundPointsBack", { points: request.points })}
                  </>
                ) : null}
              </span>
              <span className="font-semibold tabular-nums" data-testid="order-refund-amount">
                {formatPrice(request.amountCents)}
              </span>
            </p>
            <p className="mt-0.5 text-xs text-ink-faint">
              {request.finishedAt && request.status === "succeeded" ? (
                <time dateTime={request.finishedAt}>{formatDateTime(request.finishedAt)}</time>
              ) : (
                <time dateTime={request.createdAt}>
                  {t("order.refundAsked", { time: formatDateTime(request.createdAt) })}
                </time>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
