/**
 * The wine page's 可验证溯源: the latest lot of the wine and its way to the shop, each record
 * checked. What the page shows is what the log holds: no lot, no promise.
 */
import { useTranslation } from "react-i18next";
import type { WineLot } from "#contract/provenance-answers";
import { formatDate } from "~/utils/time";
import type { CheckedHistory } from "./check.server";
import { ProvenanceHistory } from "./history";

interface Props {
  lot: WineLot["lot"];
  history: CheckedHistory | null;
  lang: string;
  className?: string;
}

export function LotCard({ lot, history, lang, className = "" }: Props) {
  const { t } = useTranslation("provenance");
  if (!lot) return null;
  const facts =
    lot.vintage && lot.bottledOn
      ? t("lotFacts", {
          vintage: lot.vintage,
          date: formatDate(lot.bottledOn),
          bottles: lot.bottles,
        })
      : lot.bottledOn
        ? t("lotFactsNoVintage", { date: formatDate(lot.bottledOn), bottles: lot.bottles })
        : t("lotFactsBottles", { bottles: lot.bottles });
  return (
    <section
      className={`rounded-xl bg-white p-4 ring-1 ring-line ${className}`}
      aria-labelledby="provenance-title"
      data-testid="provenance"
    >
      <h2 id="provenance-title" className="font-semibold text-ink">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("intro")}</p>
      <p className="mt-2 text-sm text-ink">
        <span className="font-medium">{t("lot", { code: lot.code })}</span> · {facts}
      </p>
      <div className="mt-3">
        {history ? (
          <ProvenanceHistory history={history} lang={lang} />
        ) : (
          <p className="text-sm text-ink-soft">{t("noKey")}</p>
        )}
      </div>
    </section>
  );
}
