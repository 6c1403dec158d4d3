/**
 * One paged list for every list of the shop (wines, orders; points, favorites, history, invoice
 * titles and resale later). Without JavaScript a "load more" link renders pages 1..N
 * (list-page.server.ts). With it the next page is fetched as the bottom comes near and appended,
 * the bottom says 加载中 / 上拉加载更多 / 没有更多数据了 (spec §2), and the address bar follows, so
 * going back or reloading restores the pages and Remix's scroll restoration the place.
 */
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

export interface ListPage<T> {
  items: T[];
  /** the last page shown */
  page: number;
  /** the URL of pages 1..page */
  href: string;
  /** without JavaScript: pages 1..page+1, at the first new item; null at the end */
  moreHref: string | null;
  /** page+1 alone, for infinite scroll; null at the end */
  nextHref: string | null;
}

export type BottomState = "loading" | "nomore" | "loadmore";

/** The list's items, with the pages appended as the bottom comes near. */
export function usePagedList<T>(list: ListPage<T>, keyOf: (item: T) => string | number) {
  const fetcher = useFetcher<{ list: ListPage<T> }>();
  const [shown, setShown] = useState(list);
  const sentinel = useRef<HTMLDivElement>(null);

  // New loader data (other filters, another tab, a revalidation) replaces what was appended.
  useEffect(() => setShown(list), [list]);

  useEffect(() => {
    const next = fetcher.data?.list;
    if (!next || fetcher.state !== "idle") return;
    setShown((current) => {
      const seen = new Set(current.items.map(keyOf));
      return {
        ...next,
        items: [...current.items, ...next.items.filter((i) => !seen.has(keyOf(i)))],
      };
    });
    window.history.replaceState(window.history.state, "", next.href);
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const loadMore = useCallback(() => {
    if (shown.nextHref && fetcher.state === "idle") fetcher.load(shown.nextHref);
  }, [shown.nextHref, fetcher]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !shown.nextHref) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, shown.nextHref]);

  const bottom: BottomState =
    fetcher.state !== "idle" ? "loading" : shown.nextHref ? "loadmore" : "nomore";
  return { items: shown.items, moreHref: shown.moreHref, bottom, loadMore, sentinel };
}

/** The id that marks where page N starts, for the no-JavaScript link to land on. */
export const pageAnchor = (index: number, pageSize: number) =>
  index % pageSize === 0 ? `page-${index / pageSize + 1}` : undefined;

/** The list's bottom: the spec's message, the load-more link, and what a screen adds below. */
export function ListBottom({
  paging,
  children,
  className = "",
}: {
  paging: ReturnType<typeof usePagedList<unknown>>;
  children?: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  // "Pull up to load" is true only where scrolling loads: without JavaScript the link does.
  const hydrated = useHydrated();
  const message = hydrated || paging.bottom !== "loadmore" ? t(`common.${paging.bottom}`) : "";
  return (
    <div
      ref={paging.sentinel}
      className={`flex flex-col items-center gap-3 text-sm text-ink-faint ${className}`}
      data-testid="list-bottom"
      data-state={paging.bottom}
    >
      {message ? <p aria-live="polite">{message}</p> : null}
      {paging.moreHref ? (
        <a
          href={paging.moreHref}
          className="btn-secondary"
          data-testid="load-more"
          onClick={(e) => {
            e.preventDefault();
            paging.loadMore();
          }}
        >
          {t("common.loadMoreLink")}
        </a>
      ) : null}
      {children}
    </div>
  );
}
