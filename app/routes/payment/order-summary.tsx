/**
 * What the order is (lines, address) beside its payment, and the page of an order that has nothing
 * to pay.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { StatusLabel, useStatusHint } from "~/features/orders/order-status";
import { orderPath } from "~/features/payments/paths";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { pictureSrc } from "~/features/catalog/picture";

export function OrderSummary({ order, lang }: { order: OrderView; lang: Lang }) {
  const { t } = useTranslation("payment");
  const shown = order.lines.slice(0, 3);
  const a = order.address;
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-line pc:p-7"
      aria-labelledby="items-title"
    >
      <h2 id="items-title" className="font-semibold">
        {t("payment.items")}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {shown.map((line) => (
          <li key={line.id} className="flex items-center gap-3">
            <img
              src={pictureSrc(line.picture, lang)}
              alt=""
              width={42}
              height={56}
              className="h-14 w-[42px] shrink-0 rounded bg-paper object-contain"
            />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm">{goodsName(line, lang)}</span>
            <span className="shrink-0 text-sm tabular-nums text-ink-soft">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      {order.lines.length > shown.length ? (
        <p className="mt-2 text-xs text-ink-soft">
          {t("payment.moreItems", { count: order.lines.length - shown.length })}
        </p>
      ) : null}
      <div className="mt-4 border-t border-line pt-4 text-sm">
        <h3 className="text-ink-soft">{t("payment.shipTo")}</h3>
        <p className="mt-1">
          {a.recipient} <span className="text-ink-soft">{a.phone}</span>
        </p>
        <p className="text-ink-soft">
          {a.province} {a.city} {a.district} {a.detail}
        </p>
      </div>
      <Link
        to={orderPath(order.id)}
        className="mt-4 inline-flex min-h-[44px] items-center text-sm font-medium text-wine underline-offset-4 hover:underline"
        data-testid="view-order"
      >
        {t("payment.viewOrder")} →
      </Link>
    </section>
  );
}

export function NotPayable({ order }: { order: OrderView }) {
  const { t } = useTranslation("payment");
  const hint = useStatusHint(order);
  // A points purchase cancelled was paid, and its points came back: nothing is paid now.
  const paid = order.paidAt !== null && order.status !== "cancelled";
  return (
    <section
      className="mx-auto max-w-md rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line"
      data-testid="payment-closed"
    >
      <svg
        width="56"
        height="56"
        viewBox="0 0 56 56"
        aria-hidden="true"
        className={`mx-auto ${paid ? "text-wine" : "text-ink-faint"}`}
      >
        <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="2.5" />
        {paid ? (
          <path
            d="M17 29l7.5 7.5L40 21"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M20 20l16 16M36 20L20 36"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        )}
      </svg>
      <h2 className="mt-4 text-xl font-semibold">
        {paid ? t("payment.paidTitle") : t("payment.statusTitle")}
      </h2>
      <p className="mt-3">
        <StatusLabel status={order.status} />
      </p>
      <p className="mt-2 text-sm text-ink-soft" data-testid="status-hint">
        {hint}
      </p>
      <dl className="mx-auto mt-5 grid max-w-xs grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
        <dt className="text-ink-soft">{t("payment.orderNo")}</dt>
        <dd className="break-all text-right tabular-nums">{order.orderNo}</dd>
        <dt className="text-ink-soft">{paid ? t("order.total") : t("order.totalDue")}</dt>
        <dd className="text-right tabular-nums">{formatPrice(order.amounts.totalCents)}</dd>
      </dl>
      <div className="mt-6 flex flex-col gap-3 pc:flex-row pc:justify-center">
        <Link to={orderPath(order.id)} className="btn-primary" data-testid="view-order">
          {t("payment.viewOrder")}
        </Link>
        <Link to="/goods" className="btn-secondary">
          {t("payment.goShopping")}
        </Link>
      </div>
    </section>
  );
}
