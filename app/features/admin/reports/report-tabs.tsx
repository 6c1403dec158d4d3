/** The reports' two views as plain links: sales, and the stock's value. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

const TABS = [
  { key: "sales", to: "/admin/reports" },
  { key: "stock", to: "/admin/reports/stock" },
] as const;

export function ReportTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("reports.views")} className="mt-3 flex gap-1">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? "page" : undefined}
          className="inline-flex min-h-[44px] items-center rounded-full px-4 text-sm ring-1 ring-line aria-[current=page]:bg-wine aria-[current=page]:text-white aria-[current=page]:ring-wine"
        >
          {t(`reports.tabs.${tab.key}`)}
        </Link>
      ))}
    </nav>
  );
}
