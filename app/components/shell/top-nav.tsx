/** The desktop top bar: brand, sections, language, cart with count, account. */
import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/utils/lang";
import { LangSwitch } from "./lang-switch";

interface Props {
  lang: Lang;
  cartNum: number;
  user: { nickname: string } | null;
  /** the catalogue's search box, handed in by the root */
  search: ReactNode;
}

export function TopNav({ lang, cartNum, user, search }: Props) {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-[44px] items-center px-3 text-[15px] ${isActive ? "text-wine font-semibold" : "text-ink hover:text-wine"}`;
  return (
    <nav
      aria-label={t("nav.menu")}
      className="sticky top-0 z-40 hidden border-b border-line bg-paper/95 backdrop-blur pc:block"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-6">
        <Link to="/" className="mr-6 flex items-baseline gap-2 text-wine">
          <span className="text-xl font-bold tracking-wide">{t("brand.name")}</span>
          <span className="text-xs text-ink-faint">{t("brand.otherName")}</span>
        </Link>
        <NavLink to="/" end className={link}>
          {t("nav.home")}
        </NavLink>
        <NavLink to="/goods" className={link}>
          {t("nav.goods")}
        </NavLink>
        <NavLink to="/chateauList" className={link}>
          {t("nav.chateaux")}
        </NavLink>
        {search}
        <div className="ml-auto flex items-center gap-1">
          <Link
            to="/goods#filters"
            className="inline-flex min-h-[44px] items-center px-3 text-sm text-ink-soft hover:text-wine"
          >
            {t("nav.filters")}
          </Link>
          <LangSwitch lang={lang} />
          <Link
            to="/user/myCart"
            className="relative inline-flex min-h-[44px] items-center pl-3 pr-5 text-sm text-ink hover:text-wine"
            data-testid="nav-cart"
          >
            {t("nav.cart")}
            {cartNum > 0 ? (
              // Drawn over the link's corner, so a count that comes or grows moves nothing in the bar.
              <span
                className="absolute right-0 top-0.5 min-w-[18px] rounded-full bg-wine px-1 text-center text-[11px] font-semibold leading-[18px] text-white"
                data-testid="cart-count"
              >
                {cartNum}
              </span>
            ) : null}
          </Link>
          <Link
            to={user ? "/personalCenter" : "/login"}
            className="inline-flex min-h-[44px] items-center rounded-full border border-wine px-4 text-sm text-wine hover:bg-wine hover:text-white"
          >
            {user ? user.nickname : t("nav.login")}
          </Link>
        </div>
      </div>
    </nav>
  );
}
