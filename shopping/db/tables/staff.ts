/**
 * The people who run the shop (decision 041): staff accounts, their roles, their ways in (the
 * console's sessions, the tool's API tokens, a one-time set-up link) and the audit log of what they
 * changed. Secrets are kept as SHA-256 digests or scrypt hashes, never as they were given.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
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
import { orders } from "./orders";

/** A role: a name and the permissions it grants (contract/staff.ts PERMISSIONS). */
export const staffRoles = pgTable(
  "staff_roles",
  {
    key: text("key").primaryKey(),
    nameCh: text("name_ch").notNull(),
    nameEn: text("name_en").notNull(),
    permissions: text("permissions").array().notNull(),
    /** owner, clerk, warehouse, finance: made by the migration; their keys never change */
    builtIn: boolean("built_in").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_roles_key", sql`${t.key} ~ '^[a-z][a-z0-9_-]{1,31}$'`)],
);

export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull().unique(),
    name: text("name").notNull(),
    roleKey: text("role_key")
      .notNull()
      .references(() => staffRoles.key),
    /** null until the member sets one through the one-time link */
    passwordHash: text("password_hash"),
    /** base32; null until the member enrols a TOTP authenticator */
    totpSecret: text("totp_secret"),
    /** the last TOTP time step accepted: a code is good once */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_phone", sql`${t.phone} ~ '^1[0-9]{10}$'`)],
);

/** A one-time link to set the password (a new member, or a reset by an owner). */
export const staffSetupLinks = pgTable("staff_setup_links", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staff.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A console session: ends after STAFF_IDLE_MINUTES idle, on logout and on a password change. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** A member's API token for `npm run ops`; an owner or its holder revokes it. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_tokens_staff_idx").on(t.staffId)],
);

/**
 * One row per staff change, written in the change's transaction. Append-only: a trigger refuses
 * every update and delete (migration 0030), as the points ledger's does.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** null: the set-up key, before the shop had staff */
    staffId: integer("staff_id").references(() => staff.id),
    /** the member's name then, or setup-key:NAME */
    actor: text("actor").notNull(),
    address: text("address").notNull(),
    /** the endpoint, "POST /ops/order/ship" */
    action: text("action").notNull(),
    permission: text("permission").notNull(),
    /** what was changed: "order:2026...", "staff:5", "setting:returnAddress" */
    target: text("target").notNull(),
    /** what was asked (secrets left out) */
    request: jsonb("request").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("staff_audit_at_idx").on(t.at),
    index("staff_audit_staff_idx").on(t.staffId, t.at),
    index("staff_audit_target_idx").on(t.target),
  ],
);

/**
 * Staff's notes on an order (the order desk): for each other, never shown to the buyer. Kept as
 * written, each with its author, as the order's timeline keeps its moves.
 */
export const orderStaffNotes = pgTable(
  "order_staff_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id),
    /** the member's name then, as the timeline's operator:NAME */
    author: text("author").notNull(),
    text: text("text").notNull(),
    /** the console's form's own key: the same form sent again adds one note */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_staff_notes_order_idx").on(t.orderId, t.id),
    uniqueIndex("order_staff_notes_request_uq").on(t.orderId, t.requestKey),
    check("order_staff_notes_text", sql`length(trim(${t.text})) between 1 and 500`),
  ],
);
