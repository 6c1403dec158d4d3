/**
 * Merchandise list (/goods, kept alive). The search words and the filters are GET forms and live in
 * the URL; the list pages as every list of the shop does (app/components/list/paged-list.tsx).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPage, pageRequest } from "~/components/list/list-page.server";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { toCards } from "~/features/catalog/goods-card-data";
import { CardHearts } from "~/features/favorites/card-hearts";
import { heartsSecurity } from "~/features/favorites/card-hearts.server";
import { SearchBox } from "~/features/catalog/search-box";
import { ActiveFilters, activeFilters } from "./active-filters";
import { activeCount, FilterPanel, FilterToggle, SortTabs } from "./filter-panel";
import {
  goodsExportPath,
  PAGE_SIZE,
  parseFilters,
  toServiceQuery,
} from "~/features/catalog/goods-filters";
import { ExportLink } from "~/components/list/export-link";
import { DidYouMean, SearchEmpty } from "./search-empty";
import { ScreenTitle } from "~/components/shell/screen-title";

/** Wines offered when a search finds none. */
const NEAREST = 8;

/** The URL without the empty fields a form without JavaScript sends (country=&area=...). */
function withoutEmptyFields(url: URL): string | null {
  const kept = [...url.searchParams].filter(([name, value]) => value !== "" || name === "index");
  if (kept.length === [...url.searchParams].length) return null;
  const search = new URLSearchParams(kept).toString();
  return url.pathname + (search ? `?${search}` : "");
}

export const handle = { i18n: ["catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tidy = withoutEmptyFields(url);
  if (tidy) throw redirect(tidy);
  const filters = parseFilters(url.searchParams);
  const { page, single } = pageRequest(url);
  const { api } = context;
  const query = toServiceQuery(filters);
  const pages = single ? { page, pageSize: PAGE_SIZE } : { page: 1, pageSize: PAGE_SIZE * page };
  const [list, facets, security] = await Promise.all([
    catalogCalls.list(api, { ...query, ...pages }).then((o) => unwrap(o, api, request)),
    single ? null : catalogCalls.facets(api, query).then((o) => unwrap(o, api, request)),
    heartsSecurity(request, context),
  ]);
  // Words that found none: the wines nearest to them, whatever the filters (they may be what
  // excluded), or, when no wine comes near, the best sellers.
  const searchFoundNone = filters.q !== undefined && list.total === 0 && !single;
  const [near, hot] = searchFoundNone
    ? await Promise.all([
        catalogCalls
          .list(api, { q: filters.q, match: "any", page: 1, pageSize: NEAREST })
          .then((o) => unwrap(o, api, request)),
        // Offered beside the nearest wines; a failure offers none rather than failing the page.
        catalogCalls.hotSearches(api).then((o) => (o.ok ? o.data.words : [])),
      ])
    : [null, []];
  const popular =
    near && near.list.length === 0
      ? await catalogCalls
          .list(api, { sort: "sales", page: 1, pageSize: NEAREST })
          .then((o) => unwrap(o, api, request))
      : null;
  const nearest = popular ?? near;
  return data(
    {
      csrf: security.csrf,
      nearest: {
        kind: popular ? ("popular" as const) : ("near" as const),
        list: nearest ? toCards(nearest.list, nearest.collectedIds) : [],
      },
      hot,
      lang: api.lang,
      filters,
      facets,
      total: list.total,
      totalCapped: list.totalCapped,
      // Chinese said in pinyin found the list (拉非: 拉菲), or a misspelt word is near a wine's.
      didYouMean: list.didYouMean ?? near?.didYouMean ?? null,
      notSold: list.notSold,
      list: listPage(url, toCards(list.list, list.collectedIds), {
        page,
        hasMore: page * PAGE_SIZE < list.total,
      }),
    },
    { headers: security.headers },
  );
}

export default function GoodsList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const paging = usePagedList(data.list, (goods) => goods.id);
  const { items } = paging;
  const { filters } = data;
  const chips = activeFilters(filters, data.facets, t);

  return (
    <div className="mx-auto max-w-6xl px-3 pb-6 pt-3 pc:flex pc:gap-8 pc:px-6 pc:pt-8">
      <SearchBox className="mb-3 pc:hidden" />
      <FilterPanel filters={filters} facets={data.facets} total={data.total} chips={chips} />
      <CardHearts csrf={data.csrf}>
        <section className="min-w-0 flex-1" aria-labelledby="goods-heading">
          <ScreenTitle className="mb-4" />
          <div className="mb-2 flex items-center justify-between gap-2">
            <FilterToggle filters={filters} />
            <SortTabs filters={filters} />
          </div>
          <ActiveFilters chips={chips} filters={filters} />
          {data.didYouMean ? <DidYouMean words={data.didYouMean} filters={filters} /> : null}
          {/* 44 px tall for the export link, with no margin below: a 390 px phone still shows four whole wines. */}
          <div className="flex min-h-[44px] items-center justify-between gap-3">
            <h2 id="goods-heading" className="text-sm text-ink-soft" data-testid="goods-count">
              {!filters.q
                ? t("goods.count", { count: data.total })
                : data.totalCapped
                  ? t("goods.searchCountCapped", { q: filters.q, count: data.total })
                  : t("goods.searchCount", { q: filters.q, count: data.total })}
            </h2>
            {data.total > 0 ? (
              <ExportLink
                href={goodsExportPath(filters)}
                hint={t("goods.exportHint")}
                label={t("goods.export")}
                testId="goods-export"
              />
            ) : null}
          </div>
          {items.length > 0 ? (
            <GoodsGrid>
              {items.map((goods, i) => (
                <GoodsCard
                  key={goods.id}
                  goods={goods}
                  lang={data.lang}
                  eager={i < 4}
                  anchorId={pageAnchor(i, PAGE_SIZE)}
                />
              ))}
            </GoodsGrid>
          ) : filters.q ? (
            <SearchEmpty
              q={filters.q}
              filters={filters}
              narrowed={activeCount(filters) > 0}
              nearest={data.nearest}
              notSold={data.notSold}
              hot={data.hot}
              lang={data.lang}
            />
          ) : (
            <div
              className="rounded-xl bg-white px-6 py-14 text-center ring-1 ring-line"
              data-testid="goods-empty"
            >
              <p className="font-semibold">{t("goods.emptyTitle")}</p>
              <p className="mt-1 text-sm text-ink-soft">{t("goods.emptyText")}</p>
              <a href="/goods" className="btn-secondary mt-5">
                {t("common.reset")}
              </a>
            </div>
          )}
          {items.length > 0 ? (
            <ListBottom paging={paging} className="mt-6">
              <p className="text-xs">
                {t("goods.showing", { shown: items.length, total: data.total })}
              </p>
            </ListBottom>
          ) : null}
        </section>
      </CardHearts>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
