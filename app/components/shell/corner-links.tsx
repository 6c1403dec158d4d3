/**
 * The cart (with its count) and the account as icons, for the phone screens
 * that have no header and no tab bar (home, personal center): the way to the
 * cart and to logging in never depends on trying to buy.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOptionalRootData } from "~/utils/use-root-data";

export function CornerLinks({
  account = true,
  className = "",
}: {
  account?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const root = useOptionalRootData();
  const cartNum = root?.cartNum ?? 0;
  const loggedIn = Boolean(root?.user);
  const icon = "relative inline-flex h-11 w-11 items-center justify-center rounded-full";
  return (
    <span className={`flex items-center pc:hidden ${className}`}>
      <Link to="/user/myCart" className={icon} data-testid="corner-cart">
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        <span className="sr-only">{t("nav.cart")}</span>
        {cartNum > 0 ? (
          <span
            className="absolute right-0 top-0.5 min-w-[18px] rounded-full bg-wine px-1 text-center text-[10px] font-semibold leading-[18px] text-white ring-2 ring-white"
            data-testid="corner-cart-count"
          >
            {cartNum}
            <span className="sr-only">{t("tab.cartItems")}</span>
          </span>
        ) : null}
      </Link>
      {account ? (
        <Link
          to={loggedIn ? "/personalCenter" : "/login"}
          className={icon}
          data-testid="corner-account"
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <circle cx="12" cy="8.5" r="3.8" />
            <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{loggedIn ? t("tab.account") : t("tab.login")}</span>
        </Link>
      ) : null}
    </span>
  );
}
