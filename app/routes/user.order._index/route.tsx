/**
 * My orders (/user/order): spec §2's five tabs as links (?tab=...) with their
 * counts, each order with its wines, total and the links its status allows,
 * and a CSV export of the tab. Paging by cursor: without JavaScript a "load
 * more" link opens the next page (with a link back to the newest orders);
 * with it, the next page is fetched as the bottom comes near and appended,
 * with the spec's bottom messages.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORDER_TABS, type OrderListItem, type OrderTab } from "#contract/orders-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderCard } from "~/features/orders/order-card";
import { ordersExportPath, ordersListPath } from "~/features/orders/paths";
import { loadOrdersList } from "./orders.server";

export const handle = { i18n: ["orders", "payment"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrdersList(request, context);
}

type BottomState = "loading" | "nomore" | "loadmore";

export default function MyOrders() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const fetcher = useFetcher<typeof loader>();
  const [items, setItems] = useState<OrderListItem[]>(data.list);
  const [nextCursor, setNextCursor] = useState(data.nextCursor);
  const sentinel = useRef<HTMLDivElement>(null);

  // New loader data (another tab, a revalidation) replaces what was appended.
  useEffect(() => {
    setItems(data.list);
    setNextCursor(data.nextCursor);
  }, [data]);

  useEffect(() => {
    const next = fetcher.data;
    if (!next || fetcher.state !== "idle") return;
    setItems((current) => {
      const seen = new Set(current.map((o) => o.id));
      return [...current, ...next.list.filter((o) => !seen.has(o.id))];
    });
    setNextCursor(next.nextCursor);
  }, [fetcher.data, fetcher.state]);

  const loadMore = useCallback(() => {
    if (!nextCursor || fetcher.state !== "idle") return;
    const params = new URLSearchParams({ tab: data.tab, cursor: nextCursor, single: "1" });
    fetcher.load(`/user/order?index&${params}`);
  }, [nextCursor, fetcher, data.tab]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !nextCursor) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      { rootMargin: "0px 0px 400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, nextCursor]);

  const bottom: BottomState =
    fetcher.state !== "idle" ? "loading" : nextCursor ? "loadmore" : "nomore";

  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="my-orders">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-lg font-semibold pc:text-2xl">{t("orders.title")}</h1>
        <a
          href={ordersExportPath(data.tab)}
          download
          className="text-sm text-wine underline-offset-2 hover:underline"
          title={t("orders.exportHint")}
          data-testid="orders-export"
        >
          {t("orders.export")}
        </a>
      </div>
      <Tabs active={data.tab} counts={data.counts} />
      {data.cursor ? (
        <p
          className="flex items-center justify-between text-sm text-ink-soft"
          data-testid="later-page"
        >
          {t("orders.laterPage")}
          <Link to={ordersListPath(data.tab)} className="text-wine" data-testid="orders-newest">
            {t("orders.backToTop")}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <div
          className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line"
          data-testid="orders-empty"
        >
          <p className="text-sm text-ink-soft">{t(`orders.empty.${data.tab}`)}</p>
          <Link to="/goods" className="btn-secondary mt-5">
            {t("orders.goShopping")}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="orders-list">
          {items.map((order, i) => (
            <OrderCard key={order.id} order={order} lang={data.lang} eager={i < 2} />
          ))}
        </ul>
      )}
      {items.length > 0 ? (
        <div
          ref={sentinel}
          className="flex flex-col items-center gap-3 py-2 text-sm text-ink-faint"
          data-testid="list-bottom"
          data-state={bottom}
        >
          <p aria-live="polite">{t(`common.${bottom}`)}</p>
          {nextCursor ? (
            <a
              href={ordersListPath(data.tab, nextCursor)}
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
        </div>
      ) : null}
    </div>
  );
}

function Tabs({ active, counts }: { active: OrderTab; counts: Record<OrderTab, number> | null }) {
  const { t } = useTranslation("orders");
  return (
    <nav aria-label={t("orders.tabsLabel")} className="-mx-3 overflow-x-auto px-3 pc:mx-0 pc:px-0">
      <ul className="flex min-w-max gap-1 rounded-2xl bg-white p-1 ring-1 ring-line pc:min-w-0">
        {ORDER_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab} className="flex-1">
              <Link
                to={ordersListPath(tab)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-[44px] items-center justify-center gap-1 whitespace-nowrap rounded-xl px-3 text-sm ${current ? "bg-wine-light font-semibold text-wine" : "text-ink-soft hover:bg-paper"}`}
                data-testid={`orders-tab-${tab}`}
              >
                {t(`orders.tabs.${tab}`)}
                {counts ? (
                  <span className="tabular-nums" data-testid="tab-count">
                    ({counts[tab]})
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
