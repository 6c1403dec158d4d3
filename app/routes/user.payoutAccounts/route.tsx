/**
 * Payout accounts (/user/payoutAccounts; the spec's "payment account", §8): where the money of a
 * seller's resales is paid. Each account masked, with its kind and the default; add an Alipay,
 * WeChat or bank card account; delete and set default behind the confirmations of spec §8.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PayoutAccount } from "#contract/payouts";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NEW_PAYOUT_PATH, PAYOUTS_PATH } from "~/features/payouts/paths";
import { AccountCard } from "./account-card";
import { AccountForm } from "./account-form";
import { loadPayoutAccounts, payoutAccountsAction } from "./accounts.server";

export const handle = { i18n: ["payouts", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPayoutAccounts(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return payoutAccountsAction(request, context);
}

export default function PayoutAccounts() {
  const { accounts, max, adding, full, confirming } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payouts");
  return (
    <div
      className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0"
      data-testid="payout-accounts"
    >
      <p className="text-sm text-ink-soft">{t("payouts.intro")}</p>

      {adding ? (
        <AccountForm first={accounts.length === 0} />
      ) : full ? (
        <p className="text-sm text-ink-soft" data-testid="payouts-full">
          {t("payouts.limitReached", { max })}
        </p>
      ) : (
        <Link to={NEW_PAYOUT_PATH} className="btn-secondary self-start" data-testid="add-payout">
          {t("payouts.add")}
        </Link>
      )}

      {accounts.length ? (
        <ul className="grid gap-3 pc:grid-cols-2" data-testid="payout-list">
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </ul>
      ) : null}

      {confirming ? <Confirm account={confirming.account} action={confirming.action} /> : null}
    </div>
  );
}

function Confirm({ account, action }: { account: PayoutAccount; action: "delete" | "default" }) {
  const { t } = useTranslation("payouts");
  const named = `${t(`payouts.kind.${account.kind}`)} ${account.accountMasked}`;
  const deleting = action === "delete";
  return (
    <ConfirmDialog
      name={deleting ? "delete-payout" : "default-payout"}
      intent={deleting ? "delete" : "setDefault"}
      title={t(deleting ? "payouts.deleteTitle" : "payouts.defaultTitle")}
      text={t(
        deleting
          ? account.isDefault
            ? "payouts.deleteDefaultText"
            : "payouts.deleteText"
          : "payouts.defaultText",
        { account: named },
      )}
      keepLabel={t("payouts.keep")}
      yesLabel={t(deleting ? "payouts.yesDelete" : "payouts.yesDefault")}
      backTo={PAYOUTS_PATH}
      hidden={{ id: account.id }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
