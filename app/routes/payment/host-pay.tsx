/**
 * Inside the mini-program's web-view (decision 039): the page hands the order to the host's pay
 * page (wx.miniProgram.navigateTo, the order number only, never signed parameters), which asks the
 * service for wx.requestPayment's parameters and comes back here with returned=1. The page then
 * checks, as after any wallet. Without the bridge, or without JavaScript, the QR code instead.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PAY_PAGE } from "../../../miniprogram/logic/shop";
import { openHostPage } from "~/features/miniprogram/bridge";
import { WalletIcon } from "~/features/payments/wallet-icon";
import { PayByQr } from "~/features/payments/pay-by-qr";
import { CheckPaid } from "~/features/payments/check-paid";
import { formatPrice } from "~/utils/money";

export function HostPay({
  orderId,
  orderNo,
  amountCents,
  returned,
}: {
  orderId: number;
  orderNo: string;
  amountCents: number;
  returned: boolean;
}) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "opening" | "failed">("idle");
  return (
    <div className="mt-6 flex flex-col items-center text-center" data-testid="host-pay">
      <p className="text-2xl font-semibold tabular-nums text-ink">{formatPrice(amountCents)}</p>
      <p className="mt-1 text-xs text-ink-soft">
        {t("payment.orderNo")} <span className="tabular-nums">{orderNo}</span>
      </p>
      {returned ? (
        <p
          className="mt-5 w-full rounded-lg bg-paper px-3 py-3 text-sm text-ink"
          role="status"
          data-testid="checking-payment"
        >
          {t("payment.checkingPayment")}
        </p>
      ) : null}
      {hydrated ? (
        <button
          type="button"
          className="btn-primary mt-5 flex w-full items-center justify-center gap-2"
          disabled={state === "opening"}
          onClick={async () => {
            setState("opening");
            const opened = await openHostPage(`${PAY_PAGE}?orderId=${orderId}`);
            setState(opened ? "idle" : "failed");
          }}
          data-testid="open-wallet"
        >
          <WalletIcon method="wechat" size={22} />
          {t("payment.openApp.wechat")}
        </button>
      ) : null}
      {state === "failed" ? (
        <p className="mt-3 text-sm text-wine" role="alert" data-testid="host-failed">
          {t("payment.hostFailed")}
        </p>
      ) : null}
      <CheckPaid orderId={orderId} className="mt-5" />
      <PayByQr orderId={orderId} method="wechat" />
    </div>
  );
}
