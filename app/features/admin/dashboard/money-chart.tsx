/**
 * The money in, bucket by bucket, as bars drawn on the server in plain SVG (decision 046): it shows
 * without JavaScript, reads as one image with its title and summary, and the same figures follow in
 * a table for whoever wants them, or reads with a screen reader.
 */
import { useTranslation } from "react-i18next";
import type { Dashboard } from "#contract/reports";
import { formatPrice } from "~/utils/money";
import { beijingClock } from "~/utils/time";

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 24;

/** A bucket's label in China's time: its hour today, else its month and day. */
export function bucketLabel(at: string, hourly: boolean): string {
  const clock = beijingClock(at);
  return hourly
    ? `${clock.slice(11, 13)}:00`
    : `${Number(clock.slice(5, 7))}/${Number(clock.slice(8, 10))}`;
}

export function MoneyChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation("admin");
  const { series } = dashboard;
  const hourly = dashboard.range === "today";
  const top = Math.max(1, ...series.map((bucket) => bucket.moneyInCents));
  const slot = WIDTH / Math.max(1, series.length);
  const bar = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);
  const best = series.reduce((a, b) => (b.moneyInCents > a.moneyInCents ? b : a), series[0]);
  return (
    <figure className="mt-4 rounded-xl border border-line bg-white p-4" data-testid="money-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="money-chart-title money-chart-desc"
        className="h-auto w-full"
      >
        <title id="money-chart-title">{t("dashboard.chartTitle")}</title>
        <desc id="money-chart-desc">
          {best && best.moneyInCents > 0
            ? t("dashboard.chartSummary", {
                total: formatPrice(dashboard.figures.moneyInCents),
                best: bucketLabel(best.at, hourly),
                amount: formatPrice(best.moneyInCents),
              })
            : t("dashboard.chartEmpty")}
        </desc>
        <line x1={0} y1={plot} x2={WIDTH} y2={plot} className="stroke-line" strokeWidth={1} />
        {series.map((bucket, i) => {
          const height = (bucket.moneyInCents / top) * (plot - 8);
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={bucket.at}>
              <rect
                x={x}
                y={plot - height}
                width={bar}
                height={height}
                rx={2}
                className="fill-wine"
              >
                <title>
                  {`${bucketLabel(bucket.at, hourly)} ${formatPrice(bucket.moneyInCents)} · ${t("dashboard.ordersCount", { count: bucket.orders })}`}
                </title>
              </rect>
              {labelled.has(i) ? (
                <text
                  x={x + bar / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-ink-soft text-[12px]"
                >
                  {bucketLabel(bucket.at, hourly)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-wine underline">
          {t("dashboard.chartTable")}
        </summary>
        <table className="mt-2 w-full max-w-md text-left tabular-nums">
          <caption className="sr-only">{t("dashboard.chartTitle")}</caption>
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-1 pr-3 font-medium">
                {hourly ? t("dashboard.hour") : t("dashboard.day")}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("dashboard.orders")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("dashboard.moneyIn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((bucket) => (
              <tr key={bucket.at} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {bucketLabel(bucket.at, hourly)}
                </th>
                <td className="py-1 pr-3">{bucket.orders}</td>
                <td className="py-1">{formatPrice(bucket.moneyInCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
