/**
 * The phone's bottom tab bar (900 px and narrower): home, wines, cart with
 * its count, my account. Plain links, so it works without JavaScript; the
 * screen's own tab is marked with aria-current. Where the screen scrolls to a top, back-to-top is
 * the bar's last, narrow slot (mobile-float.tsx): in the bar it covers no card's text.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { activeTab, type TabId } from "./bottom-chrome";
import { BackToTop } from "./mobile-float";

const ICONS: Record<TabId, React.ReactNode> = {
  home: (
    <path
      d="M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z"
      strokeLinejoin="round"
    />
  ),
  goods: (
    <>
      <path d="M7.5 3h9l-.6 6.2a4 4 0 0 1-7.8 0z" strokeLinejoin="round" />
      <path d="M12 13.5V20M8.5 21h7" strokeLinecap="round" />
    </>
  ),
  cart: (
    <>
      <path
        d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" strokeLinecap="round" />
    </>
  ),
};

export function TabBar({
  pathname,
  cartNum,
  loggedIn,
  backToTop,
}: {
  pathname: string;
  cartNum: number;
  loggedIn: boolean;
  backToTop: boolean;
}) {
  const { t } = useTranslation();
  const current = activeTab(pathname);
  const tabs: { id: TabId; to: string; label: string }[] = [
    { id: "home", to: "/", label: t("tab.home") },
    { id: "goods", to: "/goods", label: t("tab.goods") },
    { id: "cart", to: "/user/myCart", label: t("tab.cart") },
    {
      id: "account",
      to: loggedIn ? "/personalCenter" : "/login",
      label: loggedIn ? t("tab.account") : t("tab.login"),
    },
  ];
  return (
    <nav
      aria-label={t("tab.label")}
      className="tab-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur pc:hidden"
      data-testid="tab-bar"
    >
      <ul
        className={`grid h-14 ${backToTop ? "grid-cols-[repeat(4,minmax(0,1fr))_52px]" : "grid-cols-4"}`}
      >
        {tabs.map((tab) => {
          const active = current === tab.id;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={`relative flex h-full flex-col items-center justify-center gap-0.5 text-[11px] ${active ? "font-semibold text-wine" : "text-ink-soft"}`}
                data-testid={`tab-${tab.id}`}
              >
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={active ? 2 : 1.7}
                  aria-hidden="true"
                >
                  {ICONS[tab.id]}
                </svg>
                {tab.label}
                {tab.id === "cart" && cartNum > 0 ? (
                  <span
                    className="absolute left-1/2 top-1 ml-2 min-w-[18px] rounded-full bg-wine px-1 text-center text-[10px] font-semibold leading-[18px] text-white"
                    data-testid="tab-cart-count"
                  >
                    {cartNum}
                    <span className="sr-only">{t("tab.cartItems")}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {backToTop ? (
          <li className="flex items-center justify-start">
            <BackToTop className="h-11 w-11 rounded-full bg-paper ring-1 ring-line" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
