/** A desk's lists as tabs (the resale desk's items and payouts, the invoices desk's two queues). */
import { NavLink } from "@remix-run/react";

export function DeskTabs({
  label,
  tabs,
}: {
  /** what the tabs choose between, for a screen reader */
  label: string;
  tabs: { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label} className="mt-2 border-b border-line">
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-[44px] items-center border-b-2 px-3 ${isActive ? "border-wine font-semibold text-wine" : "border-transparent text-ink hover:text-wine"}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
