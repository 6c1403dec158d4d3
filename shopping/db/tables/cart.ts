/** The cart, and what a shopper asked for before logging in. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
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
import { resaleItems } from "./resale";

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
    /**
     * A resale item's bottles (decision 037): a line of its own beside the shop's line of the same
     * wine, priced at the item's price and taken from the item, never from the shop's stock.
     */
    resaleItemId: integer("resale_item_id"),
    quantity: integer("quantity").notNull(),
    selected: boolean("selected").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_uq")
      .on(t.userId, t.productId)
      .where(sql`${t.resaleItemId} is null`),
    uniqueIndex("cart_items_user_resale_item_uq")
      .on(t.userId, t.resaleItemId)
      .where(sql`${t.resaleItemId} is not null`),
    // The line's wine is the item's wine.
    foreignKey({
      name: "cart_items_resale_item_fk",
      columns: [t.resaleItemId, t.productId],
      foreignColumns: [resaleItems.id, resaleItems.productId],
    }),
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
