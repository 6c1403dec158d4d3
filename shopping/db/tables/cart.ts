/** The cart, and what a shopper asked for before logging in. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    selected: boolean("selected").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_uq").on(t.userId, t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * What a shopper asked for before logging in (add to cart, later collect or gift) is done once
 * after the login: the storefront sends the wish's id, and the service records it in the same
 * transaction as the change, so a second login that carries the same wish finds it done.
 */
export const doneWishes = pgTable(
  "done_wishes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wishId: uuid("wish_id").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wishId] })],
);
