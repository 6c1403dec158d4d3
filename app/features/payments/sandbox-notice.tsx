/** Said above every way to pay a sandbox payment: nothing real happens. */
import { useTranslation } from "react-i18next";
import type { PaymentView } from "#contract/buying";

export function SandboxNotice({ payment }: { payment: Pick<PaymentView, "gateway"> }) {
  const { t } = useTranslation("payment");
  if (payment.gateway !== "sandbox") return null;
  return (
    <p
      role="note"
      className="mb-4 w-full rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
      data-testid="sandbox-notice"
    >
      {t("payment.sandboxNotice")}
    </p>
  );
}
