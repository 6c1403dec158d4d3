/**
 * Merchandise list (/goods, kept alive). The filters are a GET form and live in the URL; the list
 * pages as every list of the shop does (app/components/list/paged-list.tsx).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPage, pageRequest } from "~/components/list/list-page.server";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { toCard } from "~/features/catalog/goods-card-data";
import { FilterPanel, SortTabs } from "./filter-panel";
import { PAGE_SIZE, parseFilters, toServiceQuery } from "./filters";

export const handle = { i18n: ["catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const { page, single } = pageRequest(url);
  const { api } = context;
  const query = toServiceQuery(filters);
  const pages = single ? { page, pageSize: PAGE_SIZE } : { page: 1, pageSize: PAGE_SIZE * page };
  const [list, facets] = await Promise.all([
    catalogCalls.list(api, { ...query, ...pages }).then((o) => unwrap(o, api, request)),
    single ? null : catalogCalls.facets(api, query).then((o) => unwrap(o, api, request)),
  ]);
  return {
    lang: api.lang,
    filters,
    facets,
    total: list.total,
    list: listPage(url, list.list.map(toCard), { page, hasMore: page * PAGE_SIZE < list.total }),
  };
}

export default function GoodsList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const paging = usePagedList(data.list, (goods) => goods.id);
  const { items } = paging;

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
                anchorId={pageAnchor(i, PAGE_SIZE)}
              />
            ))}
          </GoodsGrid>
        )}
        {items.length > 0 ? (
          <ListBottom paging={paging} className="mt-6">
            <p className="text-xs">
              {t("goods.showing", { shown: items.length, total: data.total })}
            </p>
          </ListBottom>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
