/** What the buyer may do with the order now: pay, cancel, buy again, and the moves after payment. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { paymentPath } from "~/features/payments/paths";
import { formatPrice } from "~/utils/money";
import { LEADING_ACTION, OTHER_ACTION } from "./action-classes";
import { BuyAgainButton } from "./buy-again-button";
import { moreActions } from "./more-actions";

/** Orders that are over, whose wines a buyer may want again. */
const ENDED = new Set(["completed", "cancelled", "closed", "refunded", "returned"]);

export function OrderActions({ order }: { order: OrderView }) {
  const { t } = useTranslation("payment");
  const { t: to } = useTranslation("order");
  const canPay = order.actions.includes("pay");
  const canCancel = order.actions.includes("cancel");
  const more = moreActions(order);
  const canBuyAgain = ENDED.has(order.status);
  if (!(canPay || canCancel || canBuyAgain || more.length > 0)) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {canPay ? (
        <Link
          to={paymentPath(order.id, order.payment?.method)}
          className={LEADING_ACTION}
          data-testid="order-pay"
        >
          {t("order.pay")} {formatPrice(order.amounts.totalCents)}
        </Link>
      ) : null}
      {canCancel ? (
        <Link
          to="?confirm=cancel"
          replace
          preventScrollReset
          className={OTHER_ACTION}
          data-testid="order-cancel"
        >
          {t("order.cancel")}
        </Link>
      ) : null}
      {canBuyAgain ? <BuyAgainButton first={!canPay && more.length === 0} /> : null}
      {more.map((a, i) => (
        <Link
          key={a.key}
          to={a.to}
          replace={a.replace}
          preventScrollReset={a.replace}
          className={i === 0 && !canPay ? LEADING_ACTION : OTHER_ACTION}
          data-testid={`order-${a.key}`}
        >
          {to(`orderPage.${a.key}`)}
        </Link>
      ))}
    </div>
  );
}
