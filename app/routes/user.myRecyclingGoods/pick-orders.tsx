/** The seller's received or completed orders that still have bottles to resell, each to its form. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ordersListPath } from "~/features/orders/paths";
import { RESALE_GOODS_PATH, resellPath } from "~/features/resale/paths";
import { formatDate } from "~/utils/time";

export interface ResellableOrder {
  id: number;
  orderNo: string;
  createdAt: string;
  wines: { goodsId: number; name: string; count: number }[];
}

export function PickOrders({
  orders,
  closable,
}: {
  orders: ResellableOrder[];
  /** the seller has items: the list can be closed back to them */
  closable: boolean;
}) {
  const { t } = useTranslation("resale");
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line pc:p-6"
      aria-labelledby="pick-title"
      data-testid="resale-pick"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="pick-title" className="font-semibold">
          {t("resaleGoods.pickTitle")}
        </h2>
        {closable ? (
          <Link
            to={RESALE_GOODS_PATH}
            className="inline-flex min-h-[44px] items-center px-2 text-sm text-ink-soft"
          >
            {t("resaleGoods.closePick")}
          </Link>
        ) : null}
      </div>
      {orders.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink-soft" data-testid="resale-pick-empty">
            {t("resaleGoods.pickEmpty")}
          </p>
          <Link to={ordersListPath()} className="btn-secondary">
            {t("resaleGoods.toOrders")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t("resaleGoods.pickIntro")}</p>
          <ul className="flex flex-col divide-y divide-line">
            {orders.map((order) => (
              <li
                key={order.id}
                className="flex items-center gap-3 py-3"
                data-testid="resale-pick-order"
                data-order-id={order.id}
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="break-all tabular-nums text-ink-soft">
                    {order.orderNo} · {formatDate(order.createdAt)}
                  </p>
                  <ul>
                    {order.wines.map((wine) => (
                      <li key={wine.goodsId} className="line-clamp-2">
                        {wine.name}{" "}
                        <span className="text-ink-soft">
                          {t("resaleGoods.pickResellable", { count: wine.count })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
                <Link
                  to={resellPath(order.id)}
                  className="btn-primary shrink-0 px-4"
                  data-testid="resale-pick-resell"
                >
                  {t("resaleGoods.pickResell")}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
