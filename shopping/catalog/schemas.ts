/**
 * Request schemas of the catalogue. Listing filters are forgiving: a value
 * that makes no sense is dropped or clamped rather than refused, so a
 * hand-edited or stale link still shows wines.
 */
import { z } from "zod";

/** What is read of a search query: more is cut, never refused (search-terms.ts cuts it further). */
export const QUERY_INPUT_MAX = 256;

import { GOODS_SORTS as SORTS, type GoodsSort as Sort } from "../../contract/catalog";

export { SORTS, type Sort };
// Large enough for the storefront's no-JS "load more", which renders pages 1..25 at once.
export const MAX_PAGE_SIZE = 500;
export const MAX_PAGE = 500;

const optionalInt = (min: number, max: number) =>
  z
    .preprocess((v) => {
      if (v === undefined || v === null || v === "" || Array.isArray(v)) return undefined;
      const n = Number(v);
      return Number.isFinite(n) ? Math.trunc(n) : undefined;
    }, z.number().int().optional())
    .transform((n) => (n === undefined ? undefined : Math.min(max, Math.max(min, n))));

const optionalKey = z
  .preprocess(
    (v) => (typeof v === "string" && /^[a-z0-9-]{1,40}$/i.test(v) ? v.toLowerCase() : undefined),
    z.string().optional(),
  )
  .optional();

export const listFiltersSchema = z.object({
  countryCode: optionalKey.describe("ISO country code, e.g. fr"),
  areaId: optionalInt(1, 1_000_000).describe("producing area id"),
  grapeId: optionalInt(1, 1_000_000).describe("grape variety id"),
  wineryId: optionalInt(1, 1_000_000).describe("winery id"),
  style: z
    .preprocess(
      (v) =>
        typeof v === "string" && /^(red|white|rose|sparkling|sweet|fortified)$/.test(v)
          ? v
          : undefined,
      z.string().optional(),
    )
    .describe("wine style"),
  priceMin: optionalInt(0, 100_000_000).describe("lowest price in cents"),
  priceMax: optionalInt(0, 100_000_000).describe("highest price in cents"),
  scoreMin: optionalInt(0, 100).describe("lowest critic score"),
  onPromotion: z.preprocess((v) => v === "1" || v === "true" || v === true, z.boolean()).optional(),
  forPoints: z
    .preprocess((v) => v === "1" || v === "true" || v === true, z.boolean())
    .optional()
    .describe("only wines points can buy (a points price, or points at the rule's rate)"),
  q: z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() ? v.slice(0, QUERY_INPUT_MAX) : undefined),
      z.string().optional(),
    )
    .describe(
      "search words: wine names (simplified, traditional, English, pinyin in full or by initials), winery, grape, region, country",
    ),
  match: z
    .preprocess((v) => (v === "any" ? "any" : "all"), z.enum(["all", "any"]))
    .optional()
    .describe(
      "all (the default): every word of q; any: the wines nearest to q, for a search that found none",
    ),
});
export type ListFilters = z.infer<typeof listFiltersSchema>;

export const listQuerySchema = listFiltersSchema.extend({
  sort: z
    .preprocess((v) => ((SORTS as readonly unknown[]).includes(v) ? v : "default"), z.enum(SORTS))
    .describe("default, sales, shelfTime, priceAsc or priceDesc (the price paid)"),
  page: optionalInt(1, MAX_PAGE)
    .transform((n) => n ?? 1)
    .describe("page number from 1"),
  pageSize: optionalInt(1, MAX_PAGE_SIZE)
    .transform((n) => n ?? 20)
    .describe("wines per page, at most 500"),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const suggestQuerySchema = z.object({
  q: z
    .preprocess(
      (v) => (typeof v === "string" ? v.slice(0, QUERY_INPUT_MAX) : v),
      z.string().trim().min(1),
    )
    .describe("the words typed so far"),
});

export const idQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const pictureQuerySchema = idQuerySchema.extend({
  view: z.enum(["front", "label"]).catch("front"),
  lang: z.enum(["ch", "tc", "en"]).catch("ch"),
});

export const chateauListQuerySchema = z.object({
  countryCode: optionalKey,
  page: optionalInt(1, MAX_PAGE).transform((n) => n ?? 1),
  pageSize: optionalInt(1, MAX_PAGE_SIZE).transform((n) => n ?? 20),
});
