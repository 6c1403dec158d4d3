/** The points programme: its rules, the ledger, gifts and shortfalls. */
import { sql } from "drizzle-orm";
import { POINTS_REASONS } from "../../../contract/points";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * The points programme's rules. A change is a new row and the old one stops being active (one
 * active row, by a partial unique index), so the ledger's rows keep the rule they were made under.
 */
export const bonusPointRules = pgTable(
  "bonus_point_rules",
  {
    id: serial("id").primaryKey(),
    nameCh: text("name_ch").notNull(),
    nameTc: text("name_tc").notNull(),
    nameEn: text("name_en").notNull(),
    /** points that offset one yuan at checkout (spec §9's fixed rate) */
    pointsPerYuan: integer("points_per_yuan").notNull(),
    /** the largest share of the goods amount points may pay, in percent */
    maxOffsetPercent: smallint("max_offset_percent").notNull(),
    /** points a completed order earns per yuan it paid in money */
    earnPerYuan: integer("earn_per_yuan").notNull().default(1),
    /** points a new account receives at registration */
    welcomeGrant: integer("welcome_grant").notNull().default(0),
    /** a gift above this many points asks for an SMS code */
    giftSmsThreshold: integer("gift_sms_threshold").notNull().default(1000),
    /** the most points one account may give away in one Beijing day */
    giftDailyCap: integer("gift_daily_cap").notNull().default(20000),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** the operator who made the change; "shop" for the first rule */
    createdBy: text("created_by").notNull().default("shop"),
  },
  (t) => [
    uniqueIndex("bonus_point_rules_active_uq")
      .on(t.active)
      .where(sql`${t.active}`),
    check(
      "bonus_point_rules_values",
      sql`${t.pointsPerYuan} > 0 and ${t.maxOffsetPercent} between 0 and 100 and ${t.earnPerYuan} >= 0 and ${t.welcomeGrant} >= 0 and ${t.giftSmsThreshold} >= 0 and ${t.giftDailyCap} > 0`,
    ),
  ],
);

/**
 * The points ledger: append-only rows of (before, change, after, reason); a user's balance is the
 * `after` of their last row. Triggers (migration 0010) refuse an update or a delete, and a row whose
 * `before` is not the user's previous `after`.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    before: integer("before").notNull(),
    change: integer("change").notNull(),
    after: integer("after").notNull(),
    /** shopping/points/reasons.ts */
    reason: text("reason").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    /** the rule an earning or a welcome was computed under */
    ruleId: integer("rule_id").references(() => bonusPointRules.id),
    /** the other account of a gift */
    counterpartUserId: integer("counterpart_user_id").references(() => users.id),
    /** an operator's adjustment: their name and note */
    operator: text("operator"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.id),
    check("points_ledger_balance", sql`${t.after} >= 0 and ${t.after} = ${t.before} + ${t.change}`),
    check(
      "points_ledger_reason",
      sql`${t.reason} in (${sql.raw(POINTS_REASONS.map((r) => `'${r}'`).join(", "))})`,
    ),
    // An order earns once.
    uniqueIndex("points_ledger_order_earn_uq")
      .on(t.orderId)
      .where(sql`${t.reason} = 'order_earn'`),
  ],
);

/**
 * Gifts of points, each under the key its preview made: a confirmation sent twice (a double tap, a
 * retry on a weak network, a replayed cookie) finds the gift it already made instead of making
 * another (shopping/points/gifts.ts).
 */
export const pointsGifts = pgTable(
  "points_gifts",
  {
    id: serial("id").primaryKey(),
    giverId: integer("giver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id),
    points: integer("points").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** the giver's balance right after the gift: the answer a repeated confirmation gets */
    giverBalanceAfter: integer("giver_balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_gifts_key_uq").on(t.giverId, t.idempotencyKey),
    check("points_gifts_points", sql`${t.points} > 0 and ${t.giverBalanceAfter} >= 0`),
    check("points_gifts_not_self", sql`${t.giverId} <> ${t.receiverId}`),
  ],
);

/**
 * Points a refund took back that the balance no longer held (docs/decisions/023): the rest is
 * taken from the user's next earnings, oldest shortfall first.
 */
export const pointsShortfalls = pgTable(
  "points_shortfalls",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    points: integer("points").notNull(),
    remaining: integer("remaining").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_shortfalls_open_idx")
      .on(t.userId, t.id)
      .where(sql`${t.remaining} > 0`),
    check(
      "points_shortfalls_remaining",
      sql`${t.points} > 0 and ${t.remaining} between 0 and ${t.points}`,
    ),
  ],
);

// ---- after the payment: logistics, reviews, after-sale requests, refunds at the gateways.
