/**
 * After shipping, the buyer's side: reviews of the wines of an order and the
 * order's parcels. Types and constants only, so the browser may import it;
 * the zod schemas are in after-shipping-answers.ts and reviews-form.ts.
 */
import type { z } from "zod";
import type {
  logisticsViewSchema,
  parcelViewSchema,
  reviewPageSchema,
  reviewViewSchema,
  trackingEventViewSchema,
} from "./after-shipping-answers";

/** A review's text: not empty (spec §5), at most this long. */
export const REVIEW_MAX_LENGTH = 500;
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** Reviews per page of a wine's reviews, and the most a caller may ask for. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_MAX_PAGE_SIZE = 50;

export type ReviewView = z.infer<typeof reviewViewSchema>;
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export type TrackingEventView = z.infer<typeof trackingEventViewSchema>;
export type ParcelView = z.infer<typeof parcelViewSchema>;
export type LogisticsView = z.infer<typeof logisticsViewSchema>;
