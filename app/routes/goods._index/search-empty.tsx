/**
 * A search that found nothing says so plainly, names a drink the shop does not sell, offers the
 * same words without the filters when filters narrowed it, the shop's hot searches, the wines
 * nearest to the words, and the way back to every wine. The words the buyer probably meant are offered above the list.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import type { GoodsCardData } from "~/features/catalog/goods-card-data";
import type { GoodsPage } from "#contract/catalog";
import type { Lang } from "~/utils/lang";
import { filtersToSearch, type GoodsFilters } from "~/features/catalog/goods-filters";

interface Props {
  q: string;
  filters: GoodsFilters;
  narrowed: boolean;
  /** the wines nearest to the words, or the best sellers when none comes near */
  nearest: { kind: "near" | "popular"; list: GoodsCardData[] };
  notSold: GoodsPage["notSold"];
  /** the shop's hot searches, offered as other words to try */
  hot: string[];
  lang: Lang;
}

/** "您是不是要找：拉菲", a link to the list of those words with the same filters. */
export function DidYouMean({ words, filters }: { words: string; filters: GoodsFilters }) {
  const { t } = useTranslation("catalog");
  return (
    <p className="mb-3 text-sm" data-testid="did-you-mean">
      {t("search.didYouMean")}
      <Link
        to={`/goods${filtersToSearch({ ...filters, q: words, page: 1 })}`}
        className="inline-flex min-h-[44px] items-center font-semibold text-wine underline underline-offset-2"
      >
        {words}
      </Link>
    </p>
  );
}

export function SearchEmpty({ q, filters, narrowed, nearest, notSold, hot, lang }: Props) {
  const { t } = useTranslation("catalog");
  return (
    <div data-testid="search-empty">
      <div className="rounded-xl bg-white px-6 py-10 text-center ring-1 ring-line">
        <p className="font-semibold">{t("search.noResults", { q })}</p>
        {notSold ? (
          <p className="mt-1 text-sm" data-testid="search-not-sold">
            {t("search.notSold", { drink: t(`search.drink_${notSold}`) })}
            {notSold === "baijiu" ? (
              <>
                {" "}
                <Link
                  to={`/goods${filtersToSearch({ style: "white", sort: "default", page: 1 })}`}
                  className="inline-flex min-h-[44px] items-center font-semibold text-wine underline underline-offset-2"
                >
                  {t("search.notSoldWhite")}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
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
        <HotSearches words={hot.filter((words) => words !== q)} />
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

/** The shop's hot searches as links: other words to try, without JavaScript too. */
function HotSearches({ words }: { words: string[] }) {
  const { t } = useTranslation();
  if (words.length === 0) return null;
  return (
    <nav aria-labelledby="hot-searches-heading" className="mt-6" data-testid="hot-searches">
      <h2 id="hot-searches-heading" className="text-sm text-ink-faint">
        {t("search.hot")}
      </h2>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {words.map((words) => (
          <li key={words}>
            <Link
              to={`/goods${filtersToSearch({ q: words, sort: "default", page: 1 })}`}
              className="inline-flex min-h-[44px] items-center rounded-full bg-paper px-4 text-sm ring-1 ring-line hover:text-wine"
            >
              {words}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
