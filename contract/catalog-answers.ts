/**
 * The catalogue's answers as zod schemas: the service declares them as its
 * endpoints' responses (so /shopping/openapi.json documents them) and the
 * storefront checks what it receives against them (contract/answers.ts).
 * contract/catalog.ts derives its types from these, so type and schema cannot drift.
 * Kept apart from catalog.ts so that the browser, which imports only types, never loads them.
 */
import { z } from "zod";
import { reviewPageSchema } from "./after-shipping-answers";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

export const wineStyleSchema = z.enum(["red", "white", "rose", "sparkling", "sweet", "fortified"]);

export const goodsSummarySchema = z.strictObject({
  id: int(),
  spuName: z.string(),
  spuNameTc: z.string(),
  spuNameEn: z.string(),
  style: wineStyleSchema,
  vintage: int().nullable(),
  capacityMl: int(),
  priceCents: int(),
  marketPriceCents: int(),
  discount: int()
    .min(1)
    .max(99)
    .nullable()
    .describe("percent of the list price paid (85 = 15 % off); null without promotion"),
  promotion: z.string().nullable(),
  score: int(),
  ratingAvg: z.number().min(0).max(5).describe("0..5, one decimal"),
  ratingCount: int(),
  stock: int(),
  sales: int(),
  shelfTime: timestamp(),
  wineryId: int(),
  wineryName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  areaId: int(),
  areaName: z.string(),
  pointsPrice: int()
    .positive()
    .nullable()
    .optional()
    .describe("a bottle's price in points, or null when points cannot buy it"),
  picture: z
    .string()
    .describe("picture path under the service, e.g. /goods/goods/picture?id=1&view=front"),
});

/** The wines of an answer the caller collected (empty without a token). */
const collectedIdsSchema = z.array(int()).describe("the wines here the caller collected");

export const goodsPageSchema = z.strictObject({
  list: z.array(goodsSummarySchema),
  collectedIds: collectedIdsSchema,
  total: int(),
  totalCapped: z
    .boolean()
    .describe("a search found more wines than it counts: total is then the first ones counted"),
  page: int(),
  pageSize: int(),
  hasMore: z.boolean(),
  didYouMean: z
    .string()
    .nullable()
    .describe(
      "a search that found nothing as typed: the words the buyer probably meant, which find wines (拉非: 拉菲); with match=all the list is already theirs",
    ),
  notSold: z
    .enum(["baijiu", "beer", "huangjiu", "sake", "whisky"])
    .nullable()
    .describe("a search that found nothing names a drink the shop does not sell (白酒: baijiu)"),
});

/** The wine list for its CSV: every wine of the list's filters, search and sort, in one answer. */
export const goodsExportSchema = z.strictObject({
  list: z.array(
    goodsSummarySchema.extend({
      grapes: z.array(z.string()).describe("the grapes' names, in the blend's order"),
    }),
  ),
  total: int().describe("the wines the list counts (a search counts its first 1,000)"),
  capped: z.boolean().describe("more wines than one export holds: list is the first of them"),
});

export const searchPlaceSchema = z.strictObject({ id: int(), name: z.string() });

export const hotSearchesSchema = z.strictObject({
  words: z
    .array(z.string())
    .describe("the operator's pinned words, then the words buyers searched most in 30 days"),
});

export const goodsSuggestionsSchema = z.strictObject({
  wines: z.array(goodsSummarySchema).describe("the first wines of the list's own search"),
  wineries: z.array(searchPlaceSchema).describe("wineries whose names the words name"),
  regions: z.array(searchPlaceSchema).describe("regions whose names the words name"),
  didYouMean: z
    .string()
    .nullable()
    .describe("Chinese said in pinyin found the wines: the words the buyer probably meant"),
});

export const goodsAttributeSchema = z.strictObject({
  key: z.string().describe('attribute key of spec §3, e.g. "brand", "alcohol", "capacity"'),
  value: z.string(),
});

export const deliveryCitySchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  minDays: int().describe("estimated days to deliver from the shop's cellar"),
  maxDays: int(),
});

export const goodsDetailSchema = goodsSummarySchema.extend({
  description: z.string(),
  grapes: z.array(z.strictObject({ id: int(), name: z.string() })),
  attributes: z
    .array(goodsAttributeSchema)
    .describe("every attribute of spec §3 that has a value, in display order"),
  pictures: z.array(z.string()),
  deliveryCities: z.array(deliveryCitySchema),
  reviews: reviewPageSchema.describe(
    "the first page of its reviews, newest first, as findComments answers it",
  ),
  pointsPrice: int()
    .positive()
    .nullable()
    .describe("a bottle's price in points (points purchase), or null when not for points"),
  collected: z
    .boolean()
    .nullable()
    .describe("whether the caller collected it; null without a token"),
  pointsBalance: int()
    .nullable()
    .describe("the caller's points, to compare with pointsPrice; null without a token"),
  restockSubscribed: z
    .boolean()
    .nullable()
    .describe(
      "whether the caller waits for an SMS when it is back (到货通知); null without a token",
    ),
});

export const facetOptionSchema = z.strictObject({
  value: z.string(),
  label: z.string(),
  count: int(),
});

export const goodsFacetsSchema = z.strictObject({
  countries: z.array(facetOptionSchema),
  areas: z.array(facetOptionSchema),
  grapes: z.array(facetOptionSchema),
  prices: z.array(facetOptionSchema).describe('value "min-max" in cents, max empty for "and up"'),
  scores: z.array(facetOptionSchema).describe("value: the minimum score"),
});

export const chateauSummarySchema = z.strictObject({
  id: int(),
  name: z.string(),
  nameEn: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  areaName: z.string(),
  founded: int().nullable(),
  description: z.string(),
  wineCount: int(),
  picture: z.string().nullable(),
});

export const chateauPageSchema = z.strictObject({
  list: z.array(chateauSummarySchema),
  total: int(),
  page: int(),
  pageSize: int(),
  hasMore: z.boolean(),
});

export const chateauDetailSchema = chateauSummarySchema.extend({
  hectares: z.number().nullable(),
  wines: z.array(goodsSummarySchema),
  collectedIds: collectedIdsSchema,
});

export const homeDataSchema = z.strictObject({
  featured: z.array(goodsSummarySchema),
  newArrivals: z.array(goodsSummarySchema),
  bestSellers: z.array(goodsSummarySchema),
  promotions: z.array(goodsSummarySchema),
  chateaux: z.array(chateauSummarySchema),
  countryCount: int().describe("the number of countries of the wines on the shelf"),
  collectedIds: collectedIdsSchema,
});
