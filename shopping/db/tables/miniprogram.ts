/**
 * The mini-program host's logins: which account a WeChat user (an openid of one mini-program) is,
 * and the one-time tickets that hand a login over to the shop's web-view or ask for the phone.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** One account per openid and one openid per account, in each mini-program (appid). */
export const miniProgramUsers = pgTable(
  "miniprogram_users",
  {
    id: serial("id").primaryKey(),
    appid: text("appid").notNull(),
    openid: text("openid").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("miniprogram_users_openid_uq").on(t.appid, t.openid),
    uniqueIndex("miniprogram_users_user_uq").on(t.appid, t.userId),
  ],
);

/**
 * Tickets, stored as a SHA-256 hash, used once, short-lived. kind "login": the web-view exchanges
 * it for the account's session (user_id). kind "bind": the phone is still needed for this openid.
 */
export const miniProgramTickets = pgTable(
  "miniprogram_tickets",
  {
    id: serial("id").primaryKey(),
    ticketHash: text("ticket_hash").notNull(),
    /** login | bind */
    kind: text("kind").notNull(),
    appid: text("appid").notNull(),
    openid: text("openid").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("miniprogram_tickets_hash_uq").on(t.ticketHash),
    index("miniprogram_tickets_expires_idx").on(t.expiresAt),
  ],
);
