/**
 * Personal center (/personalCenter, no header): who is logged in, the points
 * balance under the programme's name, the order tabs with their counts, the
 * account's screens, the latest orders and logout. Its two service calls go
 * out at once: the profile, and the latest orders with every tab's count.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { shownNickname } from "~/utils/nickname";
import type { OrderListItem } from "#contract/orders-list";
import { AccountMenu } from "~/features/accounts/account-menu";
import { AccountSideMenu } from "~/features/accounts/account-side-menu";
import { ACCOUNT_MENU } from "~/screens";
import { LogoutButton } from "~/features/accounts/logout-button";
import { ordersListPath } from "~/features/orders/paths";
import { StatusLabel } from "~/features/orders/order-status";
import { OrderTotal } from "~/features/orders/order-total";
import { orderPath } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { CornerLinks } from "~/components/shell/corner-links";
import { LangSwitch } from "~/components/shell/lang-switch";
import { accountCalls } from "~/features/accounts/calls.server";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity } from "~/utils/csrf.server";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";
import { pictureSrc } from "~/features/catalog/picture";
import { useRootData } from "~/utils/use-root-data";
import { orderCalls } from "~/features/orders/calls.server";
import { PointsBalanceLink } from "~/features/points/balance-link";
import { CustomerServiceCard } from "~/features/shop/customer-service";

export const handle = { i18n: ["center", "payment"] };

const RECENT_ORDERS = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const [profile, recent] = await Promise.all([
    accountCalls.profile(api).then((o) => unwrap(o, api, request)),
    orderCalls.firstPageWithCounts(api, "all", RECENT_ORDERS).then((o) => unwrap(o, api, request)),
  ]);
  const counts = recent.counts;
  if (!counts) throw new Error("findOrders answered without the counts it was asked for");
  const security = await formSecurity(request);
  return data(
    { profile, recent: recent.list, counts, lang: api.lang, csrf: security.csrf },
    { headers: security.headers },
  );
}

const ORDER_TABS = [
  ["all", "center.ordersAll"],
  ["pending_payment", "center.ordersUnpaid"],
  ["pending_delivery", "center.ordersUndelivered"],
  ["pending_receipt", "center.ordersUnreceived"],
  ["pending_comment", "center.ordersUncommented"],
  ["after_sale", "center.ordersAfterSale"],
] as const;

// The orders have their own block above the menu.
const LINKS = ACCOUNT_MENU.filter(([to]) => to !== "/user/order");

export default function PersonalCenter() {
  const { profile, recent, counts, lang, csrf } = useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const { t } = useTranslation("center");
  const { t: common } = useTranslation("common");
  const nickname = shownNickname(profile.nickname, common);
  return (
    <FormSecurity csrf={csrf}>
      <div className="mx-auto max-w-6xl pc:flex pc:gap-8 pc:px-6 pc:pt-8">
        <AccountSideMenu />
        <div className="min-w-0 flex-1 pb-10">
          <section className="bg-gradient-to-br from-wine to-[#3d0c1c] px-5 pb-8 pt-5 text-white pc:rounded-2xl">
            <div className="flex items-center justify-end pc:hidden [&_button]:text-white">
              <LangSwitch lang={lang} />
              <CornerLinks account={false} />
            </div>
            <div className="flex items-center gap-4">
              {profile.avatar ? (
                <img
                  src={`/avatar/${profile.avatar}`}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-full bg-white/20 object-cover"
                  data-testid="avatar"
                />
              ) : (
                <span
                  className="flex h-16 w-16 items-center justify-center rounded-full bg-white/20 text-2xl"
                  aria-hidden="true"
                >
                  {nickname.slice(0, 1)}
                </span>
              )}
              <div>
                <h1 className="text-xl font-semibold" data-testid="nickname">
                  {nickname}
                </h1>
                <p className="text-sm text-white/75">{profile.phoneMasked}</p>
              </div>
            </div>
            <PointsBalanceLink
              points={profile.points}
              name={pointsName}
              className="mt-5 inline-flex min-h-[44px] items-baseline gap-2 rounded-xl bg-white/10 px-4 py-2 hover:bg-white/20"
            />
          </section>

          <section className="mx-3 -mt-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:mx-0 pc:mt-6">
            <div className="flex items-center justify-between">
              <h2 className="font-semibold">{t("center.myOrders")}</h2>
              <Link
                to={ordersListPath("all")}
                className="inline-flex min-h-[44px] items-center text-sm text-wine"
                data-testid="center-orders-all"
              >
                {t("center.ordersAll")} <span className="tabular-nums">({counts.all})</span> →
              </Link>
            </div>
            <nav
              className="mt-3 grid grid-cols-5 gap-1 text-center text-xs pc:text-sm"
              aria-label={t("center.myOrders")}
            >
              {ORDER_TABS.slice(1).map(([tab, key]) => (
                <Link
                  key={tab}
                  to={ordersListPath(tab)}
                  className="flex min-h-[52px] flex-col items-center justify-center whitespace-nowrap rounded-lg px-0.5 hover:bg-paper"
                  data-testid={`center-tab-${tab}`}
                >
                  <span
                    className="text-lg font-semibold tabular-nums text-wine"
                    data-testid="center-tab-count"
                  >
                    {counts[tab]}
                  </span>
                  {t(key)}
                </Link>
              ))}
            </nav>
          </section>

          <section
            className="mx-3 mt-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:mx-0"
            data-testid="recent-orders"
          >
            <h2 className="font-semibold">{t("center.recentOrders")}</h2>
            {recent.length === 0 ? (
              <>
                <p className="mt-3 text-sm text-ink-soft">{t("center.noOrders")}</p>
                <Link to="/goods" className="btn-secondary mt-3">
                  {t("errors.goGoods")}
                </Link>
              </>
            ) : (
              <ul className="mt-2 divide-y divide-line">
                {recent.map((order) => (
                  <RecentOrder key={order.id} order={order} lang={lang} />
                ))}
              </ul>
            )}
          </section>

          {/* On desktops the side menu has these. */}
          <div className="mx-3 mt-4 pc:hidden">
            <AccountMenu links={LINKS} label={t("nav.account")} />
          </div>

          <CustomerServiceCard className="mx-3 mt-4 pc:mx-0" />

          <div className="mx-3 mt-6 pc:hidden">
            <LogoutButton />
          </div>
        </div>
      </div>
    </FormSecurity>
  );
}

function RecentOrder({ order, lang }: { order: OrderListItem; lang: Lang }) {
  const { t } = useTranslation("center");
  const first = order.lines[0];
  const names = order.lines.map((l) => goodsName(l, lang)).join("、");
  return (
    <li data-testid="recent-order" data-order-id={order.id}>
      <Link to={orderPath(order.id)} className="flex items-center gap-3 py-3 hover:bg-paper/60">
        <img
          src={pictureSrc(first?.picture, lang)}
          alt=""
          width={45}
          height={60}
          loading="lazy"
          className="h-[60px] w-[45px] shrink-0 rounded-md bg-paper object-contain"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="line-clamp-1 text-sm font-medium" data-testid="recent-order-wines">
            {names}
          </span>
          <span className="text-xs text-ink-faint">
            <span className="sr-only">{t("center.orderNo")} </span>
            <span data-testid="recent-order-no">{order.orderNo}</span> ·{" "}
            <time dateTime={order.createdAt} className="whitespace-nowrap">
              {formatDateTime(order.createdAt)}
            </time>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <StatusLabel status={order.status} className="!px-2 !text-xs" />
          <span className="text-sm font-semibold tabular-nums" data-testid="recent-order-total">
            <OrderTotal amounts={order.amounts} />
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
