/** An order's status as a small coloured label, in the chosen language; "部分退款" beside it. */
import { useTranslation } from "react-i18next";
import type { OrderStatus, OrderView } from "#contract/buying";
import { formatDateTime } from "~/utils/time";

const TONE: Record<OrderStatus, string> = {
  pending_payment: "bg-wine-light text-wine",
  pending_delivery: "bg-gold-light text-[#6b4e10]",
  pending_receipt: "bg-gold-light text-[#6b4e10]",
  pending_comment: "bg-gold-light text-[#6b4e10]",
  completed: "bg-[#e5f1e8] text-[#1d5a2f]",
  cancelled: "bg-line text-ink-soft",
  closed: "bg-line text-ink-soft",
  refunding: "bg-gold-light text-[#6b4e10]",
  refunded: "bg-line text-ink-soft",
  returning: "bg-gold-light text-[#6b4e10]",
  returned: "bg-line text-ink-soft",
};

export function StatusLabel({
  status,
  className = "",
}: {
  status: OrderStatus;
  className?: string;
}) {
  const { t } = useTranslation("payment");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[status] ?? TONE.closed} ${className}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`order.statuses.${status}`)}
    </span>
  );
}

/** "部分退款": some bottles went back and the order goes on with the others. */
export function PartlyRefunded({ className = "" }: { className?: string }) {
  const { t } = useTranslation("payment");
  return (
    <span
      className={`inline-flex items-center rounded-full bg-white/90 px-2.5 py-0.5 text-sm font-medium text-wine ring-1 ring-wine/30 ${className}`}
      data-testid="partly-refunded"
    >
      {t("order.partlyRefunded")}
    </span>
  );
}

/**
 * What the status means now: the time left to pay, or for a cancelled points purchase that its
 * points came back (there was never money to charge).
 */
export function useStatusHint(order: OrderView): string {
  const { t } = useTranslation("payment");
  if (order.status === "cancelled" && order.payMethod === "points")
    return t("order.hints.cancelledPoints", { points: order.amounts.pointsUsed });
  return t(`order.hints.${order.status}`, { time: formatDateTime(order.payBefore) });
}
