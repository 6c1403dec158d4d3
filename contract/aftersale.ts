/**
 * After-sale requests on bottles of an order (a refund before shipping, a return after it; what
 * they are worth is in refund-shares.ts): constants and types only, so the browser may import it;
 * the zod schemas of the answers are in aftersale-answers.ts.
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
  "orderedByMistake",
  "wrongItem",
  "damaged",
  "leaking",
  "quality",
  "notAsDescribed",
  "lateDelivery",
  "other",
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];
export const isAfterSaleReason = (value: unknown): value is AfterSaleReason =>
  (AFTER_SALE_REASONS as readonly unknown[]).includes(value);

/** The order's moves that settle a request: on all of its bottles, or on some (decision 033). */
export const RETURN_SETTLED_ACTIONS = [
  "returnDone",
  "returnPartDone",
  "returnPartDoneAfterReceipt",
  "returnPartDoneAfterCompletion",
] as const;
export const AFTER_SALE_SETTLED_ACTIONS = [
  "refundDone",
  "refundPartDone",
  ...RETURN_SETTLED_ACTIONS,
] as const;

/** A refund before shipping has its reasons, a return of bottles received its own. */
export const REASONS_OF: Record<AfterSaleKindName, readonly AfterSaleReason[]> = {
  refund: ["changedMind", "orderedByMistake", "lateDelivery", "other"],
  return: ["damaged", "leaking", "wrongItem", "quality", "notAsDescribed", "changedMind", "other"],
};

/** Who pays the freight of a return parcel: the shop's rule names the reasons it pays for. */
export const RETURN_FREIGHT_PAYERS = ["shop", "buyer"] as const;
export type ReturnFreightPayer = (typeof RETURN_FREIGHT_PAYERS)[number];

/**
 * A tracking number as typed on a phone ("SF 1234-5678 90") read as couriers print it: spaces and
 * dashes dropped, letters in capitals.
 */
export const cleanTrackingNo = (typed: string): string =>
  typed.replace(/[\s\-‐‑‒–—－]/g, "").toUpperCase();

/** The buyer's own words about the reason, kept as typed. */
export const AFTER_SALE_DETAILS_MAX_LENGTH = 200;
export const REJECT_REASON_MAX_LENGTH = 200;

export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;
export type AfterSaleView = z.infer<typeof afterSaleViewSchema>;
export type OpenAfterSale = z.infer<typeof openAfterSaleSchema>;
