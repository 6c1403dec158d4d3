/**
 * The wallet opened on the phone itself (decision 039): Alipay's signed form, or WeChat Pay's page
 * (with its redirect_url back here), both without JavaScript; in WeChat's browser, its bridge.
 * Coming back from the wallet, or the bridge's answer, proves nothing: the page says it is
 * checking, and learns the outcome from the shop (the event stream, the refresh, or "I have paid").
 * When the wallet will not open, the QR code instead.
 */
import { Form, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PaymentView, WalletLaunch } from "#contract/buying";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { PaymentEventsMode } from "~/features/payments/use-payment-events";
import { SandboxNotice } from "~/features/payments/sandbox-notice";
import { WalletIcon } from "~/features/payments/wallet-icon";
import { PayByQr } from "~/features/payments/pay-by-qr";
import { CheckPaid } from "~/features/payments/check-paid";
import type { BridgeOutcome } from "~/features/payments/weixin-bridge";
import { BridgeButton } from "./bridge-button";
import { formatPrice } from "~/utils/money";

export function WalletJump({
  orderId,
  orderNo,
  payment,
  launch,
  returnUrl,
  returned,
  expired,
  mode,
}: {
  orderId: number;
  orderNo: string;
  payment: PaymentView;
  launch: WalletLaunch;
  /** this page, for WeChat Pay's redirect_url */
  returnUrl: string;
  /** back from the wallet (its return_url or redirect_url) */
  returned: boolean;
  /** the trade, or the wallet's page (WeChat's h5_url), is past its life: renew it */
  expired: boolean;
  mode: PaymentEventsMode;
}) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const revalidate = useRevalidator().revalidate;
  const [bridge, setBridge] = useState<BridgeOutcome | null>(null);
  const checking = !expired && (returned || bridge === "sent");
  const wallet = t(`payment.methods.${payment.method}`);
  const open = t(`payment.openApp.${payment.method}`);
  const button = "btn-primary flex w-full items-center justify-center gap-2";
  return (
    <div
      className="mt-6 flex flex-col items-center text-center"
      data-testid="wallet-jump"
      data-state={expired ? "expired" : checking ? "returned" : "pending"}
      data-trade={payment.outTradeNo}
    >
      <SandboxNotice payment={payment} />
      <p className="text-2xl font-semibold tabular-nums text-ink">
        {formatPrice(payment.amountCents)}
      </p>
      <p className="mt-1 text-xs text-ink-soft">
        {t("payment.orderNo")} <span className="tabular-nums">{orderNo}</span>
      </p>

      {expired ? (
        <p className="mt-5 text-sm text-ink-soft" role="status" data-testid="jump-expired">
          {t("payment.jumpExpired")}
        </p>
      ) : checking || bridge === "not-confirmed" ? (
        <p
          className="mt-5 w-full rounded-lg bg-paper px-3 py-3 text-sm text-ink"
          role="status"
          data-testid="checking-payment"
        >
          {t(checking ? "payment.checkingPayment" : "payment.bridgeNotDone")}
        </p>
      ) : bridge === "unavailable" ? (
        <p className="mt-5 text-sm text-wine" role="alert" data-testid="bridge-unavailable">
          {t("payment.bridgeUnavailable")}
        </p>
      ) : null}

      <div className="mt-5 flex w-full flex-col gap-3">
        {expired ? null : launch.kind === "form" ? (
          // A form to the gateway's address: the shop's CSP names it in form-action.
          <form method="post" action={launch.action} className="w-full" data-testid="wallet-form">
            {Object.entries(launch.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={button} data-testid="open-wallet">
              <WalletIcon method={payment.method} size={22} />
              {open}
            </button>
          </form>
        ) : launch.kind === "redirect" ? (
          <a
            href={`${launch.url}${launch.url.includes("?") ? "&" : "?"}redirect_url=${encodeURIComponent(returnUrl)}`}
            className={button}
            data-testid="open-wallet"
          >
            <WalletIcon method={payment.method} size={22} />
            {open}
          </a>
        ) : (
          <BridgeButton
            payment={payment}
            params={launch.params}
            className={button}
            onOutcome={(outcome) => {
              setBridge(outcome);
              // Whatever WeChat said, the shop's own answer decides.
              if (outcome !== "unavailable") revalidate();
            }}
          />
        )}

        {expired ? (
          <Form method="post" replace preventScrollReset className="w-full">
            <AuthenticityTokenInput />
            <input type="hidden" name="orderId" value={orderId} />
            <input type="hidden" name="intent" value="method" />
            <button
              type="submit"
              name="method"
              value={payment.method}
              className="btn-secondary w-full"
              data-testid="renew"
            >
              {t("payment.renewJump")}
            </button>
          </Form>
        ) : (
          <CheckPaid orderId={orderId} />
        )}
      </div>
      {expired ? null : (
        <p className="mt-3 text-xs text-ink-faint">
          {mode === "off" || !hydrated ? t("payment.waitingNoJs") : t("payment.waitingLive")}
        </p>
      )}

      <PayByQr orderId={orderId} method={payment.method} />
      <p className="mt-3 text-xs text-ink-faint">{t("payment.secure", { wallet })}</p>
    </div>
  );
}
