/** The wallet choice and the QR code of the chosen wallet (live, or expired with "renew"). */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PayMethod, PayPath, PaymentView } from "#contract/buying";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { PaymentEventsMode } from "~/features/payments/use-payment-events";
import { SandboxNotice } from "~/features/payments/sandbox-notice";
import { WalletIcon } from "~/features/payments/wallet-icon";
import { CheckPaid } from "~/features/payments/check-paid";
import { formatPrice } from "~/utils/money";

const HINTS = {
  qr: "methodHint",
  phone: "methodHintPhone",
  "wechat-browser": "methodHintInWeChat",
  "mini-program": "methodHintInWeChat",
} as const satisfies Record<PayPath, string>;

export function MethodChoice({
  chosen,
  orderId,
  methods,
  path,
}: {
  chosen: PayMethod | null;
  orderId: number;
  /** where the buyer pays (decision 039): on a phone or in WeChat, no "scan" in the hints */
  path: PayPath;
  /** the wallets that work where the buyer is (features/payments/methods.ts) */
  methods: readonly PayMethod[];
}) {
  const { t } = useTranslation("payment");
  return (
    <Form method="post" replace preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="method" />
      <input type="hidden" name="orderId" value={orderId} />
      <h2 id="method-title" className="font-semibold">
        {t("payment.chooseMethod")}
      </h2>
      <div className={`mt-3 grid gap-3 ${methods.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
        {methods.map((method) => {
          const active = method === chosen;
          return (
            <button
              key={method}
              type="submit"
              name="method"
              value={method}
              aria-pressed={active}
              data-testid={`method-${method}`}
              className={`relative flex min-h-[60px] items-center gap-3 rounded-xl border px-3 text-left transition ${active ? "border-wine bg-wine-light ring-1 ring-wine" : "border-line bg-white hover:border-wine/50"}`}
            >
              <WalletIcon method={method} />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{t(`payment.methods.${method}`)}</span>
                <span className="block text-xs leading-snug text-ink-soft">
                  {active ? t("payment.chosen") : t(`payment.${HINTS[path]}.${method}`)}
                </span>
              </span>
              {active ? (
                <svg
                  className="absolute right-2 top-2 text-wine"
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                >
                  <circle cx="8" cy="8" r="8" fill="currentColor" />
                  <path
                    d="M4.5 8.2l2.2 2.2 4.8-4.8"
                    stroke="#fff"
                    strokeWidth="1.8"
                    fill="none"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
            </button>
          );
        })}
      </div>
    </Form>
  );
}

export function QrPanel({
  orderId,
  payment,
  qr,
  expired,
  mode,
}: {
  orderId: number;
  payment: PaymentView;
  /** the code drawn as SVG (a desktop), or as a PNG picture to save and scan (a phone) */
  qr: { svg: string } | { png: string } | null;
  expired: boolean;
  mode: PaymentEventsMode;
}) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const wallet = t(`payment.methods.${payment.method}`);
  const amount = formatPrice(payment.amountCents);
  const walletLink =
    payment.codeUrl && /^https?:\/\//.test(payment.codeUrl) ? payment.codeUrl : null;
  return (
    <div
      className="mt-6 flex flex-col items-center text-center"
      data-testid="qr-panel"
      data-state={expired ? "expired" : "pending"}
      data-trade={payment.outTradeNo}
    >
      <SandboxNotice payment={payment} />
      <p className="flex items-center gap-2 font-medium">
        <WalletIcon method={payment.method} size={22} />
        {t("payment.scanWith", { wallet })}
      </p>
      {qr && "png" in qr ? (
        <p className="mt-1 text-xs text-ink-soft" data-testid="save-and-scan">
          {t("payment.saveAndScan", { wallet })}
        </p>
      ) : null}
      <div className="relative mt-4 rounded-2xl bg-white p-3 shadow-[0_2px_16px_rgba(31,26,23,0.08)] ring-1 ring-line">
        {qr && "png" in qr ? (
          <img
            src={qr.png}
            alt={t("payment.qrLabel", { wallet, amount })}
            width={232}
            height={232}
            className="h-[232px] w-[232px]"
            data-testid="qr"
          />
        ) : qr ? (
          <div
            role="img"
            aria-label={t("payment.qrLabel", { wallet, amount })}
            className="h-[232px] w-[232px] pc:h-[264px] pc:w-[264px]"
            data-testid="qr"
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
        ) : (
          <div
            className="flex h-[232px] w-[232px] flex-col items-center justify-center gap-3 rounded-lg bg-paper px-4 pc:h-[264px] pc:w-[264px]"
            data-testid="qr-expired"
          >
            <svg
              width="40"
              height="40"
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="text-ink-faint"
            >
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M12 7v5l3 2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
            <p className="font-semibold">{t("payment.expired")}</p>
            <p className="text-xs text-ink-soft">{t("payment.expiredText")}</p>
            <Form method="post" replace preventScrollReset>
              <AuthenticityTokenInput />
              <input type="hidden" name="orderId" value={orderId} />
              <input type="hidden" name="intent" value="method" />
              <button
                type="submit"
                name="method"
                value={payment.method}
                className="btn-primary"
                data-testid="renew"
              >
                {t("payment.renew")}
              </button>
            </Form>
          </div>
        )}
      </div>
      <p className="mt-4 text-2xl font-semibold tabular-nums text-ink">{amount}</p>
      <p className="text-sm text-ink-soft">{wallet}</p>

      {expired ? null : (
        <>
          <p
            className="mt-5 flex items-center gap-2 text-sm text-ink"
            role="status"
            data-testid="waiting"
          >
            <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
              {mode === "off" ? null : (
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-wine/50" />
              )}
              <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-wine" />
            </span>
            {t("payment.waiting")}
          </p>
          <p className="mt-1 text-xs text-ink-faint">
            {hydrated ? t("payment.waitingLive") : t("payment.waitingNoJs")}
          </p>
          <div className="mt-5 flex w-full flex-col gap-3">
            <CheckPaid orderId={orderId} primary />
            {qr && "png" in qr ? (
              <a
                href={qr.png}
                download={`${payment.outTradeNo}.png`}
                className="btn-secondary w-full"
                data-testid="save-qr"
              >
                {t("payment.saveQr")}
              </a>
            ) : null}
            {walletLink ? (
              <a
                href={walletLink}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-secondary w-full"
                data-testid="wallet-link"
              >
                {t("payment.openWallet")}
              </a>
            ) : null}
          </div>
        </>
      )}
      <p className="mt-5 text-xs text-ink-faint">{t("payment.secure", { wallet })}</p>
    </div>
  );
}
