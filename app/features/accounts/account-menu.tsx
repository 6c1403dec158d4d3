import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * A list of the account's screens (the route table's account menu, app/screens.ts), as on the
 * personal center and the user area's home.
 */
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
