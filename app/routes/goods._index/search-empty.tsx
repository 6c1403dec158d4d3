/**
 * A search that found nothing says so plainly, offers the same words without the filters when
 * filters narrowed it, the wines nearest to the words, and the way back to every wine.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import type { GoodsCardData } from "~/features/catalog/goods-card-data";
import type { Lang } from "~/utils/lang";
import { filtersToSearch, type GoodsFilters } from "./filters";

interface Props {
  q: string;
  filters: GoodsFilters;
  narrowed: boolean;
  /** the wines nearest to the words, or the best sellers when none comes near */
  nearest: { kind: "near" | "popular"; list: GoodsCardData[] };
  lang: Lang;
}

export function SearchEmpty({ q, filters, narrowed, nearest, lang }: Props) {
  const { t } = useTranslation("catalog");
  return (
    <div data-testid="search-empty">
      <div className="rounded-xl bg-white px-6 py-10 text-center ring-1 ring-line">
        <p className="font-semibold">{t("search.noResults", { q })}</p>
        <p className="mt-1 text-sm text-ink-soft">
          {t(nearest.kind === "near" ? "search.noResultsHint" : "search.noResultsTry")}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {narrowed ? (
            <Link
              to={`/goods${filtersToSearch({ q, sort: filters.sort })}`}
              className="btn-primary"
            >
              {t("search.withoutFilters", { q })}
            </Link>
          ) : null}
          <Link to="/goods" className="btn-secondary" data-testid="search-all-wines">
            {t("search.allWines")}
          </Link>
        </div>
      </div>
      {nearest.list.length > 0 ? (
        <section className="mt-6" aria-labelledby="nearest-heading" data-testid="search-nearest">
          <h2 id="nearest-heading" className="section-title mb-3">
            {t(nearest.kind === "near" ? "search.nearest" : "search.popular")}
          </h2>
          <GoodsGrid>
            {nearest.list.map((goods) => (
              <GoodsCard key={goods.id} goods={goods} lang={lang} />
            ))}
          </GoodsGrid>
        </section>
      ) : null}
    </div>
  );
}
