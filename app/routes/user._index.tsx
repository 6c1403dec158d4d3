/**
 * The user area's home (/user). On phones it is the account's menu: the points balance (a link to
 * the points page), the account's screens and logout. On desktops the side menu is beside it, so
 * it shows the account itself instead: who is logged in, since when, the points, and the way to
 * the personal center's orders.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountMenu } from "~/features/accounts/account-menu";
import { requireLogin } from "~/features/accounts/auth.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { LogoutButton } from "~/features/accounts/logout-button";
import { PointsBalanceLink } from "~/features/points/balance-link";
import { useRootData } from "~/utils/use-root-data";
import { ACCOUNT_MENU } from "~/screens";
import { unwrap } from "~/service/client.server";
import { shownNickname } from "~/utils/nickname";
import { formatDate } from "~/utils/time";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const profile = await unwrap(await accountCalls.profile(api), api, request);
  return {
    points: profile.points,
    nickname: profile.nickname,
    phoneMasked: profile.phoneMasked,
    since: profile.createdAt,
  };
}

export default function UserHome() {
  const { points, nickname, phoneMasked, since } = useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const { t } = useTranslation("center");
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-col gap-4 px-3 pb-10 pt-4 pc:px-0 pc:pt-0">
      <section
        className="hidden rounded-2xl bg-white p-6 ring-1 ring-line pc:block"
        aria-label={t("center.accountOverview")}
        data-testid="account-overview"
      >
        <p className="text-xl font-semibold">{shownNickname(nickname, tc)}</p>
        <p className="mt-1 text-sm text-ink-soft">
          {phoneMasked} · {t("center.memberSince", { date: formatDate(since) })}
        </p>
        <Link
          to="/personalCenter"
          className="mt-4 inline-flex min-h-[44px] items-center text-sm font-medium text-wine underline-offset-2 hover:underline"
        >
          {t("center.toPersonalCenter")}
        </Link>
      </section>
      <PointsBalanceLink
        points={points}
        name={pointsName}
        className="flex min-h-[56px] items-baseline gap-2 rounded-2xl bg-white px-4 py-3 text-wine ring-1 ring-line hover:bg-paper"
      />
      {/* On desktops the side menu beside the page is this menu. */}
      <div className="pc:hidden">
        <AccountMenu links={ACCOUNT_MENU} label={t("nav.account")} />
      </div>
      <div className="mt-2 pc:hidden">
        <LogoutButton />
      </div>
    </div>
  );
}
