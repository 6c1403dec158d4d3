/**
 * Resale by consignment (decision 037): the shop's rules, the sellers' items, the bottles each
 * item holds, and the sales made from them with their payouts. The checks make a wrong state
 * impossible whatever a caller does: an item never sells more than it holds, a bottle is in at
 * most one open item, a registered item is one the shop holds and graded.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
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
import { products } from "./catalog";
import { orderLines, orders } from "./orders";
import { payoutAccounts } from "./payouts";
import { bottles } from "./provenance";

/** The resale rules, one row: the migration writes the first, the operator changes them. */
export const resaleRules = pgTable(
  "resale_rules",
  {
    id: smallint("id").primaryKey().default(1),
    /** a resale price may be this percent above or below the shop's current price */
    bandPercent: smallint("band_percent").notNull(),
    /** the shop's commission, percent of each sale */
    commissionPercent: smallint("commission_percent").notNull(),
    /** the payout is due this many days after the buyer's receipt (the return window) */
    payoutDays: smallint("payout_days").notNull(),
    /** an item on the shelf this many days without a sale goes off it */
    shelfDays: smallint("shelf_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** operator:NAME, or seed */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    check("resale_rules_one_row", sql`${t.id} = 1`),
    check("resale_rules_band", sql`${t.bandPercent} between 0 and 90`),
    check("resale_rules_commission", sql`${t.commissionPercent} between 0 and 50`),
    check("resale_rules_payout_days", sql`${t.payoutDays} between 0 and 60`),
    check("resale_rules_shelf_days", sql`${t.shelfDays} between 1 and 365`),
  ],
);

/** The statuses in which the shop holds the bottles, inspected: the item is registered. */
const HELD = sql`('shop_audit_passed', 'on_shelf', 'off_shelf')`;

/** A seller's bottles of one wine from one order, offered through the shop. */
export const resaleItems = pgTable(
  "resale_items",
  {
    id: serial("id").primaryKey(),
    /** what the seller and the operator name it by: R and six digits */
    code: text("code")
      .notNull()
      // lpad alone would cut a seventh digit off: past R999999 the code grows.
      .generatedAlwaysAs(sql`'R' || lpad(id::text, greatest(6, length(id::text)), '0')`),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** contract/resale-statuses.ts; moves only by shopping/resale/status.ts */
    status: text("status").notNull(),
    registration: text("registration").notNull().default("unregistered"),
    priceCents: integer("price_cents").notNull(),
    /** the shop's price when it was listed: the band's centre */
    shopPriceCents: integer("shop_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    minQuantity: integer("min_quantity").notNull(),
    soldQuantity: integer("sold_quantity").notNull().default(0),
    reservedQuantity: integer("reserved_quantity").notNull().default(0),
    shipCompany: text("ship_company"),
    shipTrackingNo: text("ship_tracking_no"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    grade: text("grade"),
    auditNote: text("audit_note"),
    /** names of pictures the operator uploaded (shopping/files) */
    auditPhotos: text("audit_photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    auditedBy: text("audited_by"),
    auditedAt: timestamp("audited_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    shelvedAt: timestamp("shelved_at", { withTimezone: true }),
    offShelfAt: timestamp("off_shelf_at", { withTimezone: true }),
    /** seller | expired */
    offShelfBy: text("off_shelf_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** the seller's language when listing: the shop's notices about the item are written in it */
    lang: text("lang").notNull().default("ch"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("resale_items_code_uq").on(t.code),
    check("resale_items_lang", sql`${t.lang} in ('ch', 'tc', 'en')`),
    // What cart and order lines name an item and its wine by (their foreign keys).
    uniqueIndex("resale_items_id_product_uq").on(t.id, t.productId),
    index("resale_items_seller_idx").on(t.sellerId, t.id),
    index("resale_items_on_shelf_idx")
      .on(t.productId, t.priceCents)
      .where(sql`${t.status} = 'on_shelf'`),
    check(
      "resale_items_status",
      sql`${t.status} in ('initial', 'system_audit_passed', 'shop_audit_passed', 'on_shelf', 'off_shelf', 'rejected', 'withdrawn')`,
    ),
    check(
      "resale_items_registration",
      sql`${t.registration} = case when ${t.status} in ${HELD} then 'registered' else 'unregistered' end`,
    ),
    check("resale_items_price", sql`${t.priceCents} > 0 and ${t.shopPriceCents} > 0`),
    check(
      "resale_items_quantities",
      sql`${t.quantity} > 0 and ${t.minQuantity} between 1 and ${t.quantity}
        and ${t.soldQuantity} >= 0 and ${t.reservedQuantity} >= 0
        and ${t.soldQuantity} + ${t.reservedQuantity} <= ${t.quantity}`,
    ),
    check(
      "resale_items_shipment",
      sql`(${t.shipCompany} is null) = (${t.shipTrackingNo} is null)
        and (${t.shipCompany} is null) = (${t.shippedAt} is null)`,
    ),
    check(
      "resale_items_graded_when_held",
      sql`${t.status} not in ${HELD} or (${t.grade} is not null and ${t.auditedBy} is not null)`,
    ),
    check("resale_items_grade", sql`${t.grade} is null or ${t.grade} in ('A', 'B', 'C')`),
    check(
      "resale_items_rejected_with_reason",
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
    check(
      "resale_items_nothing_sold_before_the_shelf",
      sql`${t.status} in ('on_shelf', 'off_shelf') or (${t.soldQuantity} = 0 and ${t.reservedQuantity} = 0)`,
    ),
    check(
      "resale_items_off_shelf_by",
      sql`${t.offShelfBy} is null or ${t.offShelfBy} in ('seller', 'expired')`,
    ),
  ],
);

/**
 * The bottles an item holds, by serial. A bottle is in at most one open item; an item rejected
 * or withdrawn releases its bottles, and so does a bottle's sale once it leaves with its buyer.
 */
export const resaleItemBottles = pgTable(
  "resale_item_bottles",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => resaleItems.id),
    serial: text("serial")
      .notNull()
      .references(() => bottles.serial),
    released: boolean("released").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.serial] }),
    uniqueIndex("resale_item_bottles_one_open_item_uq")
      .on(t.serial)
      .where(sql`not ${t.released}`),
  ],
);

/**
 * A sale from an item: an order line's bottles, what they cost, the shop's commission and the
 * seller's payout. pending: bought, not yet received; due: received, payable from due_at;
 * paid: the operator paid it; cancelled: the order ended unpaid or every bottle came back.
 */
export const resaleSales = pgTable(
  "resale_sales",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => resaleItems.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    quantity: integer("quantity").notNull(),
    returnedQuantity: integer("returned_quantity").notNull().default(0),
    /** whether its bottles count as sold on the item (paid) or only reserved (not yet paid) */
    paid: boolean("paid").notNull().default(false),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** of the bottles kept: (quantity - returned) x unit price */
    amountCents: integer("amount_cents").notNull(),
    commissionPercent: smallint("commission_percent").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    payoutCents: integer("payout_cents").notNull(),
    payoutStatus: text("payout_status").notNull().default("pending"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidReference: text("paid_reference"),
    paidBy: text("paid_by"),
    payoutAccountId: integer("payout_account_id").references(() => payoutAccounts.id, {
      onDelete: "set null",
    }),
    /** the account as it was paid to, masked, kept if the seller deletes it later */
    paidToMasked: text("paid_to_masked"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("resale_sales_item_idx").on(t.itemId, t.id),
    index("resale_sales_seller_idx").on(t.sellerId, t.id),
    index("resale_sales_order_idx").on(t.orderId),
    index("resale_sales_due_idx")
      .on(t.dueAt)
      .where(sql`${t.payoutStatus} = 'due'`),
    uniqueIndex("resale_sales_line_uq").on(t.orderLineId),
    check(
      "resale_sales_payout_status",
      sql`${t.payoutStatus} in ('pending', 'due', 'paid', 'cancelled')`,
    ),
    check(
      "resale_sales_quantities",
      sql`${t.quantity} > 0 and ${t.returnedQuantity} between 0 and ${t.quantity}`,
    ),
    check(
      "resale_sales_money",
      sql`${t.unitPriceCents} > 0 and ${t.amountCents} = (${t.quantity} - ${t.returnedQuantity}) * ${t.unitPriceCents}
        and ${t.commissionCents} between 0 and ${t.amountCents}
        and ${t.payoutCents} = ${t.amountCents} - ${t.commissionCents}`,
    ),
    check(
      "resale_sales_due_after_receipt",
      sql`${t.payoutStatus} not in ('due', 'paid') or (${t.receivedAt} is not null and ${t.dueAt} is not null)`,
    ),
    check(
      "resale_sales_paid_with_reference",
      sql`(${t.payoutStatus} = 'paid') = (${t.paidReference} is not null and ${t.paidAt} is not null and ${t.paidBy} is not null)`,
    ),
    check(
      "resale_sales_cancelled",
      sql`(${t.payoutStatus} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * What the shop tells a seller by itself (an item taken off the shelf unsold): shown with the
 * item, and sent by SMS after the sweep that wrote it commits (sent_at).
 */
export const resaleNotices = pgTable(
  "resale_notices",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => resaleItems.id),
    /** expired: off the shelf after the rules' shelf days unsold */
    kind: text("kind").notNull(),
    lang: text("lang").notNull().default("ch"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("resale_notices_item_idx").on(t.itemId, t.id),
    index("resale_notices_unsent_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    check("resale_notices_kind", sql`${t.kind} in ('expired')`),
  ],
);
