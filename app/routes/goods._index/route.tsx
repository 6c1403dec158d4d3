/**
 * Merchandise list (/goods, kept alive). The filters are a GET form and live
 * in the URL. ?page=N renders pages 1..N (the no-JS "load more"); with
 * JavaScript the next page is fetched as the bottom comes near and the URL
 * follows, so going back restores the pages, the filters and the scroll.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { toCard, type GoodsCardData } from "~/features/catalog/goods-card-data";
import { FilterPanel, SortTabs } from "./filter-panel";
import { filtersToSearch, PAGE_SIZE, parseFilters, toServiceQuery } from "./filters";

export const handle = { i18n: ["catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const api = context.api;
  const query = toServiceQuery(filters);
  // single=1: just page N, for infinite scroll; otherwise pages 1..N in one call.
  const single = url.searchParams.get("single") === "1";
  const pageQuery = single
    ? { ...query, page: filters.page, pageSize: PAGE_SIZE }
    : { ...query, page: 1, pageSize: PAGE_SIZE * filters.page };
  const [list, facets] = await Promise.all([
    catalogCalls.list(api, pageQuery).then((o) => unwrap(o, api, request)),
    single ? null : catalogCalls.facets(api, query).then((o) => unwrap(o, api, request)),
  ]);
  return {
    lang: api.lang,
    filters,
    facets,
    list: list.list.map(toCard),
    total: list.total,
    hasMore: filters.page * PAGE_SIZE < list.total,
  };
}

type BottomState = "loading" | "nomore" | "loadmore";

export default function GoodsList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const [items, setItems] = useState<GoodsCardData[]>(data.list);
  const [page, setPage] = useState(data.filters.page);
  const [hasMore, setHasMore] = useState(data.hasMore);
  const sentinel = useRef<HTMLDivElement>(null);

  // New loader data (other filters, or a page restored by going back) replaces the list.
  useEffect(() => {
    setItems(data.list);
    setPage(data.filters.page);
    setHasMore(data.hasMore);
  }, [data]);

  useEffect(() => {
    const next = fetcher.data;
    if (!next || fetcher.state !== "idle") return;
    setItems((current) => {
      const seen = new Set(current.map((g) => g.id));
      return [...current, ...next.list.filter((g) => !seen.has(g.id))];
    });
    setPage(next.filters.page);
    setHasMore(next.hasMore);
    // The URL remembers how many pages are shown, so back and refresh restore them.
    const url = filtersToSearch(next.filters, { page: next.filters.page });
    window.history.replaceState(window.history.state, "", `${location.pathname}${url}`);
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const loadMore = useCallback(() => {
    if (!hasMore || fetcher.state !== "idle") return;
    const search = filtersToSearch(data.filters, { page: page + 1 });
    fetcher.load(`/goods${search}${search ? "&" : "?"}single=1&index`);
  }, [hasMore, fetcher, data.filters, page]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, hasMore]);

  const bottom: BottomState =
    fetcher.state !== "idle" ? "loading" : hasMore ? "loadmore" : "nomore";
  const nextHref = `/goods${filtersToSearch(data.filters, { page: page + 1 })}#page-${page + 1}`;

  return (
    <div className="mx-auto max-w-6xl px-3 pb-6 pt-3 pc:flex pc:gap-8 pc:px-6 pc:pt-8">
      <FilterPanel
        filters={data.filters}
        facets={data.facets}
        total={data.total}
        lang={data.lang}
      />
      <section className="min-w-0 flex-1" aria-labelledby="goods-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="goods-heading" className="text-sm text-ink-soft" data-testid="goods-count">
            {t("goods.count", { count: data.total })}
          </h2>
          <SortTabs filters={data.filters} />
        </div>
        {items.length === 0 ? (
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
        ) : (
          <GoodsGrid>
            {items.map((goods, i) => (
              <GoodsCard
                key={goods.id}
                goods={goods}
                lang={data.lang}
                eager={i < 4}
                anchorId={i % PAGE_SIZE === 0 ? `page-${i / PAGE_SIZE + 1}` : undefined}
              />
            ))}
          </GoodsGrid>
        )}
        {items.length > 0 ? (
          <div
            ref={sentinel}
            className="mt-6 flex flex-col items-center gap-3 text-sm text-ink-faint"
            data-testid="list-bottom"
            data-state={bottom}
          >
            <p aria-live="polite">{t(`common.${bottom}`)}</p>
            {hasMore ? (
              <a
                href={nextHref}
                className="btn-secondary"
                data-testid="load-more"
                onClick={(e) => {
                  e.preventDefault();
                  loadMore();
                }}
              >
                {t("common.loadMoreLink")}
              </a>
            ) : null}
            <p className="text-xs">
              {t("goods.showing", { shown: items.length, total: data.total })}
            </p>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
