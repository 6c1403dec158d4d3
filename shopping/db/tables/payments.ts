/** Payments, the gateways' notifications, refunds and the sandbox's trades. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { afterSales } from "./aftersale";
import { orders } from "./orders";

/**
 * One payment attempt of an order at a gateway, on one path (decision 039): a QR code to scan, or a
 * launch of the wallet on the phone itself. An order may have several (renewed, other method, other
 * path); at most one is pending.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** our trade number at the gateway (out_trade_no); unique per attempt */
    outTradeNo: text("out_trade_no").notNull(),
    /** alipay | wechat */
    method: text("method").notNull(),
    /** sandbox | wechatpay | alipay */
    gateway: text("gateway").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** qr | phone | wechat-browser | mini-program (contract/buying.ts PAY_PATHS) */
    path: text("path").notNull().default("qr"),
    /** the gateway's payment URL, shown as a QR code (the QR path only) */
    codeUrl: text("code_url"),
    /** how the phone opens the wallet (the other paths): contract/buying.ts WalletLaunch */
    launch: jsonb("launch"),
    /** what the gateway was asked (renewing a launch asks it again, the very same) */
    request: jsonb("request"),
    /** pending | paid | closed */
    status: text("status").notNull().default("pending"),
    gatewayTradeNo: text("gateway_trade_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_out_trade_no_uq").on(t.outTradeNo),
    index("payments_order_idx").on(t.orderId, t.createdAt),
    check("payments_path", sql`${t.path} in ('qr', 'phone', 'wechat-browser', 'mini-program')`),
    // A QR payment has its code and nothing to launch; a wallet payment the other way round.
    check(
      "payments_path_launch",
      sql`(${t.path} = 'qr') = (${t.codeUrl} is not null) and (${t.path} = 'qr') = (${t.launch} is null)`,
    ),
  ],
);

/** Every notification a gateway sent, verified or not; a replay is recognised by its key. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway").notNull(),
    /** the gateway's id of the event (or trade number and state): replays share it */
    eventKey: text("event_key").notNull(),
    outTradeNo: text("out_trade_no"),
    /** applied | replay | rejected: <why> */
    result: text("result").notNull(),
    body: text("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_notifications_event_uq")
      .on(t.gateway, t.eventKey)
      .where(sql`${t.result} <> 'rejected'`),
  ],
);

/**
 * The sandbox gateway's own books: what a real gateway keeps on its side.
 * Only the sandbox provider reads and writes this table.
 */
export const sandboxTrades = pgTable(
  "sandbox_trades",
  {
    tradeNo: text("trade_no").primaryKey(),
    outTradeNo: text("out_trade_no").notNull(),
    merchant: text("merchant").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    notifyUrl: text("notify_url").notNull(),
    /** NOTPAY | SUCCESS | CLOSED | DECLINED */
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sandbox_trades_out_trade_no_uq").on(t.outTradeNo)],
);

/**
 * Money sent back through a gateway: for an after-sale request, or on its own
 * for a payment that arrived after its order was closed (paid_after_close).
 * Idempotent at the gateway by out_refund_no.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    /** our refund number at the gateway (out_refund_no / out_request_no) */
    outRefundNo: text("out_refund_no").notNull(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    afterSaleId: integer("after_sale_id").references(() => afterSales.id),
    gateway: text("gateway").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** after_sale | paid_after_close */
    reason: text("reason").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull().default("pending"),
    gatewayRefundNo: text("gateway_refund_no"),
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_out_refund_no_uq").on(t.outRefundNo),
    uniqueIndex("refunds_after_sale_uq")
      .on(t.afterSaleId)
      .where(sql`${t.afterSaleId} is not null and ${t.status} <> 'failed'`),
    uniqueIndex("refunds_paid_after_close_uq")
      .on(t.paymentId)
      .where(sql`${t.reason} = 'paid_after_close' and ${t.status} <> 'failed'`),
    index("refunds_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index("refunds_settled_idx")
      .on(t.settledAt)
      .where(sql`${t.status} = 'succeeded'`),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
    check("refunds_status", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_reason", sql`${t.reason} in ('after_sale', 'paid_after_close')`),
  ],
);

/** The sandbox gateway's books of refunds (only the sandbox provider reads and writes this). */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    refundNo: text("refund_no").primaryKey(),
    outRefundNo: text("out_refund_no").notNull(),
    tradeNo: text("trade_no")
      .notNull()
      .references(() => sandboxTrades.tradeNo),
    amountCents: integer("amount_cents").notNull(),
    notifyUrl: text("notify_url").notNull(),
    /** PROCESSING | SUCCESS | ABNORMAL */
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    successAt: timestamp("success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_out_refund_no_uq").on(t.outRefundNo),
    check("sandbox_refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
