/**
 * The user area's home (/user): the points balance (a link to the points page), the account's
 * screens and logout (no side menu beside it).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountMenu } from "~/features/accounts/account-menu";
import { requireLogin } from "~/features/accounts/auth.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { LogoutButton } from "~/features/accounts/logout-button";
import { PointsBalanceLink } from "~/features/points/balance-link";
import { useRootData } from "~/utils/use-root-data";
import { ACCOUNT_MENU } from "~/screens";
import { unwrap } from "~/service/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const profile = await unwrap(await accountCalls.profile(api), api, request);
  return { points: profile.points };
}

export default function UserHome() {
  const { points } = useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const { t } = useTranslation("center");
  return (
    <div className="flex flex-col gap-4 px-3 pb-10 pt-4 pc:max-w-xl pc:px-0 pc:pt-0">
      <PointsBalanceLink
        points={points}
        name={pointsName}
        className="flex min-h-[56px] items-baseline gap-2 rounded-2xl bg-white px-4 py-3 text-wine ring-1 ring-line hover:bg-paper"
      />
      <AccountMenu links={ACCOUNT_MENU} label={t("nav.account")} />
      <div className="mt-2">
        <LogoutButton />
      </div>
    </div>
  );
}
