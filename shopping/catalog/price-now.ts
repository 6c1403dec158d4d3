/**
 * What a wine sells at now (decision 047): its promotion's price while the promotion runs, else its
 * price. Every query that shows, filters, sorts or charges a price reads it from here, so the list,
 * the wine's page, the cart, the checkout and the points price agree at every moment, with no job
 * that has to run at the start or the end. `now()` is the transaction's start: one statement sees
 * one moment.
 */
import { sql } from "drizzle-orm";
import { products } from "../db/schema";

export const promotionRunning = sql<boolean>`(${products.promotionStartsAt} <= now() and now() < ${products.promotionEndsAt})`;

export const priceNow = sql<number>`(case when ${promotionRunning} then ${products.promotionPriceCents} else ${products.priceCents} end)`;

/** A promotion's discount and label show while it runs; those of a wine without one, always. */
const promotionShows = sql`(${products.promotionStartsAt} is null or ${promotionRunning})`;

export const discountNow = sql<
  number | null
>`(case when ${promotionShows} then ${products.discount} end)`;

export const promotionLabelNow = sql<
  typeof products.$inferSelect.promotion
>`(case when ${promotionShows} then ${products.promotion} end)`;
