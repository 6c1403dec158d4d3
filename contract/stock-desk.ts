/**
 * The stock desk's limits (the console's /admin/stock and the service): without zod, so the
 * pages' forms may read them; the forms' schemas are in stock-desk-forms.ts.
 */

/** Why a wine's stock changed other than by a sale, a return or a receipt. */
export const STOCK_ADJUST_REASONS = ["breakage", "stocktake", "correction"] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

/** One adjustment moves at most a receipt's worth of bottles either way (STOCK_RECEIPT_MAX). */
export const STOCK_ADJUST_MAX = 10_000;
/** A counted shelf at most: the most a wine's shelf holds (restock/receipts.ts, STOCK_MAX). */
export const STOCK_COUNT_MAX = 1_000_000;
export const STOCK_NOTE_MAX = 200;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;
/** The words of a search at most. */
export const STOCK_QUERY_MAX = 40;
