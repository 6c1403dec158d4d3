/** The catalogue's endpoints: goods list, facets, detail, home, pictures, wineries. */
import type { Request, Response, Router } from "express";

import type {
  ChateauDetail,
  ChateauPage,
  GoodsDetail,
  GoodsFacets,
  GoodsPage,
  GoodsSuggestions,
  HomeData,
  HotSearches,
} from "../../contract/catalog";
import {
  chateauDetailSchema,
  chateauPageSchema,
  goodsDetailSchema,
  goodsFacetsSchema,
  goodsPageSchema,
  goodsSuggestionsSchema,
  homeDataSchema,
  hotSearchesSchema,
} from "../../contract/catalog-answers";
import type { Db } from "../db/client";
import { BusinessError } from "../http/envelope";
import { defineEndpoint } from "../http/endpoint";
import type { ServiceLang } from "../http/messages";
import type { RawRoute } from "../http/openapi";
import { bottleSvgOf } from "./bottle-picture";
import { sendWinePicture } from "./wine-pictures/routes";
import { onCatalogChange } from "./changes";
import { collectedAmong } from "../favorites/favorites";
import { recordVisitLater } from "../favorites/history";
import { placesNamed, type Place } from "./places-search";
import { countSearchLater, hotSearches } from "./hot-searches";
import { searchAs, spellingCorrection } from "./search-query";
import { nameBegins, SEARCH_MATCH_CAP } from "./search-sql";
import { deliveryCities } from "./delivery";
import {
  pick,
  pickName,
  photoUrl,
  pictureUrl,
  presentAttributes,
  presentChateau,
  presentSummary,
  searchedNames,
} from "./present";
import {
  countShelfCountries,
  facetCounts,
  listProducts,
  PRICE_RANGES,
  productDetail,
  SCORE_MINIMUMS,
  wineryById,
  wineryList,
} from "./queries";
import {
  chateauListQuerySchema,
  idQuerySchema,
  listFiltersSchema,
  listQuerySchema,
  pictureQuerySchema,
  suggestQuerySchema,
} from "./schemas";

const TAG = "catalogue";
/** What the search box suggests: a few wines, and a few wineries and regions beside them. */
const SUGGESTED_WINES = 6;
const SUGGESTED_PLACES = 3;

