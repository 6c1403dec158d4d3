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
 * Reasons a buyer may pick, stored and sent as these codes; each reader sees them in their own
 * language. "other" asks for the buyer's own words (the details), which any reason may have.
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
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];
export const isAfterSaleReason = (value: unknown): value is AfterSaleReason =>
  (AFTER_SALE_REASONS as readonly unknown[]).includes(value);
/** The buyer's own words about the reason, kept as typed. */
export const AFTER_SALE_DETAILS_MAX_LENGTH = 200;
export const REJECT_REASON_MAX_LENGTH = 200;

export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;
export type AfterSaleView = z.infer<typeof afterSaleViewSchema>;
export type OpenAfterSale = z.infer<typeof openAfterSaleSchema>;
