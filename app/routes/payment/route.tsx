/**
 * Payment (/payment?orderId=N&method=alipay|wechat): the amount, the time
 * left, a choice of wallet and its QR code, drawn on the server. The chosen
 * method lives in the URL, so a refresh keeps the code. While the order waits
 * for payment the page follows it: with JavaScript through an event stream
 * (/payment/events, polling as the fallback), without it by a meta refresh
 * every 5 s (in the head: the handle's noscriptRefresh) and an "I have paid"
 * button. Once paid it goes on to the order with spec §8's "payment
 * successful".
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PAY_METHODS, WALLET_PAGE_FRESH_MS, type PaymentStatus } from "#contract/buying";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import type { NoscriptRefreshHandle } from "~/components/shell/noscript-refresh";
import { CancelConfirm } from "~/features/orders/cancel-confirm";
import { Countdown } from "~/features/payments/countdown";
import { paidFeedback } from "~/features/orders/order-actions.server";
import { orderPath, parseOrderId, paymentPath } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { usePaymentEvents } from "~/features/payments/use-payment-events";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity } from "~/utils/csrf.server";
import { formatPrice } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";
import { NotPayable, OrderSummary } from "./order-summary";
import { MethodChoice, QrPanel } from "./pay-panel";
import { paymentAction } from "./payment.server";
import { qrPng, qrSvg } from "~/utils/qr.server";
import { HostPay } from "./host-pay";
import { WalletJump } from "./wallet-jump";
import { orderCalls } from "~/features/orders/calls.server";
import { payMethodsFor } from "~/features/payments/methods";
import { onPhone, payPathFor } from "~/features/payments/pay-path";
import { envOfRequest } from "~/utils/device-env.server";
import { ScreenTitle } from "~/components/shell/screen-title";

export const handle: NoscriptRefreshHandle & { i18n: string[] } = {
  i18n: ["payment"],
  // Without JavaScript the page refreshes itself while it waits for the payment.
  noscriptRefresh: (data) => {
    const d = data as { payment: unknown; confirming: boolean } | undefined;
    return d?.payment && !d.confirming ? 5 : null;
  },
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const orderId = parseOrderId(url.searchParams.get("orderId"));
  if (!orderId) throw new Response("Not found", { status: 404 });
  const order = await unwrap(await orderCalls.find(api, orderId), api, request);
  const asked = PAY_METHODS.find((m) => m === url.searchParams.get("method")) ?? null;
  const confirming =
    url.searchParams.get("confirm") === "cancel" && order.actions.includes("cancel");

  if (order.status !== "pending_payment") {
    // Paid while this page showed its QR code (the URL names the method), or back from the wallet
    // or the host's pay page having paid: on to the order.
    if ((asked || url.searchParams.get("returned") === "1") && order.paidAt)
      throw await redirectWithToast(orderPath(order.id), paidFeedback(api.lang));
  } else if (order.payment && order.payment.method !== asked) {
    // The URL always names the method of the code shown, so that a refresh (and the
    // no-JS meta refresh) keeps it and "paid" is recognised as paid while watching.
    // "returned" (back from a wallet or the host's pay page) is carried, so the page still says
    // it is checking rather than offering to pay afresh.
    const carried = `${url.searchParams.get("returned") === "1" ? "&returned=1" : ""}${confirming ? "&confirm=cancel" : ""}`;
    throw redirect(paymentPath(order.id, order.payment.method, carried));
  }

  const now = Date.now();
  const payment = order.status === "pending_payment" ? order.payment : null;
  const qrExpired = payment
    ? payment.status === "closed" || Date.parse(payment.expiresAt) <= now
    : false;
  // WeChat Pay's page lives 5 minutes: a buyer back later renews it rather than open a dead one.
  const launchStale =
    payment?.launch?.kind === "redirect" &&
    Date.parse(payment.launch.issuedAt) <= now - WALLET_PAGE_FRESH_MS;
  const phone = onPhone(request.headers.get("User-Agent"));
  // On the phone that shows it, the QR code is a picture to save and scan from the album.
  const qr =
    payment?.codeUrl && !qrExpired
      ? phone
        ? { png: await qrPng(payment.codeUrl) }
        : { svg: await qrSvg(payment.codeUrl) }
      : null;
  const returned = url.searchParams.get("returned") === "1";
  const inHost = envOfRequest(request) === "miniProgram";
  const security = await formSecurity(request);
  const methods = payMethodsFor(request.headers.get("User-Agent"));
  return data(
    {
      order,
      payment,
      qr,
      qrExpired,
      launchStale,
      returned,
      payPath: payPathFor(request.headers.get("User-Agent"), inHost),
      // In the mini-program's web-view the host's own pay page takes WeChat Pay.
      inHost,
      // WeChat Pay's H5 page returns to this very page, by its full address.
      origin: url.origin,
      confirming,
      now,
      lang: api.lang,
      csrf: security.csrf,
      methods,
    },
    { headers: security.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return paymentAction(request, context);
}

export default function Payment() {
  const { order, csrf, confirming } = useLoaderData<typeof loader>();
  return (
    <FormSecurity csrf={csrf}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-4 pc:px-6 pc:pt-10">
        <ScreenTitle className="mb-6" />
        {order.status === "pending_payment" ? <PayOrder /> : <NotPayable order={order} />}
        {confirming ? (
          <CancelConfirm
            orderId={order.id}
            orderNo={order.orderNo}
            backTo={paymentPath(
              order.id,
              order.status === "pending_payment" ? order.payment?.method : null,
            )}
          />
        ) : null}
      </div>
    </FormSecurity>
  );
}

function PayOrder() {
  const {
    order,
    payment,
    qr,
    qrExpired,
    launchStale,
    returned,
    payPath,
    inHost,
    origin,
    confirming,
    now,
    lang,
    methods,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payment");
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  // A wallet launch made for another place (a phone's browser, then WeChat's): chosen afresh here.
  const launchElsewhere = Boolean(payment?.launch) && payment?.path !== payPath;

  // Any change of the status (paid, closed, a new code) is the loader's to render:
  // it redirects to the order with "payment successful" once paid.
  const onStatus = useCallback(
    (status: PaymentStatus) => {
      if (
        status.orderStatus !== order.status ||
        status.payment?.outTradeNo !== payment?.outTradeNo ||
        status.payment?.status !== payment?.status
      )
        revalidate();
    },
    [order.status, payment?.outTradeNo, payment?.status, revalidate],
  );
  const mode = usePaymentEvents(
    payment && !confirming ? `/payment/events?orderId=${order.id}` : null,
    onStatus,
  );

  // With JavaScript, the code (or WeChat's page) turns into "expired" the moment it expires.
  useEffect(() => {
    if (!payment || qrExpired || launchStale) return;
    const expiresAt = Math.min(
      Date.parse(payment.expiresAt),
      payment.launch?.kind === "redirect"
        ? Date.parse(payment.launch.issuedAt) + WALLET_PAGE_FRESH_MS
        : Infinity,
    );
    const wait = expiresAt - now + 500;
    const timer = setTimeout(revalidate, Math.max(500, Math.min(wait, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [payment, qrExpired, launchStale, now, revalidate]);

  return (
    <>
      <div
        className="grid gap-4 pc:grid-cols-[minmax(0,1fr)_420px] pc:grid-rows-[auto_auto_1fr] pc:items-start pc:gap-x-8 pc:gap-y-6"
        data-testid="payment"
        data-events={mode}
      >
        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-line pc:p-7"
          aria-labelledby="amount-title"
        >
          <h2 id="amount-title" className="text-sm text-ink-soft">
            {t("payment.amountDue")}
          </h2>
          <p
            className="mt-1 text-[34px] font-semibold tabular-nums leading-tight tracking-tight text-wine"
            data-testid="amount"
          >
            {formatPrice(order.amounts.totalCents)}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
            <dt className="text-ink-soft">{t("payment.orderNo")}</dt>
            <dd className="break-all text-right tabular-nums" data-testid="order-no">
              {order.orderNo}
            </dd>
            <dt className="text-ink-soft">{t("payment.payWithin")}</dt>
            <dd className="text-right">
              <Countdown deadline={order.payBefore} serverNow={now} onElapsed={revalidate} />
            </dd>
          </dl>
          <p className="mt-3 text-xs text-ink-faint">
            {t("payment.deadlineNote")} · {formatDateTime(order.payBefore)}
          </p>
        </section>

        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-line pc:col-start-2 pc:row-span-3 pc:row-start-1 pc:p-7"
          aria-labelledby="method-title"
        >
          {inHost ? (
            <h2 id="method-title" className="font-semibold">
              {t("payment.methods.wechat")}
            </h2>
          ) : (
            <MethodChoice
              chosen={launchElsewhere ? null : (payment?.method ?? null)}
              orderId={order.id}
              methods={methods}
              path={payPath}
            />
          )}
          {inHost && payment?.path !== "qr" ? (
            <HostPay
              orderId={order.id}
              orderNo={order.orderNo}
              amountCents={order.amounts.totalCents}
              returned={returned}
            />
          ) : payment?.launch && !launchElsewhere ? (
            <WalletJump
              orderId={order.id}
              orderNo={order.orderNo}
              payment={payment}
              launch={payment.launch}
              returnUrl={`${origin}${paymentPath(order.id, payment.method, "&returned=1")}`}
              returned={returned}
              expired={qrExpired || launchStale}
              mode={mode}
            />
          ) : payment && !launchElsewhere ? (
            <QrPanel orderId={order.id} payment={payment} qr={qr} expired={qrExpired} mode={mode} />
          ) : (
            <p
              className="mt-6 rounded-xl bg-paper px-4 py-8 text-center text-sm text-ink-soft"
              data-testid="pick-first"
            >
              {t("payment.pickFirst")}
            </p>
          )}
        </section>

        <OrderSummary order={order} lang={lang} />

        {order.actions.includes("cancel") ? (
          <div className="flex justify-center pc:justify-start">
            <Link
              to={paymentPath(order.id, payment?.method, "&confirm=cancel")}
              replace
              preventScrollReset
              className="inline-flex min-h-[44px] items-center px-2 text-sm text-ink-soft underline underline-offset-4 hover:text-wine"
              data-testid="cancel-order"
            >
              {t("payment.cancelOrder")}
            </Link>
          </div>
        ) : null}
      </div>
    </>
  );
}

// Going back to this page must show the payment as it is now, never a stored copy of "waiting".
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
