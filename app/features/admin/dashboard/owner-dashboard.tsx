/**
 * The owner's dashboard on the console's home (decision 046): the range as plain links, the
 * range's figures, its money by day (by hour today), the best sellers, the wines running low and
 * the queues waiting on staff, each a link to the desk that works it down.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DASHBOARD_RANGES } from "#contract/dashboard-ranges";
import type { Permission } from "#contract/permissions";
import type { Dashboard } from "#contract/reports";
import { formatPrice } from "~/utils/money";
import { MoneyChart } from "./money-chart";

/**
 * Each queue and the desk that lists it, for a member whose role may read that desk; a queue
 * without its desk yet, or whose desk the role may not open, shows its count alone.
 */
const QUEUES: { key: keyof Dashboard["queues"]; to: string | null; needs?: Permission }[] = [
  { key: "ordersToShip", to: "/admin/orders?status=pending_delivery", needs: "orders.read" },
  { key: "afterSaleOpen", to: "/admin/afterSale", needs: "aftersale.read" },
  { key: "invoiceTitlesToReview", to: "/admin/invoices", needs: "invoices.read" },
  { key: "invoicesToIssue", to: "/admin/invoices/requests", needs: "invoices.read" },
  { key: "invoicesToCorrect", to: "/admin/invoices/requests", needs: "invoices.read" },
  { key: "resaleToInspect", to: "/admin/resale", needs: "resale.read" },
  { key: "payoutsDue", to: "/admin/resale/payouts", needs: "resale.read" },
];

// min-w-0: a grid cell and a flex item otherwise grow to their longest wine name.
const card = "min-w-0 rounded-xl border border-line bg-white p-4";

export function OwnerDashboard({
  dashboard,
  permissions,
}: {
  dashboard: Dashboard;
  /** the member's, so that a queue links only to a desk the role may open */
  permissions: readonly string[];
}) {
  const { t } = useTranslation("admin");
  const { figures } = dashboard;
  const numbers: [string, string][] = [
    ["orders", String(figures.orders)],
    ["moneyIn", formatPrice(figures.moneyInCents)],
    ["refunds", formatPrice(figures.refundsCents)],
    ["averageOrder", formatPrice(figures.averageOrderCents)],
    ["newBuyers", String(figures.newBuyers)],
  ];
  return (
    <section className="mt-4" aria-labelledby="dashboard-heading" data-testid="dashboard">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="dashboard-heading" className="text-lg font-semibold">
          {t("dashboard.title")}
        </h2>
        <nav aria-label={t("dashboard.ranges")} className="flex gap-1">
          {DASHBOARD_RANGES.map((range) => (
            <Link
              key={range}
              to={`/admin?range=${range}`}
              aria-current={range === dashboard.range ? "page" : undefined}
              className="inline-flex min-h-[44px] items-center rounded-full px-4 text-sm ring-1 ring-line aria-[current=page]:bg-wine aria-[current=page]:text-white aria-[current=page]:ring-wine"
              data-testid={`range-${range}`}
            >
              {t(`dashboard.range.${range}`)}
            </Link>
          ))}
        </nav>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 pc:grid-cols-5" data-testid="dashboard-figures">
        {numbers.map(([key, value]) => (
          <div key={key} className={card}>
            <dt className="text-sm text-ink-soft">{t(`dashboard.${key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={`figure-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <MoneyChart dashboard={dashboard} />
      <div className="mt-4 grid gap-3 pc:grid-cols-3">
        <div className={card}>
          <h3 className="font-semibold">{t("dashboard.queues")}</h3>
          <ul className="mt-2 flex flex-col" data-testid="dashboard-queues">
            {QUEUES.map(({ key, to: desk, needs }) => {
              const to = desk && (!needs || permissions.includes(needs)) ? desk : null;
              const text = (
                <>
                  <span>{t(`dashboard.queue.${key}`)}</span>
                  <span className="font-semibold tabular-nums">{dashboard.queues[key]}</span>
                </>
              );
              return (
                <li key={key}>
                  {to ? (
                    <Link
                      to={to}
                      className="flex min-h-[44px] items-center justify-between gap-3 text-wine underline"
                    >
                      {text}
                    </Link>
                  ) : (
                    <p className="flex min-h-[44px] items-center justify-between gap-3">{text}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className={card}>
          <h3 className="font-semibold">{t("dashboard.topWines")}</h3>
          {dashboard.topWines.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">{t("dashboard.noSales")}</p>
          ) : (
            <ol className="mt-2 flex flex-col" data-testid="dashboard-top">
              {dashboard.topWines.map((wine) => (
                <li key={wine.goodsId}>
                  <Link
                    to={`/admin/wines/${wine.goodsId}`}
                    className="flex min-h-[44px] items-center justify-between gap-3 underline"
                  >
                    <span className="min-w-0 truncate">{wine.name}</span>
                    <span className="shrink-0 tabular-nums text-ink-soft">
                      {t("dashboard.bottles", { count: wine.bottles })} ·{" "}
                      {formatPrice(wine.moneyCents)}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className={card}>
          <h3 className="font-semibold">
            {t("dashboard.lowStock", { count: dashboard.lowStock.count })}
          </h3>
          <ul className="mt-2 flex flex-col" data-testid="dashboard-low">
            {dashboard.lowStock.wines.map((wine) => (
              <li key={wine.goodsId}>
                <Link
                  to={`/admin/stock/${wine.goodsId}`}
                  className="flex min-h-[44px] items-center justify-between gap-3 underline"
                >
                  <span className="min-w-0 truncate">{wine.name}</span>
                  <span className="shrink-0 tabular-nums text-ink-soft">
                    {t("dashboard.stockOf", { stock: wine.stock, threshold: wine.threshold })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {dashboard.lowStock.count > 0 ? (
            <Link
              to="/admin/stock?low=1"
              className="mt-1 inline-flex min-h-[44px] items-center text-sm text-wine underline"
            >
              {t("dashboard.allLow")}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
