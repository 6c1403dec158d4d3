/**
 * The shared contract of the catalogue: the shapes the /shopping service
 * answers with, derived from the zod schemas of catalog-answers.ts, and the
 * list's sorts. Types and one small list, so importing it costs the browser
 * nothing to speak of.
 */
import type { z } from "zod";
import type {
  chateauDetailSchema,
  chateauPageSchema,
  chateauSummarySchema,
  deliveryCitySchema,
  facetOptionSchema,
  goodsAttributeSchema,
  goodsDetailSchema,
  goodsExportSchema,
  goodsFacetsSchema,
  goodsPageSchema,
  goodsSuggestionsSchema,
  hotSearchesSchema,
  goodsSummarySchema,
  homeDataSchema,
  wineStyleSchema,
} from "./catalog-answers";

export type WineStyle = z.infer<typeof wineStyleSchema>;
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
export type GoodsPage = z.infer<typeof goodsPageSchema>;
export type GoodsExport = z.infer<typeof goodsExportSchema>;
export type GoodsSuggestions = z.infer<typeof goodsSuggestionsSchema>;
export type HotSearches = z.infer<typeof hotSearchesSchema>;
export type GoodsAttribute = z.infer<typeof goodsAttributeSchema>;
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;
export type DeliveryCity = z.infer<typeof deliveryCitySchema>;
export type FacetOption = z.infer<typeof facetOptionSchema>;
export type GoodsFacets = z.infer<typeof goodsFacetsSchema>;
export type ChateauSummary = z.infer<typeof chateauSummarySchema>;
export type ChateauPage = z.infer<typeof chateauPageSchema>;
export type ChateauDetail = z.infer<typeof chateauDetailSchema>;
export type HomeData = z.infer<typeof homeDataSchema>;

/**
 * The most wines one CSV export of the list holds: as many as a search counts (decision 019), and a
 * bound on what one anonymous download costs.
 */
export const GOODS_EXPORT_MAX = 1_000;

/** The wine list's sorts: 综合, 销量, 上架时间, and the price paid, rising or falling. */
export const GOODS_SORTS = ["default", "sales", "shelfTime", "priceAsc", "priceDesc"] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
