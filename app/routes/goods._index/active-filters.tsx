/**
 * What the list is narrowed by, above it: the search words and each chosen filter as a chip that
 * removes it (a link, so it works without JavaScript), and 清除筛选 when there are several.
 */
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { FacetOption, GoodsFacets } from "#contract/catalog";
import { toYuanOption } from "./facet-options";
import { filtersToSearch, priceValue, type GoodsFilters } from "~/features/catalog/goods-filters";

export interface ActiveFilter {
  /** the URL parameter it comes from */
  name: "q" | "style" | "country" | "area" | "grape" | "price" | "score" | "promo" | "points";
  /** its value as the URL says it */
  value: string;
  label: string;
  /** the list without it */
  href: string;
}

const labelOf = (options: FacetOption[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.label;

function priceLabel(filters: GoodsFilters, facets: GoodsFacets | null, t: TFunction): string {
  const value = priceValue(filters);
  const fromFacets = labelOf(facets?.prices.map(toYuanOption), value);
  if (fromFacets) return fromFacets;
  return filters.priceMax === undefined
    ? t("goods.priceFrom", { min: filters.priceMin ?? 0 })
    : t("goods.priceRange", { min: filters.priceMin ?? 0, max: filters.priceMax });
}

/** The search words and the chosen filters, in the order of the filter form. */
export function activeFilters(
  filters: GoodsFilters,
  facets: GoodsFacets | null,
  t: TFunction,
): ActiveFilter[] {
  const without = (removed: Partial<GoodsFilters>) =>
    `/goods${filtersToSearch(filters, { ...removed, page: 1 })}`;
  const chips: ActiveFilter[] = [];
  const add = (name: ActiveFilter["name"], value: string, label: string, href: string) =>
    chips.push({ name, value, label, href });
  if (filters.q) add("q", filters.q, `“${filters.q}”`, without({ q: undefined }));
  if (filters.style)
    add("style", filters.style, t(`style.${filters.style}`), without({ style: undefined }));
  if (filters.country) {
    const label = labelOf(facets?.countries, filters.country) ?? filters.country.toUpperCase();
    add("country", filters.country, label, without({ country: undefined }));
  }
  if (filters.area) {
    const value = String(filters.area);
    const label = labelOf(facets?.areas, value) ?? t("goods.filterArea");
    add("area", value, label, without({ area: undefined }));
  }
  if (filters.grape) {
    const value = String(filters.grape);
    const label = labelOf(facets?.grapes, value) ?? t("goods.filterGrape");
    add("grape", value, label, without({ grape: undefined }));
  }
  if (priceValue(filters))
    add(
      "price",
      priceValue(filters),
      priceLabel(filters, facets, t),
      without({ priceMin: undefined, priceMax: undefined }),
    );
  if (filters.score) {
    const value = String(filters.score);
    const label = labelOf(facets?.scores, value) ?? t("goods.scoreFrom", { score: filters.score });
    add("score", value, label, without({ score: undefined }));
  }
  if (filters.promo) add("promo", "1", t("goods.onPromotion"), without({ promo: undefined }));
  if (filters.points) add("points", "1", t("goods.forPoints"), without({ points: undefined }));
  return chips;
}

export function ActiveFilters({
  chips,
  filters,
}: {
  chips: ActiveFilter[];
  filters: GoodsFilters;
}) {
  const { t } = useTranslation("catalog");
  if (chips.length === 0) return null;
  return (
    <ul
      aria-label={t("goods.activeFilters")}
      className="-mx-3 mb-2 flex gap-2 overflow-x-auto px-3 pb-1 pc:mx-0 pc:flex-wrap pc:px-0"
      data-testid="active-filters"
    >
      {chips.map((chip) => (
        <li key={chip.name} className="shrink-0">
          <Link
            to={chip.href}
            preventScrollReset
            className="inline-flex min-h-[44px] items-center gap-1 rounded-full border border-wine bg-wine-light pl-3 pr-2 text-sm text-wine"
            data-testid="active-filter"
          >
            {chip.label}
            <span aria-hidden="true" className="px-1 text-base leading-none">
              ×
            </span>
            <span className="sr-only">{t("goods.removeFilter")}</span>
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li className="shrink-0">
          <Link
            to={`/goods${filtersToSearch({ sort: filters.sort })}`}
            preventScrollReset
            className="inline-flex min-h-[44px] items-center px-2 text-sm text-ink-soft underline"
          >
            {t("goods.clearAll")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
