/**
 * "Confirm receipt?" (spec §8's confirmation), rendered by the server from
 * `?confirm=receive` like the cancel step: the backdrop and "not yet" are
 * links back to the page, so it works the same without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";

export function ReceiveConfirm({ orderNo, backTo }: { orderNo: string; backTo: string }) {
  const { t } = useTranslation("order");
  const { t: tp } = useTranslation("payment");
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center pc:items-center" data-testid="receive-confirm">
      <Link to={backTo} replace className="absolute inset-0 bg-black/40" aria-label={t("orderPage.receiveKeep")} tabIndex={-1} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="receive-title"
        aria-describedby="receive-text"
        className="relative w-full max-w-md rounded-t-2xl bg-white p-6 shadow-xl pc:rounded-2xl"
      >
        <h2 id="receive-title" className="text-lg font-semibold">
          {t("orderPage.receiveTitle")}
        </h2>
        <p id="receive-text" className="mt-2 text-sm text-ink-soft">
          {t("orderPage.receiveText")}
        </p>
        <p className="mt-1 text-sm text-ink-faint">
          {tp("order.orderNo")} {orderNo}
        </p>
        <Form method="post" replace className="mt-5 flex flex-col-reverse gap-3 pc:flex-row pc:justify-end">
          <AuthenticityTokenInput />
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog puts the focus on its least destructive action (WAI-ARIA APG) */}
          <Link to={backTo} replace className="btn-secondary" autoFocus data-testid="receive-keep">
            {t("orderPage.receiveKeep")}
          </Link>
          <button type="submit" name="intent" value="receive" className="btn-primary" data-testid="receive-yes">
            {t("orderPage.receiveYes")}
          </button>
        </Form>
      </div>
    </div>
  );
}
