/** The user area's home (/user): the account's screens, and logout on phones. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LogoutButton } from "~/components/auth/logout-button";

const LINKS = [
  ["/user/info", "center.profile"],
  ["/user/security", "center.security"],
  ["/user/address", "center.addresses"],
  ["/user/order", "center.myOrders"],
  ["/user/myIntegral", "center.points"],
  ["/user/agreement", "footer.agreement"],
] as const;

export default function UserHome() {
  const { t } = useTranslation();
  return (
    <div className="px-3 pb-10 pt-4 pc:px-0 pc:pt-0">
      <nav className="overflow-hidden rounded-2xl bg-white ring-1 ring-line" aria-label={t("nav.account")}>
        {LINKS.map(([to, key]) => (
          <Link key={to} to={to} className="flex min-h-[48px] items-center justify-between border-b border-line px-4 last:border-0 hover:bg-paper">
            <span>{t(key)}</span>
            <span aria-hidden="true" className="text-ink-faint">›</span>
          </Link>
        ))}
      </nav>
      <div className="mt-6 pc:hidden">
        <LogoutButton />
      </div>
    </div>
  );
}
