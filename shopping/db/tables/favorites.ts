/** Favorites and the browsing history. */
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

/** A shopper's favorite wines (spec §2's collect): a wine at most once per shopper. */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favorites_user_product_uq").on(t.userId, t.productId),
    index("favorites_user_newest_idx").on(t.userId, t.id),
  ],
);

/**
 * The wines a shopper opened (spec §2's footprint): one row per wine, moved to the top by each
 * visit. `visitSeq` comes from a sequence at every visit, so it orders the list and is its cursor
 * (a timestamp ties).
 */
export const browseHistory = pgTable(
  "browse_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
    visitSeq: bigint("visit_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('browse_history_visit_seq')`),
  },
  (t) => [
    uniqueIndex("browse_history_user_product_uq").on(t.userId, t.productId),
    index("browse_history_user_latest_idx").on(t.userId, t.visitSeq),
  ],
);
