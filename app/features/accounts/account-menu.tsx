import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The account's screens, in the order the menus list them. One list for the
 * personal center, the user area's home and its desktop side menu. A screen
 * is listed once its route exists (points, favorites, history, invoices and
 * resale come with their issues): a menu never leads to a 404.
 */
export const ACCOUNT_LINKS = [
  ["/user/order", "center.myOrders"],
  ["/user/info", "center.profile"],
  ["/user/address", "center.addresses"],
  ["/user/security", "center.security"],
  ["/user/agreement", "footer.agreement"],
] as const;

/** A list of the account's screens, as on the personal center and the user area's home. */
export function AccountMenu({
  links,
  label,
}: {
  links: readonly (readonly [string, string])[];
  label: string;
}) {
  const { t } = useTranslation("center");
  return (
    <nav className="overflow-hidden rounded-2xl bg-white ring-1 ring-line" aria-label={label}>
      {links.map(([to, key]) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-[48px] items-center justify-between border-b border-line px-4 last:border-0 hover:bg-paper"
        >
          <span>{t(key)}</span>
          <span aria-hidden="true" className="text-ink-faint">
            ›
          </span>
        </Link>
      ))}
    </nav>
  );
}
