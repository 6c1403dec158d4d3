/** "The wallet does not open? Pay with a QR code instead": the same payment, on the QR path. */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PayMethod } from "#contract/buying";
import { AuthenticityTokenInput } from "~/components/form-security";

export function PayByQr({ orderId, method }: { orderId: number; method: PayMethod }) {
  const { t } = useTranslation("payment");
  return (
    <Form
      method="post"
      replace
      preventScrollReset
      className="mt-6 w-full border-t border-line pt-4"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="intent" value="method" />
      <input type="hidden" name="method" value={method} />
      <input type="hidden" name="path" value="qr" />
      <p className="text-xs text-ink-soft">
        {t("payment.cannotOpen", { wallet: t(`payment.methods.${method}`) })}
      </p>
      <button
        type="submit"
        className="mt-1 inline-flex min-h-[44px] items-center px-2 text-sm text-wine underline underline-offset-4"
        data-testid="pay-by-qr"
      >
        {t("payment.payByQr")}
      </button>
    </Form>
  );
}
