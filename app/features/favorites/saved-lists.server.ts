/**
 * What /user/myCollect and /user/myFootprint do on the server, one list each: pages 1..N (or page
 * N alone) of the list, "select all" without JavaScript (?select=all), the clear confirmation
 * (?confirm=clear), the batch delete and the clear, and the CSV of the whole list.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isSavedCursor, SAVED_LIST_DEFAULT_LIMIT, SAVED_LIST_MAX_LIMIT } from "#contract/favorites";
import type { FavoriteRow, FootprintRow } from "#contract/favorites";
import { cursorPages, listPage, pageRequest } from "~/components/list/list-page.server";
import { chosenIds } from "~/components/list/selection.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { cartCalls } from "~/features/cart/calls.server";
import { cartReply, failureFeedback } from "~/features/cart/reply.server";
import { toCard } from "~/features/catalog/goods-card-data";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { errorFeedback, feedbackFor, successFeedback } from "~/service/feedback";
import { tFor } from "~/i18n.server";
import type { Outcome } from "~/service/outcome";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { formatDate } from "~/utils/time";
import { redirectWithToast } from "~/utils/toast.server";
import { favoriteCalls } from "./calls.server";
import {
  FAVORITES_EXPORT_PATH,
  FAVORITES_PATH,
  FOOTPRINTS_EXPORT_PATH,
  FOOTPRINTS_PATH,
} from "./paths";

export type SavedKind = "favorites" | "footprints";

export const SAVED_PAGE_SIZE = SAVED_LIST_DEFAULT_LIMIT;

interface SavedPage {
  list: (FavoriteRow | FootprintRow)[];
  total: number;
  nextCursor: string | null;
}

const LISTS: Record<
  SavedKind,
  {
    path: string;
    exportPath: string;
    page(api: ShoppingApi, cursor: string | null, limit: number): Promise<Outcome<SavedPage>>;
    remove(api: ShoppingApi, ids: number[]): Promise<Outcome<unknown>>;
    clear(api: ShoppingApi): Promise<Outcome<unknown>>;
  }
> = {
  favorites: {
    path: FAVORITES_PATH,
    exportPath: FAVORITES_EXPORT_PATH,
    page: favoriteCalls.favorites,
    remove: favoriteCalls.deleteFavorites,
    clear: favoriteCalls.clearFavorites,
  },
  footprints: {
    path: FOOTPRINTS_PATH,
    exportPath: FOOTPRINTS_EXPORT_PATH,
    page: favoriteCalls.footprints,
    remove: favoriteCalls.deleteFootprints,
    clear: favoriteCalls.clearFootprints,
  },
};

/** A row as both screens draw it: when (collected or last viewed), and the wine today. */
export function savedItem(row: FavoriteRow | FootprintRow) {
  return {
    id: row.id,
    at: "createdAt" in row ? row.createdAt : row.visitedAt,
    onShelf: row.onShelf,
    goods: toCard(row.goods),
  };
}
export type SavedItem = ReturnType<typeof savedItem>;

export async function loadSavedList(kind: SavedKind, request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const list = LISTS[kind];
  const url = new URL(request.url);
  const pages = pageRequest(url);
  if (pages.after !== null && !isSavedCursor(pages.after)) throw redirect(list.path);
  let total = 0;
  const [page, security] = await Promise.all([
    cursorPages(pages, SAVED_PAGE_SIZE, SAVED_LIST_MAX_LIMIT, async (cursor, limit) => {
      const answer = await unwrap(await list.page(api, cursor, limit), api, request);
      total = answer.total;
      return answer;
    }),
    formSecurity(request),
  ]);
  const withParam = (name: string, value: string | null) => {
    const next = new URL(url);
    for (const param of ["select", "confirm"]) next.searchParams.delete(param);
    if (value !== null) next.searchParams.set(name, value);
    return next.pathname + next.search;
  };
  return data(
    {
      kind,
      lang: api.lang,
      csrf: security.csrf,
      total,
      exportPath: list.exportPath,
      confirmClear: url.searchParams.get("confirm") === "clear" && total > 0,
      // The day headings of history, from the server's clock, so HTML and hydration agree.
      today: formatDate(new Date().toISOString()),
      yesterday: formatDate(new Date(Date.now() - 86_400_000).toISOString()),
      here: withParam("confirm", null),
      clearHref: withParam("confirm", "clear"),
      /** ?select=all: every row chosen, for "select all" without JavaScript */
      selection: {
        all: url.searchParams.get("select") === "all",
        allHref: withParam("select", "all"),
        noneHref: withParam("select", null),
      },
      list: listPage(url, page.list.map(savedItem), {
        page: pages.page,
        hasMore: page.nextCursor !== null,
        nextCursor: page.nextCursor,
      }),
    },
    { headers: security.headers },
  );
}

/**
 * Batch delete (intent delete, the chosen ids), clear (intent clear, after the confirmation), and
 * a row's "add to cart" (intent cart, the wine's goodsId): one bottle, through the cart service as
 * on the wine's page; refused (sold out, no longer sold) with the service's words, as a toast.
 */
export async function savedListAction(kind: SavedKind, request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const list = LISTS[kind];
  const formData = await readProtectedForm(request, api.lang);
  const intent = formData.get("intent");
  if (intent === "cart") return addRowToCart(api, list.path, formData, request);
  if (intent !== "delete" && intent !== "clear") return redirect(list.path);
  const ids = chosenIds(formData);
  // Spec §5: an item first. The service refuses an empty batch too; this says it as a toast.
  if (intent === "delete" && ids.length === 0)
    return redirectWithToast(
      list.path,
      errorFeedback(tFor(api.lang, "account")("validation.saved.nothingSelected")),
    );
  const outcome = intent === "delete" ? await list.remove(api, ids) : await list.clear(api);
  const feedback = outcome.ok
    ? successFeedback(outcome.message ?? "")
    : feedbackFor(outcome, api.lang);
  return redirectWithToast(list.path, feedback);
}

async function addRowToCart(api: ShoppingApi, path: string, formData: FormData, request: Request) {
  const goodsId = Number(formData.get("goodsId"));
  // Back to the page the row was on (a later page of the list without JavaScript), never elsewhere.
  const back = String(formData.get("back") ?? "");
  const to = back === path || back.startsWith(`${path}?`) ? back : path;
  if (!/^\d{1,10}$/.test(String(formData.get("goodsId"))) || goodsId < 1 || goodsId > 2_147_483_647)
    return redirect(to);
  const outcome = await cartCalls.add(api, goodsId, 1);
  if (!outcome.ok)
    return cartReply(formData, to, false, await failureFeedback(outcome, api, request));
  return cartReply(
    formData,
    to,
    true,
    successFeedback(outcome.message || tFor(api.lang, "cart")("cart.added")),
  );
}

/** Every row of the list, for its CSV (a bound far beyond a shopper's list). */
export async function allSavedRows(kind: SavedKind, request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const { list } = await cursorPages(
    { page: 1, single: false, after: null },
    20_000,
    SAVED_LIST_MAX_LIMIT,
    async (cursor, limit) => unwrap(await LISTS[kind].page(api, cursor, limit), api, request),
  );
  return { api, rows: list };
}
