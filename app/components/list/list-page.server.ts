/**
 * The URL side of a paged list (app/components/list/paged-list.tsx). The page count lives in the
 * URL: ?page=N renders pages 1..N, which is what "load more" links to without JavaScript and what
 * the address bar says after infinite scroll appended page N, so a reload or going back shows the
 * same pages. ?single=1 asks for page N alone (infinite scroll), after the cursor of the last item
 * shown when the list is keyed by cursor.
 */
import type { ListPage } from "./paged-list";

/** Without JavaScript "load more" renders pages 1..N; N is capped to keep pages light. */
export const MAX_PAGES = 25;

export interface PageRequest {
  page: number;
  /** page N alone (infinite scroll), not pages 1..N */
  single: boolean;
  /** the cursor after which page N starts, for lists keyed by cursor */
  after: string | null;
}

export function pageRequest(url: URL): PageRequest {
  const raw = url.searchParams.get("page") ?? "1";
  const asked = /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const single = url.searchParams.get("single") === "1" && asked > 1;
  // One page at a time (infinite scroll) may go on; pages 1..N at once stop at MAX_PAGES.
  const page = single ? asked : Math.min(MAX_PAGES, asked);
  return { page, single, after: single ? url.searchParams.get("after") : null };
}

/**
 * The list as a page hands it to the browser. `url` is the page's own (its filters kept);
 * `nextCursor` is where page N+1 starts for lists keyed by cursor.
 */
export function listPage<T>(
  url: URL,
  items: T[],
  { page, hasMore, nextCursor }: { page: number; hasMore: boolean; nextCursor?: string | null },
): ListPage<T> {
  const at = (n: number, extra: Record<string, string> = {}) => {
    const next = new URL(url);
    for (const name of ["page", "single", "after", "index"]) next.searchParams.delete(name);
    if (n > 1) next.searchParams.set("page", String(n));
    for (const [name, value] of Object.entries(extra)) next.searchParams.set(name, value);
    return next.pathname + next.search;
  };
  return {
    items,
    page,
    href: at(page),
    moreHref: hasMore && page < MAX_PAGES ? `${at(page + 1)}#page-${page + 1}` : null,
    // `index`: these lists are index routes, and a fetcher must say so to reach one.
    nextHref: hasMore
      ? at(page + 1, { single: "1", index: "", ...(nextCursor ? { after: nextCursor } : {}) })
      : null,
  };
}

/**
 * What a service that pages by number (page, pageSize) is asked for to show pages 1..N, or page N
 * alone (infinite scroll).
 */
export function servicePage(url: URL, pageSize: number) {
  const request = pageRequest(url);
  return {
    request,
    query: {
      page: request.single ? request.page : 1,
      pageSize: request.single ? pageSize : pageSize * request.page,
    },
  };
}

/** The items such a service answered for `request`, as the list family shows them. */
export function shownPages<T>(
  url: URL,
  request: PageRequest,
  pageSize: number,
  items: T[],
  total: number,
): ListPage<T> {
  const shownUpTo = request.single ? request.page * pageSize : items.length;
  return listPage(url, items, { page: request.page, hasMore: total > shownUpTo });
}

/** A page of a list keyed by cursor, as the service answers it. */
export interface CursorPage<T> {
  list: T[];
  nextCursor: string | null;
}

/**
 * The items of pages 1..N (or of page N alone, after `request.after`) of a list keyed by cursor,
 * asked for in calls of at most `maxPerCall`, and the cursor where the next page starts.
 */
export async function cursorPages<T>(
  request: PageRequest,
  pageSize: number,
  maxPerCall: number,
  fetchPage: (cursor: string | null, limit: number) => Promise<CursorPage<T>>,
): Promise<CursorPage<T>> {
  const wanted = request.single ? pageSize : pageSize * request.page;
  const list: T[] = [];
  let cursor = request.single ? request.after : null;
  while (list.length < wanted) {
    const answer = await fetchPage(cursor, Math.min(maxPerCall, wanted - list.length));
    list.push(...answer.list);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return { list, nextCursor: cursor };
}

/**
 * Pages of a list the service answers whole (a queue): pages 1..N of `pageSize`, or page N alone,
 * cut from `all`.
 */
export function pagesOfWhole<T>(url: URL, all: T[], pageSize: number): ListPage<T> {
  const request = pageRequest(url);
  const from = request.single ? (request.page - 1) * pageSize : 0;
  const to = request.page * pageSize;
  return listPage(url, all.slice(from, to), { page: request.page, hasMore: all.length > to });
}
