/**
 * Personal center (/personalCenter, no header): who is logged in, the points
 * balance under the programme's name, the order tabs, the account's screens,
 * recent orders and logout.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountMenu } from "~/components/account-menu";
import { LogoutButton } from "~/components/auth/logout-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { CornerLinks } from "~/components/shell/corner-links";
import { LangSwitch } from "~/components/shell/lang-switch";
import { accounts } from "~/shopping/accounts.server";
import { unwrap } from "~/shopping/client.server";
import { requireLogin } from "~/utils/auth.server";
import { formSecurity } from "~/utils/csrf.server";
import { useRootData } from "~/utils/use-root-data";

export const handle = { i18n: ["center"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const profile = await unwrap(await accounts.profile(api), api, request);
  const security = await formSecurity(request);
  return data({ profile, lang: api.lang, csrf: security.csrf }, { headers: security.headers });
}

const ORDER_TABS = [
  ["all", "center.ordersAll"],
  ["unpaid", "center.ordersUnpaid"],
  ["undelivered", "center.ordersUndelivered"],
  ["unreceived", "center.ordersUnreceived"],
  ["uncommented", "center.ordersUncommented"],
] as const;

const LINKS = [
  ["/user/info", "center.profile"],
  ["/user/address", "center.addresses"],
  ["/user/security", "center.security"],
  ["/user/myIntegral", "center.points"],
  ["/user/myCollect", "center.favorites"],
  ["/user/myFootprint", "center.history"],
  ["/user/myInvoiceHeader", "center.invoiceTitles"],
  ["/user/myRecyclingGoods", "center.resale"],
] as const;

export default function PersonalCenter() {
  const { profile, lang, csrf } = useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const { t } = useTranslation("center");
  return (
    <div className="mx-auto max-w-3xl pb-10">
      <section className="bg-gradient-to-br from-wine to-[#3d0c1c] px-5 pb-8 pt-5 text-white pc:mt-8 pc:rounded-2xl">
        <div className="flex items-center justify-end pc:hidden [&_button]:text-white">
          <LangSwitch lang={lang} />
          <CornerLinks account={false} />
        </div>
        <div className="flex items-center gap-4">
          {profile.avatar ? (
            <img src={`/avatar/${profile.avatar}`} alt="" width={64} height={64} className="h-16 w-16 rounded-full bg-white/20 object-cover" data-testid="avatar" />
          ) : (
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/20 text-2xl" aria-hidden="true">
              {profile.nickname.slice(0, 1)}
            </span>
          )}
          <div>
            <h1 className="text-xl font-semibold" data-testid="nickname">
              {profile.nickname}
            </h1>
            <p className="text-sm text-white/75">{profile.phoneMasked}</p>
          </div>
        </div>
        <Link to="/user/myIntegral" className="mt-5 inline-flex items-baseline gap-2 rounded-xl bg-white/10 px-4 py-2">
          <span className="text-2xl font-semibold" data-testid="points-balance">
            {profile.points}
          </span>
          <span className="text-sm text-white/80" data-testid="points-name">
            {pointsName ?? t("center.pointsFallback")}
          </span>
        </Link>
      </section>

      <section className="mx-3 -mt-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:mx-0 pc:mt-6">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t("center.myOrders")}</h2>
          <Link to="/user/order" className="text-sm text-wine">
            {t("center.ordersAll")} →
          </Link>
        </div>
        <nav className="mt-3 grid grid-cols-4 gap-2 text-center text-sm" aria-label={t("center.myOrders")}>
          {ORDER_TABS.slice(1).map(([tab, key]) => (
            <Link key={tab} to={`/user/order?tab=${tab}`} className="flex min-h-[44px] items-center justify-center rounded-lg px-1 hover:bg-paper">
              {t(key)}
            </Link>
          ))}
        </nav>
      </section>

      <section className="mx-3 mt-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:mx-0" data-testid="recent-orders">
        <h2 className="font-semibold">{t("center.recentOrders")}</h2>
        <p className="mt-3 text-sm text-ink-soft">{t("center.noOrders")}</p>
        <Link to="/goods" className="btn-secondary mt-3">
          {t("errors.goGoods")}
        </Link>
      </section>

      <div className="mx-3 mt-4 pc:mx-0">
        <AccountMenu links={LINKS} label={t("nav.account")} />
      </div>

      <div className="mx-3 mt-6 pc:mx-0">
        <FormSecurity csrf={csrf}>
          <LogoutButton />
        </FormSecurity>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
