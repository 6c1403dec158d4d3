/** A sale's steps with their times: bought, received, payout due, paid; or cancelled by a return. */
import { useTranslation } from "react-i18next";
import type { ResaleSale } from "#contract/resale-answers";
import { formatDateTime } from "~/utils/time";

export function SaleTimeline({ sale }: { sale: ResaleSale }) {
  const { t } = useTranslation("resale");
  return (
    <section
      className="rounded-2xl bg-white p-4 ring-1 ring-line pc:p-6"
      aria-labelledby="sale-timeline-title"
    >
      <h2 id="sale-timeline-title" className="font-semibold">
        {t("resaleSales.timelineTitle")}
      </h2>
      <ol className="mt-3" data-testid="sale-timeline">
        {sale.timeline.map((step) => (
          <li
            key={step.step}
            className="flex gap-3 pb-3 last:pb-0"
            data-testid="sale-step"
            data-step={step.step}
          >
            <span
              className="mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full bg-wine"
              aria-hidden="true"
            />
            <div className="text-sm">
              <p className="font-medium">{t(`resaleSales.step.${step.step}`)}</p>
              <p className="text-xs tabular-nums text-ink-soft">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
