/** Orders, their lines, moves and tracking, and the reviews of what was received. */
import { sql } from "drizzle-orm";
import type { Address } from "../../../contract/accounts";
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { uploads } from "./files";
import { resaleItems } from "./resale";

/**
 * Orders. Amounts are computed by the service from the database when the order
 * is submitted and never change afterwards:
 * total = goods + freight - points offset; discount = original - goods (the promotion).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** one of ORDER_STATUSES (shopping/orders/status.ts) */
    status: text("status").notNull(),
    /** the checkout form's key: a second submit of the same form finds this order */
    idempotencyKey: text("idempotency_key").notNull(),
    quantity: integer("quantity").notNull(),
    /** the list prices (market price) times the quantities */
    originalCents: integer("original_cents").notNull(),
    /** the shop's prices times the quantities: the transaction amount of the goods */
    goodsCents: integer("goods_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    freightCents: integer("freight_cents").notNull(),
    pointsUsed: integer("points_used").notNull().default(0),
    pointsCents: integer("points_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** money and points settled after-sale requests gave back (decision 033) */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedPoints: integer("refunded_points").notNull().default(0),
    buyerMessage: text("buyer_message").notNull().default(""),
    /** the address as it was when the order was placed */
    address: jsonb("address").$type<OrderAddress>().notNull(),
    /** cart: the lines came from the cart and leave it; buyNow: straight from the detail page */
    source: text("source").notNull(),
    payMethod: text("pay_method"),
    logisticsCompany: text("logistics_company"),
    logisticsNo: text("logistics_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** an unpaid order is closed after this moment */
    payBefore: timestamp("pay_before", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * how long after shipping its receipt is confirmed by itself: the shop's rule when the order was
     * placed (decision 042); NULL for orders placed before the rule was kept, which follow the rule
     * in force
     */
    autoConfirmSeconds: integer("auto_confirm_seconds"),
    /** when the operator shipped it; the auto-confirm job confirms receipt a set time after */
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_no_uq").on(t.orderNo),
    index("orders_user_status_idx").on(t.userId, t.status, t.createdAt),
    index("orders_unreceived_idx")
      .on(t.shippedAt)
      .where(sql`${t.status} = 'pending_receipt'`),
    uniqueIndex("orders_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.userId, t.createdAt),
    // The order desk's list, newest first, whole or of one status (issue 32, at 10,000 orders).
    index("orders_created_idx").on(t.createdAt, t.id),
    // The owner's dashboard sums the money in by the time it came (decision 046).
    index("orders_paid_idx")
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_unpaid_idx")
      .on(t.payBefore)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      "orders_amounts",
      sql`${t.totalCents} >= 0 and ${t.goodsCents} >= 0 and ${t.freightCents} >= 0 and ${t.pointsUsed} >= 0`,
    ),
    // Never more back than the order cost.
    check(
      "orders_refunded",
      sql`${t.refundedCents} between 0 and ${t.totalCents} and ${t.refundedPoints} between 0 and ${t.pointsUsed}`,
    ),
  ],
);

/** An address book entry as it was when the order was placed. */
export type OrderAddress = Omit<Address, "id" | "isDefault">;

/** The order's lines with the names and prices of that moment. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    spuName: text("spu_name").notNull(),
    spuNameTc: text("spu_name_tc").notNull(),
    spuNameEn: text("spu_name_en").notNull(),
    vintage: integer("vintage"),
    capacityMl: integer("capacity_ml").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    marketPriceCents: integer("market_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineCents: integer("line_cents").notNull(),
    /** bought from a resale item (decision 037): the item's bottles, not the shop's stock */
    resaleItemId: integer("resale_item_id"),
    /** bottles settled after-sale requests took back (refunded or returned) */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    // The line's wine is the item's wine.
    foreignKey({
      name: "order_lines_resale_item_fk",
      columns: [t.resaleItemId, t.productId],
      foreignColumns: [resaleItems.id, resaleItems.productId],
    }),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_refunded_quantity", sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every move of an order: who, when, from, to, why. The timeline is read from here. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** submit | pay | cancel | close | ship | receive | evaluate ... */
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** buyer | system | gateway:<name> */
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * Tracking events of an order's parcels, as the local logistics provider keeps
 * them (the operator adds them); a carrier's API may answer instead behind
 * the same interface (shopping/providers/logistics).
 */
export const logisticsEvents = pgTable(
  "logistics_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** outbound: shop to buyer; return: buyer back to the shop */
    direction: text("direction").notNull().default("outbound"),
    text: text("text").notNull(),
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
    /** operator:<name> or a provider's name */
    recordedBy: text("recorded_by").notNull(),
    /** the console's form's own key: the same form sent again records one event */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("logistics_events_order_idx").on(t.orderId, t.happenedAt),
    uniqueIndex("logistics_events_request_uq").on(t.orderId, t.requestKey),
    check("logistics_events_direction", sql`${t.direction} in ('outbound', 'return')`),
    check("logistics_events_text", sql`length(trim(${t.text})) between 1 and 500`),
  ],
);

/** A buyer's review of one wine of one of their orders: once per order and wine. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_order_product_uq").on(t.orderId, t.productId),
    index("reviews_product_idx").on(t.productId, t.createdAt, t.id),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_content_length", sql`length(trim(${t.content})) between 1 and 500`),
  ],
);

/** The pictures of a review (at most PHOTOS_MAX), as for after-sale requests. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.position] }),
    uniqueIndex("review_photos_upload_uq").on(t.uploadId),
    check("review_photos_position", sql`${t.position} between 0 and 5`),
  ],
);
