/**
 * The shared contract of the catalogue: the shapes the /shopping service
 * answers with, derived from the zod schemas of catalog-answers.ts. Types
 * only (`import type`), so importing it costs the browser nothing.
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
  goodsFacetsSchema,
  goodsPageSchema,
  goodsSummarySchema,
  homeDataSchema,
  wineStyleSchema,
} from "./catalog-answers";

export type WineStyle = z.infer<typeof wineStyleSchema>;
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
export type GoodsPage = z.infer<typeof goodsPageSchema>;
export type GoodsAttribute = z.infer<typeof goodsAttributeSchema>;
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;
export type DeliveryCity = z.infer<typeof deliveryCitySchema>;
export type FacetOption = z.infer<typeof facetOptionSchema>;
export type GoodsFacets = z.infer<typeof goodsFacetsSchema>;
export type ChateauSummary = z.infer<typeof chateauSummarySchema>;
export type ChateauPage = z.infer<typeof chateauPageSchema>;
export type ChateauDetail = z.infer<typeof chateauDetailSchema>;
export type HomeData = z.infer<typeof homeDataSchema>;