export const catalogEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findGoodsList",
    summary: "Wines on the shelf, filtered, sorted and paged",
    tag: TAG,
    auth: "optional",
    query: listQuerySchema,
    response: goodsPageSchema,
    handler: async ({ db, query, lang, user }): Promise<GoodsPage> => {
      const search =
        query.q === undefined
          ? null
          : await searchAs(
              db,
              query.q,
              query.match,
              (q) => listProducts(db, { ...query, q }),
              (page) => page.total > 0,
              (page) => page.rows[0]?.spuName,
            );
      const { rows, total } = search?.found ?? (await listProducts(db, query));
      // A search typed (not the nearest wines asked after it) that found wines is counted once,
      // on its first page, towards the hot searches.
      if (query.q !== undefined && query.match !== "any" && query.page === 1 && total > 0)
        countSearchLater(db, lang, query.q);
      return {
        collectedIds: await collectedAmong(db, user, rows),
        list: rows.map((r) => presentSummary(r, lang)),
        total,
        totalCapped: query.q !== undefined && total >= SEARCH_MATCH_CAP,
        page: query.page,
        pageSize: query.pageSize,
        hasMore: query.page * query.pageSize < total,
        didYouMean:
          query.match === "any" && query.q !== undefined
            ? spellingCorrection(query.q, rows.flatMap(searchedNames))
            : (search?.didYouMean ?? null),
        notSold: search?.notSold ?? null,
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findSuggestions",
    summary:
      "What the search box suggests as one types: the first wines of the list's search, and the wineries and regions the words name",
    tag: TAG,
    query: suggestQuerySchema,
    response: goodsSuggestionsSchema,
    handler: async ({ db, query, lang }): Promise<GoodsSuggestions> => {
      // A few letters are a name's beginning or its initials, not letters anywhere in it.
      const suggested = (q: string) =>
        listProducts(
          db,
          { q, sort: "default", page: 1, pageSize: SUGGESTED_WINES },
          /^[a-z]{1,3}$/.test(q) ? [nameBegins(q)] : [],
        );
      const [search, places] = await Promise.all([
        searchAs(
          db,
          query.q,
          "all",
          suggested,
          (page) => page.total > 0,
          (page) => page.rows[0]?.spuName,
        ),
        placesNamed(db, query.q, SUGGESTED_PLACES),
      ]);
      const { rows } = search.found;
      const named = (p: Place) => ({ id: p.id, name: pickName(p, lang) });
      return {
        wines: rows.map((r) => presentSummary(r, lang)),
        wineries: places.wineries.map(named),
        regions: places.regions.map(named),
        didYouMean: search.didYouMean,
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findHotSearches",
    summary:
      "What the empty search box offers: the operator's pinned words, then the words buyers searched most in the last 30 days, in the buyer's language",
    tag: TAG,
    response: hotSearchesSchema,
    handler: async ({ db, lang }): Promise<HotSearches> => ({ words: await hotSearches(db, lang) }),
  }),
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findGoodsFacets",
    summary: "Filter options with the number of wines each would show",
    tag: TAG,
    query: listFiltersSchema,
    response: goodsFacetsSchema,
    handler: async ({ db, query, lang }): Promise<GoodsFacets> => {
      // The country facet is the only one that keeps every other filter, so its count of the
      // chosen country (or of all) is what the list with every filter finds.
      const foundAny = (counts: Awaited<ReturnType<typeof facetCounts>>) =>
        counts.byCountry.some(
          (c) => c.count > 0 && (!query.countryCode || c.code === query.countryCode),
        );
      const f =
        query.q === undefined
          ? await facetCounts(db, query)
          : (
              await searchAs(
                db,
                query.q,
                query.match,
                (q) => facetCounts(db, { ...query, q }),
                foundAny,
              )
            ).found;
      const en = lang === "en";
      const priceCount = (i: number) => f.byPrice.find((b) => b.bucket === i)?.count ?? 0;
      // A score bucket counts wines of at least that score, so it sums the higher buckets.
      const scoreCount = (i: number) =>
        f.byScore.filter((b) => b.bucket >= i).reduce((n, b) => n + b.count, 0);
      return {
        countries: f.byCountry.map((c) => ({
          value: c.code,
          label: pickName(c, lang),
          count: c.count,
        })),
        areas: f.byArea.map((a) => ({
          value: String(a.id),
          label: pickName(a, lang),
          count: a.count,
        })),
        grapes: f.byGrape.map((g) => ({
          value: String(g.id),
          label: pickName(g, lang),
          count: g.count,
        })),
        prices: PRICE_RANGES.map(([min, max], i) => ({
          value: `${min}-${max ?? ""}`,
          label:
            max === null
              ? en
                ? `¥${yuan(min)} and up`
                : `¥${yuan(min)} 以上`
              : `¥${yuan(min)} – ¥${yuan(max)}`,
          count: priceCount(i),
        })),
        scores: SCORE_MINIMUMS.map((min, i) => ({
          value: String(min),
          label: en ? `${min}+ points` : `${min} 分以上`,
          count: scoreCount(i),
        })),
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findGoodsDetail",
    summary:
      "One wine with every attribute, its grapes and pictures, and the first page of its reviews (findComments pages on)",
    tag: TAG,
    auth: "optional",
    query: idQuerySchema,
    response: goodsDetailSchema,
    handler: async ({ db, query, lang, user }): Promise<GoodsDetail> => {
      const found = await productDetail(db, query.id, user?.id);
      if (!found) throw new BusinessError(404, "goods_not_found");
      if (user) recordVisitLater(db, user.id, query.id);
      return presentDetail(found, lang, user !== null);
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findHome",
    summary: "The home page's selections: featured, new, best sellers, promotions, wineries",
    tag: TAG,
    auth: "optional",
    response: homeDataSchema,
    handler: async ({ db, lang, user }): Promise<HomeData> => {
      const base = { page: 1, onPromotion: undefined } as const;
      const [featured, newest, best, promo, chateaux, countryCount] = await Promise.all([
        listProducts(db, { ...base, sort: "default", pageSize: 8 }),
        listProducts(db, { ...base, sort: "shelfTime", pageSize: 8 }),
        listProducts(db, { ...base, sort: "sales", pageSize: 8 }),
        listProducts(db, { page: 1, sort: "sales", pageSize: 4, onPromotion: true }),
        wineryList(db, { page: 1, pageSize: 6 }),
        countShelfCountries(db),
      ]);
      const present = (rows: typeof featured.rows) => rows.map((r) => presentSummary(r, lang));
      return {
        featured: present(featured.rows),
        newArrivals: present(newest.rows),
        bestSellers: present(best.rows),
        promotions: present(promo.rows),
        chateaux: chateaux.map((c) => presentChateau(c, lang)),
        countryCount,
        collectedIds: await collectedAmong(db, user, [
          ...featured.rows,
          ...newest.rows,
          ...best.rows,
          ...promo.rows,
        ]),
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/chateau/chateau/findChateauList",
    summary: "Wineries, by country, paged",
    tag: TAG,
    query: chateauListQuerySchema,
    response: chateauPageSchema,
    handler: async ({ db, query, lang }): Promise<ChateauPage> => {
      const rows = await wineryList(db, query);
      const total = rows[0]?.total ?? 0;
      return {
        list: rows.map((r) => presentChateau(r, lang)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        hasMore: query.page * query.pageSize < total,
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/chateau/chateau/findChateauDetail",
    summary: "One winery with its wines on the shelf",
    tag: TAG,
    auth: "optional",
    query: idQuerySchema,
    response: chateauDetailSchema,
    handler: async ({ db, query, lang, user }): Promise<ChateauDetail> => {
      const winery = await wineryById(db, query.id);
      if (!winery) throw new BusinessError(404, "chateau_not_found");
      const wines = await listProducts(db, {
        wineryId: winery.id,
        sort: "default",
        page: 1,
        pageSize: 50,
      });
      return {
        ...presentChateau(
          { ...winery, wineCount: wines.total, coverProductId: wines.rows[0]?.id ?? null },
          lang,
        ),
        hectares: winery.hectares,
        wines: wines.rows.map((r) => presentSummary(r, lang)),
        collectedIds: await collectedAmong(db, user, wines.rows),
      };
    },
  }),
];

export const pictureRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/goods/goods/picture",
    summary:
      "A wine's picture: the front is its uploaded cover (a small JPEG) when it has one, else its bottle drawn from its own data, as the label always is (SVG), in a language",
    tag: TAG,
    query: pictureQuerySchema,
    produces: ["image/svg+xml", "image/jpeg"],
    answer: "an SVG document or a JPEG, cached for ten minutes",
  },
];

/**
 * A wine's picture views: its uploaded cover (the small JPEG) for the front when it has one, else its
 * bottle drawn from its own data as an SVG document. Kept for ten minutes: a new cover shows by then.
 */
const PICTURE_CACHE = "public, max-age=600, stale-while-revalidate=600";

export function mountPictures(router: Router, db: Db): void {
  const cache = new Map<string, { svg: string } | { photo: string }>();
  // A wine renamed draws a new label; a new cover replaces the front.
  onCatalogChange(() => cache.clear());
  router.get("/goods/goods/picture", async (req: Request, res: Response, next) => {
    try {
      const parsed = pictureQuerySchema.safeParse(req.query);
      if (!parsed.success) return void res.status(404).end();
      const { id, view, lang } = parsed.data;
      const key = `${id}:${view}:${lang}`;
      let picture = cache.get(key);
      if (!picture) {
        const found = await productDetail(db, id);
        if (!found) return void res.status(404).end();
        const cover = view === "front" ? found.row.photos[0] : undefined;
        picture = cover ? { photo: cover } : { svg: bottleSvgOf(found.row, view, lang) };
        if (cache.size > 2000) cache.clear();
        cache.set(key, picture);
      }
      if ("photo" in picture)
        return await sendWinePicture(res, picture.photo, "small", PICTURE_CACHE);
      res.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
      res.setHeader("Cache-Control", PICTURE_CACHE);
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      res.send(picture.svg);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  });
}

function yuan(cents: number): string {
  return (cents / 100).toLocaleString("en-US");
}

/** A wine's page as buyers see it; `member`: what the caller's account adds (favourite, points). */
export function presentDetail(
  found: NonNullable<Awaited<ReturnType<typeof productDetail>>>,
  lang: ServiceLang,
  member: boolean,
): GoodsDetail {
  return {
    ...presentSummary(found.row, lang),
    description: pick(found.row.description, lang),
    grapes: found.grapes.map((g) => ({ id: g.id, name: pickName(g, lang) })),
    attributes: presentAttributes(found.row, lang),
    pictures: found.row.photos.length
      ? found.row.photos.map(photoUrl)
      : [pictureUrl(found.row.id, "front"), pictureUrl(found.row.id, "label")],
    deliveryCities: deliveryCities(lang),
    reviews: found.reviews,
    pointsPrice: found.row.pointsPrice,
    collected: member ? found.row.collected : null,
    pointsBalance: member ? (found.row.pointsBalance ?? 0) : null,
    restockSubscribed: member ? found.row.restockSubscribed : null,
  };
}
