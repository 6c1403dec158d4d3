/** The wine's tasting notes and its grapes. */
import { useTranslation } from "react-i18next";
import type { GoodsDetail } from "#contract/catalog";

export function Description({ goods }: { goods: Pick<GoodsDetail, "description" | "grapes"> }) {
  const { t } = useTranslation("catalog");
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-line">
      <h2 className="font-semibold">{t("detail.description")}</h2>
      <p className="mt-2 leading-relaxed text-ink-soft" data-testid="description">
        {goods.description}
      </p>
      {goods.grapes.length > 0 ? (
        <p className="mt-3 text-sm">
          <span className="text-ink-faint">{t("detail.grapesLabel")}</span>
          {goods.grapes.map((g) => g.name).join(" · ")}
        </p>
      ) : null}
    </section>
  );
}
