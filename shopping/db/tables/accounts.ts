/** Accounts and signing in: shoppers, their tokens, captchas, SMS codes and the limits on them. */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash"),
    nickname: text("nickname").notNull(),
    /** 0 unknown, 1 male, 2 female */
    gender: smallint("gender").notNull().default(0),
    avatar: text("avatar"),
    /** normal | pending_review | under_review | initial */
    status: text("status").notNull().default("normal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_phone_uq").on(t.phone), index("users_created_idx").on(t.createdAt)],
);

/** Login tokens: random, stored as a SHA-256 hash, expire after 30 idle days, revocable. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * WeChat's browser: the buyer's openid under the official account, learned by its silent
     * OAuth in this session (JSAPI's payer). Kept here, so it never reaches a page or a cookie.
     */
    wechatOpenid: text("wechat_openid"),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_uq").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId),
  ],
);

/** Image verification codes: single use, consumed by any check, right or wrong. */
export const captchas = pgTable(
  "captchas",
  {
    id: text("id").primaryKey(),
    /** lowercased: the check is case-insensitive */
    answer: text("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("captchas_expires_idx").on(t.expiresAt)],
);

/** SMS codes, stored as sha256(phone:code); the rows also count sends for the rate limits. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    /** contract SMS_PURPOSES */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** wrong tries; the code is dead after 5 */
    attempts: smallint("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    clientIp: text("client_ip").notNull(),
  },
  (t) => [
    index("sms_codes_phone_idx").on(t.phone, t.createdAt),
    index("sms_codes_ip_idx").on(t.clientIp, t.createdAt),
  ],
);

/** Every text the `outbox` SMS provider "sent": read by developers and tests instead of a phone. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    body: text("body").notNull(),
    code: text("code").notNull(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sms_outbox_phone_idx").on(t.phone, t.purpose, t.createdAt),
    index("sms_outbox_created_idx").on(t.createdAt),
  ],
);

/** Login tries, keyed "phone:139..." or "ip:1.2.3.4", for the lockout after repeated failures. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.createdAt)],
);

/**
 * Request-rate counters shared by every process (rate-limiter-flexible's
 * Drizzle store): one row per tier and address, points used in the window
 * that ends at expire.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/** One-time proof that the caller verified their current phone: the first step of changing it. */
export const phoneChangeTickets = pgTable(
  "phone_change_tickets",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("phone_change_tickets_hash_uq").on(t.tokenHash),
    index("phone_change_tickets_user_idx").on(t.userId),
  ],
);
