/** The shelf filled again: the operator's stock receipts and the buyers waiting for a sold-out wine. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

/**
 * A buyer waiting for a sold-out wine (到货通知): told once by SMS, in the language they asked in,
 * at the phone their account has when it is sent. One waiting row per buyer and wine (the partial
 * index); once notified the row stays as a record, and asking again makes a new one.
 */
export const restockSubscriptions = pgTable(
  "restock_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("restock_subscriptions_waiting_uq")
      .on(t.userId, t.productId)
      .where(sql`${t.notifiedAt} is null`),
    index("restock_subscriptions_waiting_product_idx")
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
    check("restock_subscriptions_lang", sql`${t.lang} in ('ch', 'tc', 'en')`),
  ],
);

/** Bottles the operator received onto the shelf: who, how many, and the stock before and after. */
export const stockReceipts = pgTable(
  "stock_receipts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    stockBefore: integer("stock_before").notNull(),
    stockAfter: integer("stock_after").notNull(),
    operator: text("operator").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_receipts_product_idx").on(t.productId, t.createdAt),
    check("stock_receipts_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A change of a wine's stock that is not a sale, a return or a receipt: bottles broken, a
 * stock-take's count, a correction. Always with its reason; the stock before and after are the
 * locked row's, and the products table's check keeps the after at or above zero (what open orders
 * reserve is off the shelf already).
 */
export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    delta: integer("delta").notNull(),
    stockBefore: integer("stock_before").notNull(),
    stockAfter: integer("stock_after").notNull(),
    /** a stock-take's count: the bottles counted, those open orders hold included */
    counted: integer("counted"),
    operator: text("operator").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_adjustments_product_idx").on(t.productId, t.createdAt),
    check("stock_adjustments_reason", sql`${t.reason} in ('breakage', 'stocktake', 'correction')`),
    check(
      "stock_adjustments_delta",
      sql`${t.delta} <> 0 and ${t.stockAfter} = ${t.stockBefore} + ${t.delta} and ${t.stockAfter} >= 0`,
    ),
    check("stock_adjustments_note", sql`length(${t.note}) <= 200`),
    check(
      "stock_adjustments_counted",
      sql`${t.counted} is null or (${t.reason} = 'stocktake' and ${t.counted} >= 0)`,
    ),
  ],
);
