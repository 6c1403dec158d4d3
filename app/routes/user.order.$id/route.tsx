/**
 * Order detail (/user/order/{id}): everything of spec §3 (the order number
 * with a copy button, the amounts, the buyer's message, the address, the
 * carrier and tracking number), the timeline of spec §4, and what the buyer
 * may do now: pay, cancel or confirm receipt (after a confirmation step the
 * server renders), evaluate, view logistics. Another user's order and an
 * unknown id are the 404 page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { CancelConfirm } from "~/features/orders/cancel-confirm";
import { Countdown } from "~/features/payments/countdown";
import { StatusLabel } from "~/features/orders/order-status";
import { orderPath, parseOrderId, paymentPath } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { goodsName } from "~/features/catalog/goods-name";
import { formatPrice } from "~/utils/money";
import { courierName } from "#contract/logistics";
import { pictureSrc } from "~/features/catalog/picture";
import { CopyButton } from "~/components/copy-button";
import { ReceiveConfirm } from "./receive-confirm";
import { Timeline } from "./timeline";
import { orderAction } from "./order.server";
import { orderCalls } from "~/features/orders/calls.server";
import { CustomerServiceCard } from "~/features/shop/customer-service";
import { InvoiceCard } from "~/features/invoices/invoice-card";
import { invoiceCalls } from "~/features/invoices/calls.server";

export const handle = { i18n: ["payment", "order", "invoices"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id) throw new Response("Not found", { status: 404 });
  const [order, invoice] = await Promise.all([
    orderCalls.find(api, id).then((o) => unwrap(o, api, request)),
    invoiceCalls.orderInvoice(api, id).then((o) => unwrap(o, api, request)),
  ]);
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirming =
    asked === "cancel" && order.actions.includes("cancel")
      ? "cancel"
      : asked === "receive" && order.actions.includes("receive")
        ? "receive"
        : null;
  return { order, invoice, confirming, lang: api.lang, now: Date.now() };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return orderAction(request, context, params.id);
}

export default function OrderDetail() {
  const { order, invoice, confirming } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0" data-testid="order-detail">
      <StatusCard order={order} />
      <div className="grid gap-4 pc:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] pc:items-start">
        <div className="flex flex-col gap-4">
          <Lines order={order} />
          <AmountsCard order={order} />
        </div>
        <div className="flex flex-col gap-4">
          <AddressCard order={order} />
          <Timeline events={order.timeline} />
          <InfoCard order={order} />
          <InvoiceCard orderId={order.id} invoice={invoice} />
          <CustomerServiceCard />
        </div>
      </div>
      {confirming === "cancel" ? (
        <CancelConfirm orderId={order.id} orderNo={order.orderNo} backTo={orderPath(order.id)} />
      ) : null}
      {confirming === "receive" ? (
        <ReceiveConfirm orderNo={order.orderNo} backTo={orderPath(order.id)} />
      ) : null}
    </div>
  );
}

/** Orders that are over, whose wines a buyer may want again. */
const ENDED = new Set(["completed", "cancelled", "closed", "refunded", "returned"]);

/** 再次购买: a form, so it works without JavaScript; the wines go to the cart. */
function BuyAgainButton({ first }: { first: boolean }) {
  const { t } = useTranslation("order");
  return (
    <Form method="post" preventScrollReset>
      <AuthenticityTokenInput />
      <button
        type="submit"
        name="intent"
        value="buyAgain"
        className={
          first
            ? "inline-flex min-h-[44px] items-center justify-center rounded-full bg-white px-6 text-[15px] font-semibold text-wine hover:bg-wine-light"
            : "inline-flex min-h-[44px] items-center justify-center rounded-full border border-white/60 px-6 text-[15px] text-white hover:bg-white/10"
        }
        data-testid="order-buy-again"
      >
        {t("orderPage.buyAgain")}
      </button>
    </Form>
  );
}

