/** One payout account as its buyer sees it: its kind, masked account and name, and its actions. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PayoutAccount } from "#contract/payouts";
import { PayoutKindIcon } from "~/features/payouts/kind-icon";
import { confirmPayoutPath } from "~/features/payouts/paths";

const ACTION =
  "inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full px-3 ring-1";

export function AccountCard({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation("payouts");
  return (
    <li
      className={`flex flex-col rounded-2xl bg-white p-4 ring-1 ${account.isDefault ? "ring-wine" : "ring-line"}`}
      data-testid="payout-card"
    >
      <div className="flex items-start gap-3">
        <PayoutKindIcon kind={account.kind} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <span data-testid="payout-kind">
              {t(`payouts.kind.${account.kind}`)}
              {account.bankName ? ` · ${account.bankName}` : ""}
            </span>
            {account.isDefault ? (
              <span
                className="rounded bg-wine px-2 py-0.5 text-xs text-white"
                data-testid="payout-default"
              >
                {t("payouts.default")}
              </span>
            ) : null}
          </p>
          <p
            className="mt-1 break-all text-lg font-semibold tabular-nums"
            data-testid="payout-account"
          >
            {account.accountMasked}
          </p>
          <p className="mt-0.5 text-sm text-ink-soft" data-testid="payout-name">
            {t("payouts.holder", { name: account.realNameMasked })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2 text-sm">
        {account.isDefault ? null : (
          <Link
            to={confirmPayoutPath("default", account.id)}
            preventScrollReset
            className={`${ACTION} text-wine ring-wine/40 hover:bg-wine-light`}
            data-testid="payout-set-default"
          >
            {t("payouts.setDefault")}
          </Link>
        )}
        <Link
          to={confirmPayoutPath("delete", account.id)}
          preventScrollReset
          className={`${ACTION} text-ink-soft ring-line hover:text-wine`}
          data-testid="payout-delete"
        >
          {t("payouts.delete")}
        </Link>
      </div>
    </li>
  );
}
