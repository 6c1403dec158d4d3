/**
 * The account's side menu on desktops: the personal center, the account menu's screens (the route
 * table's, app/screens.ts) and logout. Beside the personal center and the user area's screens.
 * Needs a FormSecurity (CSRF token) around it, for logout.
 */
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_MENU } from "~/screens";
import { LogoutButton } from "./logout-button";

const ENTRIES = [["/personalCenter", "center.home"], ...ACCOUNT_MENU] as const;

export function AccountSideMenu() {
  const { t } = useTranslation("center");
  return (
    <aside className="hidden w-52 shrink-0 pc:block" data-testid="account-side-menu">
      <nav
        className="overflow-hidden rounded-2xl bg-white ring-1 ring-line"
        aria-label={t("nav.account")}
      >
        {ENTRIES.map(([to, key]) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/personalCenter"}
            className={({ isActive }) =>
              `flex min-h-[44px] items-center px-4 ${isActive ? "bg-wine-light font-semibold text-wine" : "hover:bg-paper"}`
            }
          >
            {t(key)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4">
        <LogoutButton />
      </div>
    </aside>
  );
}
