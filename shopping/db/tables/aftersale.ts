/** After-sale requests and their photos. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { uploads } from "./files";
import { orderLines, orders } from "./orders";

/**
 * A buyer's after-sale request on bottles of an order (after_sale_lines): a refund before shipping
 * or a return after it. Several per order, one open at a time; its statuses and moves are in
 * shopping/aftersale/status.ts.
 */
export const afterSales = pgTable(
  "after_sales",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** refund | return */
    kind: text("kind").notNull(),
    /** requested | approved | goods_sent | refunding | succeeded | rejected */
    status: text("status").notNull(),
    /** the order's status when the request was made: where a refused request takes it back */
    orderStatusBefore: text("order_status_before").notNull(),
    /** a code of contract AFTER_SALE_REASONS, never a text in some language */
    reasonCode: text("reason_code").notNull(),
    /** the buyer's own words about it, as typed */
    reasonDetails: text("reason_details"),
    amountCents: integer("amount_cents").notNull(),
    points: integer("points").notNull(),
    /** a return's freight back: shop (breakage, a wrong wine, by the shop's rule) or buyer */
    returnFreightPayer: text("return_freight_payer"),
    returnCompany: text("return_company"),
    returnTrackingNo: text("return_tracking_no"),
    rejectReason: text("reject_reason"),
    /** made by the form's confirmation step: a request confirmed twice is made once */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("after_sales_request_key_uq").on(t.userId, t.requestKey),
    uniqueIndex("after_sales_open_uq")
      .on(t.orderId)
      .where(sql`${t.status} not in ('succeeded', 'rejected')`),
    index("after_sales_status_idx").on(t.status, t.createdAt),
    // An order's requests: its page, and the buyer's 退换/售后 tab.
    index("after_sales_order_idx").on(t.orderId),
    check("after_sales_kind", sql`${t.kind} in ('refund', 'return')`),
    check(
      "after_sales_reason_code",
      sql`${t.reasonCode} in ('changedMind', 'orderedByMistake', 'wrongItem', 'damaged', 'leaking', 'quality', 'notAsDescribed', 'lateDelivery', 'other')`,
    ),
    check(
      "after_sales_status",
      sql`${t.status} in ('requested', 'approved', 'goods_sent', 'refunding', 'succeeded', 'rejected')`,
    ),
    check(
      "after_sales_return_freight_payer",
      sql`${t.returnFreightPayer} is null or (${t.kind} = 'return' and ${t.returnFreightPayer} in ('shop', 'buyer'))`,
    ),
    check(
      "after_sales_amounts",
      sql`${t.amountCents} >= 0 and ${t.points} >= 0 and (${t.amountCents} > 0 or ${t.points} > 0)`,
    ),
  ],
);

/** The bottles a request takes back: how many of which line of its order. */
export const afterSaleLines = pgTable(
  "after_sale_lines",
  {
    afterSaleId: integer("after_sale_id")
      .notNull()
      .references(() => afterSales.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.afterSaleId, t.orderLineId] }),
    index("after_sale_lines_line_idx").on(t.orderLineId),
    check("after_sale_lines_quantity", sql`${t.quantity} > 0`),
  ],
);

/**
 * The pictures a buyer sent with an after-sale request (at most PHOTOS_MAX, in the order chosen):
 * each one an upload of that buyer for this purpose, attached once.
 */
export const afterSalePhotos = pgTable(
  "after_sale_photos",
  {
    afterSaleId: integer("after_sale_id")
      .notNull()
      .references(() => afterSales.id, { onDelete: "cascade" }),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.afterSaleId, t.position] }),
    uniqueIndex("after_sale_photos_upload_uq").on(t.uploadId),
    check("after_sale_photos_position", sql`${t.position} between 0 and 5`),
  ],
);
