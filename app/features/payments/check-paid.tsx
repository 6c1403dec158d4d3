/**
 * "我已完成付款": asks the gateway about the order's payment now, then goes on to the paid order or
 * says that nothing has arrived yet (routes/payment/payment.server.ts). Every way to pay shows it.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";

export function CheckPaid({
  orderId,
  primary = false,
  className = "",
}: {
  orderId: number;
  /** the page's main action (the QR code's), else beside the wallet's button */
  primary?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("payment");
  return (
    <Form method="post" replace preventScrollReset className={`w-full ${className}`}>
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={orderId} />
      <button
        type="submit"
        name="intent"
        value="check"
        className={`${primary ? "btn-primary" : "btn-secondary"} w-full`}
        data-testid="check-paid"
      >
        {t("payment.iHavePaid")}
      </button>
    </Form>
  );
}
