/** One order in a list: number, time, status, its wines, total, and the links its status allows. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderListItem } from "#contract/orders-list";
import { PartlyRefunded, StatusLabel } from "./order-status";
import { orderPath, paymentPath } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";
import { OrderTotal } from "./order-total";
import { pictureSrc } from "~/features/catalog/picture";

type Action = OrderListItem["actions"][number];

/**
 * Each action's own screen: the payment page, the order page's confirmation step, the review form,
 * the after-sale form.
 */
function actionHref(order: OrderListItem, action: Action): string {
  switch (action) {
    case "pay":
      return paymentPath(order.id);
    case "cancel":
    case "receive":
      return `${orderPath(order.id)}?confirm=${action}`;
    case "evaluate":
      return `${orderPath(order.id)}/evaluate`;
    case "refund":
    case "returnGoods":
      return `${orderPath(order.id)}/refund`;
  }
}

export function OrderCard({
  order,
  lang,
  eager = false,
  anchorId,
  selectBox,
}: {
  order: OrderListItem;
  lang: Lang;
  eager?: boolean;
  /** where a page of the list starts, for the no-JavaScript "load more" to land on */
  anchorId?: string;
  /** the box that chooses the order for a batch action, where the list has one */
  selectBox?: React.ReactNode;
}) {
  const { t } = useTranslation("orders");
  return (
    <li
      id={anchorId}
      className="rounded-2xl bg-white p-4 ring-1 ring-line pc:p-5"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <div className="flex items-start justify-between gap-3">
        {selectBox}
        <p className="min-w-0 flex-1 text-xs text-ink-soft">
          <span className="sr-only">{t("orders.orderNo")} </span>
          <Link
            to={orderPath(order.id)}
            className="inline-flex min-h-[44px] items-center break-all font-medium text-ink hover:text-wine"
            data-testid="order-card-no"
          >
            {order.orderNo}
          </Link>
          <br />
          <span className="sr-only">{t("orders.createdAt")} </span>
          <time dateTime={order.createdAt} className="tabular-nums" data-testid="order-card-time">
            {formatDateTime(order.createdAt)}
          </time>
        </p>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <StatusLabel status={order.status} />
          {order.partlyRefunded ? <PartlyRefunded className="text-xs" /> : null}
        </span>
      </div>
      <Link
        to={orderPath(order.id)}
        className="mt-3 block divide-y divide-line rounded-xl bg-paper/60 px-3"
        aria-label={`${t("orders.actions.detail")} ${order.orderNo}`}
      >
        {order.lines.map((line) => {
          const name = goodsName(line, lang);
          return (
            <span
              key={line.goodsId}
              className="flex items-center gap-3 py-2"
              data-testid="order-card-line"
            >
              <img
                src={pictureSrc(line.picture, lang)}
                alt=""
                width={45}
                height={60}
                loading={eager ? "eager" : "lazy"}
                className="h-[60px] w-[45px] shrink-0 rounded-md bg-white object-contain"
              />
              <span className="line-clamp-2 min-w-0 flex-1 text-sm" data-testid="order-card-wine">
                {name}
              </span>
              <span
                className="shrink-0 text-sm tabular-nums text-ink-soft"
                data-testid="order-card-qty"
              >
                {t("orders.quantity", { count: line.quantity })}
              </span>
            </span>
          );
        })}
      </Link>
      <p className="mt-3 text-right text-sm text-ink-soft">
        {t("orders.summary", { count: order.amounts.quantity })}{" "}
        <span
          className="text-base font-semibold tabular-nums text-wine"
          data-testid="order-card-total"
        >
          <OrderTotal amounts={order.amounts} />
        </span>
      </p>
      <nav className="mt-3 flex flex-wrap justify-end gap-2" aria-label={t("orders.actionsLabel")}>
        {order.actions.map((action) => (
          <Link
            key={action}
            to={actionHref(order, action)}
            className={`inline-flex min-h-[44px] items-center rounded-full px-4 text-sm ${action === "pay" ? "bg-wine font-semibold text-white hover:bg-wine-dark" : "border border-line text-ink hover:border-wine hover:text-wine"}`}
            data-testid={`order-action-${action}`}
          >
            {t(`orders.actions.${action}`)}
          </Link>
        ))}
        <Link
          to={orderPath(order.id)}
          className="inline-flex min-h-[44px] items-center rounded-full border border-line px-4 text-sm text-ink hover:border-wine hover:text-wine"
          data-testid="order-action-detail"
        >
          {t("orders.actions.detail")}
        </Link>
      </nav>
    </li>
  );
}
