/**
 * "Cancel this order?" (spec §8's confirmation), as a step the server
 * renders from `?confirm=cancel`: a dialog whose backdrop and "keep" button
 * are links back to the page, so it works the same without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";

export function CancelConfirm({ orderId, orderNo, backTo }: { orderId: number; orderNo: string; backTo: string }) {
  const { t } = useTranslation("payment");
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center pc:items-center" data-testid="cancel-confirm">
      <Link to={backTo} replace className="absolute inset-0 bg-black/40" aria-label={t("order.keep")} tabIndex={-1} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="cancel-title"
        aria-describedby="cancel-text"
        className="relative w-full max-w-md rounded-t-2xl bg-white p-6 shadow-xl pc:rounded-2xl"
      >
        <h2 id="cancel-title" className="text-lg font-semibold">
          {t("order.confirmCancel")}
        </h2>
        <p id="cancel-text" className="mt-2 text-sm text-ink-soft">
          {t("order.confirmCancelText")}
        </p>
        <p className="mt-1 text-sm text-ink-faint">
          {t("order.orderNo")} {orderNo}
        </p>
        <Form method="post" replace className="mt-5 flex flex-col-reverse gap-3 pc:flex-row pc:justify-end">
          <AuthenticityTokenInput />
          <input type="hidden" name="orderId" value={orderId} />
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog puts the focus on its least destructive action (WAI-ARIA APG) */}
          <Link to={backTo} replace className="btn-secondary" autoFocus data-testid="cancel-keep">
            {t("order.keep")}
          </Link>
          <button type="submit" name="intent" value="cancel" className="btn-primary" data-testid="cancel-yes">
            {t("order.confirmYes")}
          </button>
        </Form>
      </div>
    </div>
  );
}