function StatusCard({ order }: { order: OrderView }) {
  const { now } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payment");
  const revalidator = useRevalidator();
  const { t: to } = useTranslation("order");
  const canPay = order.actions.includes("pay");
  const canCancel = order.actions.includes("cancel");
  const more = moreActions(order);
  const canBuyAgain = ENDED.has(order.status);
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-wine to-[#3d0c1c] p-5 text-white pc:p-7"
      aria-labelledby="status-title"
    >
      <h2
        id="status-title"
        className="text-2xl font-semibold"
        data-testid="status-title"
        data-status={order.status}
      >
        {t(`order.statuses.${order.status}`)}
      </h2>
      <p className="mt-1 text-sm text-white/80" data-testid="status-hint">
        {t(`order.hints.${order.status}`, { time: formatDateTime(order.payBefore) })}
      </p>
      {order.status === "pending_payment" ? (
        <p className="mt-3 text-sm text-white/90 [&_time]:text-white">
          {t("payment.payWithin")}{" "}
          <Countdown
            deadline={order.payBefore}
            serverNow={now}
            onElapsed={revalidator.revalidate}
          />
        </p>
      ) : null}
      {canPay || canCancel || canBuyAgain || more.length > 0 ? (
        <div className="mt-5 flex flex-wrap gap-3">
          {canPay ? (
            <Link
              to={paymentPath(order.id, order.payment?.method)}
              className="inline-flex min-h-[44px] items-center justify-center rounded-full bg-white px-6 text-[15px] font-semibold text-wine hover:bg-wine-light"
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
              className="inline-flex min-h-[44px] items-center justify-center rounded-full border border-white/60 px-6 text-[15px] text-white hover:bg-white/10"
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
              className={
                i === 0 && !canPay
                  ? "inline-flex min-h-[44px] items-center justify-center rounded-full bg-white px-6 text-[15px] font-semibold text-wine hover:bg-wine-light"
                  : "inline-flex min-h-[44px] items-center justify-center rounded-full border border-white/60 px-6 text-[15px] text-white hover:bg-white/10"
              }
              data-testid={`order-${a.key}`}
            >
              {to(`orderPage.${a.key}`)}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Lines({ order }: { order: OrderView }) {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payment");
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="lines-title">
      <h2 id="lines-title" className="font-semibold">
        {t("order.items")}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {order.lines.map((line) => {
          const name = goodsName(line, lang);
          return (
            <li key={line.id} className="flex gap-3 py-3" data-testid="order-line">
              <Link to={`/goods/${line.goodsId}`} className="shrink-0">
                <img
                  src={pictureSrc(line.picture, lang)}
                  alt={name}
                  width={60}
                  height={80}
                  loading="lazy"
                  className="h-20 w-[60px] rounded-lg bg-paper object-contain"
                />
              </Link>
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  to={`/goods/${line.goodsId}`}
                  className="line-clamp-2 text-sm font-medium hover:text-wine"
                  data-testid="line-name"
                >
                  {name}
                </Link>
                <p className="mt-0.5 text-xs text-ink-faint">
                  {line.vintage ?? t("order.nv")} · {line.capacityMl} ml
                </p>
                <div className="mt-auto flex items-end justify-between gap-2 pt-1 text-sm">
                  <span className="text-ink-soft">
                    {t("order.unitPrice", { price: formatPrice(line.unitPriceCents) })}
                    {line.marketPriceCents > line.unitPriceCents ? (
                      <s className="ml-1.5 text-xs text-ink-faint">
                        {formatPrice(line.marketPriceCents)}
                      </s>
                    ) : null}
                    <span className="ml-2 tabular-nums">
                      {t("order.quantity", { count: line.quantity })}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    <span className="sr-only">{t("order.lineTotal")} </span>
                    {formatPrice(line.lineCents)}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AmountsCard({ order }: { order: OrderView }) {
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
      </dl>
    </section>
  );
}

function AddressCard({ order }: { order: OrderView }) {
  const { t } = useTranslation("payment");
  const a = order.address;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="address-title">
      <h2 id="address-title" className="font-semibold">
        {t("order.address")}
      </h2>
      <p className="mt-2 text-sm font-medium">
        {a.recipient} <span className="font-normal text-ink-soft">{a.phone}</span>
      </p>
      <p className="mt-0.5 text-sm text-ink-soft" data-testid="order-address">
        {a.province} {a.city} {a.district} {a.detail}
        {a.postalCode ? ` (${a.postalCode})` : ""}
      </p>
    </section>
  );
}

function InfoCard({ order }: { order: OrderView }) {
  const { t } = useTranslation("payment");
  const { t: to } = useTranslation("order");
  const { lang } = useLoaderData<typeof loader>();
  const rows: [string, string, string?][] = [
    [t("order.createdAt"), formatDateTime(order.createdAt), "created-at"],
  ];
  if (order.status === "pending_payment")
    rows.push([t("order.payBefore"), formatDateTime(order.payBefore)]);
  if (order.payMethod && order.paidAt)
    rows.push([t("order.payMethod"), t(`payment.methods.${order.payMethod}`), "pay-method"]);
  if (order.paidAt) rows.push([t("order.paidAt"), formatDateTime(order.paidAt), "paid-at"]);
  if (order.closedAt) rows.push([t("order.closedAt"), formatDateTime(order.closedAt)]);
  if (order.logisticsCompany && order.logisticsNo) {
    rows.push([
      to("orderPage.logisticsCompany"),
      courierName(order.logisticsCompany, lang),
      "logistics-company",
    ]);
    rows.push([to("orderPage.logisticsNo"), order.logisticsNo, "logistics-no"]);
  }
  if (order.shippedAt)
    rows.push([to("orderPage.shippedAt"), formatDateTime(order.shippedAt), "shipped-at"]);
  if (order.receivedAt)
    rows.push([to("orderPage.receivedAt"), formatDateTime(order.receivedAt), "received-at"]);
  rows.push([t("order.buyerMessage"), order.buyerMessage || t("order.noMessage"), "buyer-message"]);
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="info-title">
      <h2 id="info-title" className="flex items-center justify-between font-semibold">
        {t("order.info")}
        <StatusLabel status={order.status} />
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {/* Each term with its value in a group (a dl holds either groups or bare terms, not both). */}
        <div className="contents">
          <dt className="text-ink-soft">{t("order.orderNo")}</dt>
          <dd className="break-all text-right tabular-nums">
            <span className="select-all" data-testid="order-no">
              {order.orderNo}
            </span>
            <CopyButton text={order.orderNo} testId="copy-order-no" />
          </dd>
        </div>
        {rows.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="break-all text-right tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ActionLink {
  key: "receive" | "evaluate" | "viewLogistics" | "refund" | "returnGoods" | "afterSale";
  to: string;
  /** a confirmation step of this page, not another screen */
  replace: boolean;
}

/**
 * The buyer's moves after payment, as links: receipt asks first on this page; the others are
 * screens of their own.
 */
function moreActions(order: OrderView): ActionLink[] {
  const base = orderPath(order.id);
  const links: ActionLink[] = [];
  if (order.actions.includes("receive"))
    links.push({ key: "receive", to: "?confirm=receive", replace: true });
  if (order.actions.includes("evaluate"))
    links.push({ key: "evaluate", to: `${base}/evaluate`, replace: false });
  if (order.logisticsNo)
    links.push({ key: "viewLogistics", to: `${base}/logistics`, replace: false });
  if (order.actions.includes("refund"))
    links.push({ key: "refund", to: `${base}/refund`, replace: false });
  if (order.actions.includes("returnGoods"))
    links.push({ key: "returnGoods", to: `${base}/refund`, replace: false });
  if (order.afterSale || order.status === "refunding" || order.status === "returning")
    links.push({ key: "afterSale", to: `${base}/afterSale`, replace: false });
  return links;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
