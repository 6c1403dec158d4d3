/**
 * WeChat's browser: the button that hands the payment's signed parameters to WeixinJSBridge
 * (getBrandWCPayRequest) and says what came back, for the page to check. It needs JavaScript, as
 * WeChat's bridge does: without it the page offers the QR code. A sandbox payment brings the
 * sandbox's fake bridge, loaded only then.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { BridgePayParams, PaymentView } from "#contract/buying";
import { WalletIcon } from "~/features/payments/wallet-icon";
import { payThroughBridge, type BridgeOutcome } from "~/features/payments/weixin-bridge";
import { formatPrice } from "~/utils/money";

export function BridgeButton({
  payment,
  params,
  className,
  onOutcome,
}: {
  payment: PaymentView;
  params: BridgePayParams;
  className: string;
  onOutcome: (outcome: BridgeOutcome) => void;
}) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const [opening, setOpening] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={opening}
      data-testid="open-wallet"
      onClick={async () => {
        setOpening(true);
        if (payment.gateway === "sandbox")
          (await import("~/features/payments/sandbox-weixin-bridge")).installSandboxBridge();
        const outcome = await payThroughBridge(params);
        setOpening(false);
        onOutcome(outcome);
      }}
    >
      <WalletIcon method="wechat" size={22} />
      {t("payment.bridgePay", { amount: formatPrice(payment.amountCents) })}
    </button>
  );
}
