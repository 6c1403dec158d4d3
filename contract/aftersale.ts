/**
 * After-sale requests on a whole order (a refund before shipping, a return
 * after it): constants and types only, so the browser may import it; the zod
 * schemas of the answers are in aftersale-answers.ts.
 */
import type { z } from "zod";
import type {
  afterSaleSummarySchema,
  afterSaleViewSchema,
  openAfterSaleSchema,
} from "./aftersale-answers";

export const AFTER_SALE_KINDS = ["refund", "return"] as const;
export type AfterSaleKindName = (typeof AFTER_SALE_KINDS)[number];
export const AFTER_SALE_STATUS_NAMES = [
  "requested",
  "approved",
  "goods_sent",
  "refunding",
  "succeeded",
  "rejected",
] as const;
export type AfterSaleStatusName = (typeof AFTER_SALE_STATUS_NAMES)[number];

/**
 * Reasons a buyer may pick (the storefront translates them); "other" asks for the buyer's own
 * words.
 */
export const AFTER_SALE_REASONS = [
  "changedMind",
  "wrongItem",
  "damaged",
  "quality",
  "notAsDescribed",
  "lateDelivery",
  "other",
] as const;
export const AFTER_SALE_REASON_MAX_LENGTH = 200;
export const REJECT_REASON_MAX_LENGTH = 200;

export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;
export type AfterSaleView = z.infer<typeof afterSaleViewSchema>;
export type OpenAfterSale = z.infer<typeof openAfterSaleSchema>;
