/**
 * Verifiable provenance (decision 035): the append-only log, its Merkle tree, its signed
 * checkpoints, and the lots and bottles whose histories it holds.
 */
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
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { orders } from "./orders";

/**
 * The log's head, one row: how many entries it has. Every append locks it, so entries are
 * numbered without gaps in the order their transactions commit.
 */
export const provenanceLog = pgTable(
  "provenance_log",
  {
    id: smallint("id").primaryKey().default(1),
    size: integer("size").notNull().default(0),
  },
  (t) => [
    check("provenance_log_one_row", sql`${t.id} = 1`),
    check("provenance_log_size", sql`${t.size} >= 0`),
  ],
);

/** Each entry as logged: its canonical JSON, never changed (a correction is a new entry). */
export const provenanceEntries = pgTable(
  "provenance_entries",
  {
    idx: integer("idx").primaryKey(),
    /** the canonical JSON (RFC 8785) whose bytes are the leaf */
    entry: text("entry").notNull(),
    /** what it is about: lot:CODE, bottle:SERIAL or key */
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provenance_entries_subject_idx").on(t.subject, t.idx),
    check("provenance_entries_idx", sql`${t.idx} >= 0`),
  ],
);

/**
 * The hash of every complete subtree (RFC 6962): level 0 the leaf hashes, level l + 1 the node
 * over (l, 2i) and (l, 2i + 1), written when its right half is. Any tree head or proof is a few
 * of these rows. Base64 of 32 bytes.
 */
export const provenanceNodes = pgTable(
  "provenance_nodes",
  {
    level: smallint("level").notNull(),
    idx: integer("idx").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.idx] }),
    check("provenance_nodes_hash", sql`length(${t.hash}) = 44`),
  ],
);

/** The checkpoints the shop signed, by tree size: what any buyer may have been shown. */
export const provenanceCheckpoints = pgTable("provenance_checkpoints", {
  size: integer("size").primaryKey(),
  /** the signed note, verbatim */
  note: text("note").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lot: one wine's bottles of one vintage and bottling, serialised together. Its bottles are
 * SERIAL = CODE-0001..; the first `issued` have left the lot for a `bottles` row of their own,
 * the rest are still in the shop's stock as the lot's history says. Each bottle's claim secret is
 * derived from `claimSeed`, and the lot's commissioning entry carries the root of their hashes.
 */
export const bottleLots = pgTable(
  "bottle_lots",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    vintage: integer("vintage"),
    /** YYYY-MM-DD */
    bottledOn: text("bottled_on"),
    bottles: integer("bottles").notNull(),
    issued: integer("issued").notNull().default(0),
    /** base64 of 32 random bytes: the key each bottle's claim secret is derived with */
    claimSeed: text("claim_seed").notNull(),
    /** the lot's commissioning entry, which committed to its bottles' first claim secrets */
    firstEntry: integer("first_entry").notNull(),
    /** the lot's latest entry: its index and leaf hash (the next entry's prev) */
    lastEntry: integer("last_entry").notNull(),
    lastLeaf: text("last_leaf").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bottle_lots_product_idx").on(t.productId, t.id),
    check("bottle_lots_bottles", sql`${t.bottles} > 0`),
    check("bottle_lots_issued", sql`${t.issued} >= 0 and ${t.issued} <= ${t.bottles}`),
  ],
);

/**
 * A bottle with a history of its own: sold, back in the shop, resold. `in_stock` is on the
 * shop's shelf (a returned bottle), `sold` is a buyer's, by the order that took it, `consigned`
 * the seller's still, held by the shop for resale.
 */
export const bottles = pgTable(
  "bottles",
  {
    serial: text("serial").primaryKey(),
    lotId: integer("lot_id")
      .notNull()
      .references(() => bottleLots.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** 0-based place in the lot: its leaf in the lot's claim tree */
    position: integer("position").notNull(),
    status: text("status").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** 0: the claim secret the lot's commissioning committed to; n: the one its nth inspection did */
    claimGeneration: integer("claim_generation").notNull().default(0),
    /** the index of the entry that committed to the current claim secret */
    claimEntry: integer("claim_entry").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastEntry: integer("last_entry").notNull(),
    lastLeaf: text("last_leaf").notNull(),
  },
  (t) => [
    index("bottles_order_idx").on(t.orderId),
    index("bottles_product_stock_idx")
      .on(t.productId)
      .where(sql`${t.status} = 'in_stock'`),
    // consigned: a seller's bottle the shop holds for resale (decision 037)
    check("bottles_status", sql`${t.status} in ('in_stock', 'sold', 'consigned')`),
    check("bottles_sold_to_an_order", sql`(${t.status} = 'sold') = (${t.orderId} is not null)`),
    check("bottles_claim_generation", sql`${t.claimGeneration} >= 0`),
  ],
);
