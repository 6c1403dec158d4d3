/**
 * The /shopping service's database. One schema for PGlite and PostgreSQL.
 * Money is integer cents; texts shown to shoppers carry ch / tc / en variants.
 * Later areas (orders, points ledger, resale, invoices) add their own tables
 * next to these, referencing users and products.
 */
import { sql } from "drizzle-orm";
import type { Address } from "../../contract/accounts";
import { POINTS_REASONS } from "../../contract/points";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
  uuid,
} from "drizzle-orm/pg-core";

export interface LocalText {
  ch: string;
  tc: string;
  en: string;
}

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  nameCh: text("name_ch").notNull(),
  nameTc: text("name_tc").notNull(),
  nameEn: text("name_en").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const areas = pgTable(
  "areas",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    nameCh: text("name_ch").notNull(),
    nameTc: text("name_tc").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [uniqueIndex("areas_key_uq").on(t.key), index("areas_country_idx").on(t.countryCode)],
);

export const grapes = pgTable(
  "grapes",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    color: text("color").notNull(),
    nameCh: text("name_ch").notNull(),
    nameTc: text("name_tc").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [uniqueIndex("grapes_key_uq").on(t.key)],
);

export const wineries = pgTable(
  "wineries",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    areaId: integer("area_id")
      .notNull()
      .references(() => areas.id),
    nameCh: text("name_ch").notNull(),
    nameTc: text("name_tc").notNull(),
    nameEn: text("name_en").notNull(),
    founded: integer("founded"),
    hectares: doublePrecision("hectares"),
    description: jsonb("description").$type<LocalText>().notNull(),
  },
  (t) => [
    uniqueIndex("wineries_key_uq").on(t.key),
    index("wineries_country_idx").on(t.countryCode),
  ],
);

/** The attributes of spec §3 that are texts in every language. */
export interface ProductTextAttributes {
  appellation: LocalText;
  brand: LocalText;
  grade: LocalText;
  awards: LocalText;
  fermentation: LocalText;
  winemaker: LocalText;
  barrel: LocalText;
  harvestMethod: LocalText;
  storage: LocalText;
  decanting: LocalText;
  foodPairing: LocalText;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    wineryId: integer("winery_id")
      .notNull()
      .references(() => wineries.id),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    areaId: integer("area_id")
      .notNull()
      .references(() => areas.id),
    spuName: text("spu_name").notNull(),
    spuNameTc: text("spu_name_tc").notNull(),
    spuNameEn: text("spu_name_en").notNull(),
    style: text("style").notNull(),
    vintage: integer("vintage"),
    sweetness: text("sweetness").notNull(),
    corkType: text("cork_type").notNull(),
    /** tenths of a percent by volume: 135 = 13.5 % */
    alcoholTenths: integer("alcohol_tenths").notNull(),
    annualProduction: integer("annual_production"),
    capacityMl: integer("capacity_ml").notNull(),
    weightG: integer("weight_g"),
    harvestDate: text("harvest_date"),
    agingStart: text("aging_start"),
    agingMonths: integer("aging_months"),
    bottlingDate: text("bottling_date"),
    attributes: jsonb("attributes").$type<ProductTextAttributes>().notNull(),
    description: jsonb("description").$type<LocalText>().notNull(),
    priceCents: integer("price_cents").notNull(),
    marketPriceCents: integer("market_price_cents").notNull(),
    /** percent of the list price paid during a promotion (85 = 15 % off) */
    discount: smallint("discount"),
    promotion: jsonb("promotion").$type<LocalText | null>(),
    score: smallint("score").notNull(),
    /** customer rating in tenths: 46 = 4.6 of 5 */
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    stock: integer("stock").notNull(),
    sales: integer("sales").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    onShelf: boolean("on_shelf").notNull().default(true),
    /**
     * Bought with points (spec §2's points purchase): at this many points a bottle, or, with
     * pointsByRate, at its price at the rule's fixed rate; neither: not for points.
     */
    pointsPrice: integer("points_price"),
    pointsByRate: boolean("points_by_rate").notNull().default(false),
    shelfTime: timestamp("shelf_time", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** what the search looks up (shopping/catalog/search-terms.ts); null until indexed */
    searchTerms: text("search_terms").array(),
    /** the names, compact, as a query is checked and ranked against them */
    searchNames: text("search_names"),
    /** every searched text (names, winery, grapes, region, country), compact */
    searchText: text("search_text"),
  },
  (t) => [
    uniqueIndex("products_key_uq").on(t.key),
    index("products_search_terms_idx").using("gin", t.searchTerms),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check(
      "products_points_price",
      sql`(${t.pointsPrice} is null or ${t.pointsPrice} > 0) and not (${t.pointsByRate} and ${t.pointsPrice} is not null)`,
    ),
    check(
      "products_price_positive",
      sql`${t.priceCents} > 0 and ${t.marketPriceCents} >= ${t.priceCents}`,
    ),
    check(
      "products_discount_range",
      sql`${t.discount} is null or (${t.discount} between 1 and 99)`,
    ),
    index("products_winery_idx").on(t.wineryId),
    index("products_country_idx").on(t.onShelf, t.countryCode),
    index("products_area_idx").on(t.onShelf, t.areaId),
    index("products_price_idx").on(t.onShelf, t.priceCents),
    // One index per sort, ending in id so pages are stable.
    index("products_default_sort_idx").on(t.onShelf, t.featured, t.score, t.id),
    index("products_sales_sort_idx").on(t.onShelf, t.sales, t.id),
    index("products_shelf_sort_idx").on(t.onShelf, t.shelfTime, t.id),
  ],
);

export const productGrapes = pgTable(
  "product_grapes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    grapeId: integer("grape_id")
      .notNull()
      .references(() => grapes.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.grapeId] }),
    index("product_grapes_grape_idx").on(t.grapeId, t.productId),
  ],
);

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
  (t) => [uniqueIndex("users_phone_uq").on(t.phone)],
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
  },
  (t) => [
    uniqueIndex("user_tokens_hash_uq").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId),
  ],
);

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
    quantity: integer("quantity").notNull(),
    selected: boolean("selected").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_uq").on(t.userId, t.productId),
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

/** A shopper's favorite wines (spec §2's collect): a wine at most once per shopper. */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favorites_user_product_uq").on(t.userId, t.productId),
    index("favorites_user_newest_idx").on(t.userId, t.id),
  ],
);

/**
 * The wines a shopper opened (spec §2's footprint): one row per wine, moved to the top by each
 * visit. `visitSeq` comes from a sequence at every visit, so it orders the list and is its cursor
 * (a timestamp ties).
 */
export const browseHistory = pgTable(
  "browse_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
    visitSeq: bigint("visit_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('browse_history_visit_seq')`),
  },
  (t) => [
    uniqueIndex("browse_history_user_product_uq").on(t.userId, t.productId),
    index("browse_history_user_latest_idx").on(t.userId, t.visitSeq),
  ],
);

/**
 * A buyer's invoice titles (spec §3; /user/myInvoiceHeader). Status moves follow
 * contract/invoices.ts's table. A buyer has at most one special title (a partial unique index,
 * whatever its status) and at most one default; a title under review or approved has what its type
 * needs (checks).
 */
export const invoiceTitles = pgTable(
  "invoice_titles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** general | special */
    kind: text("kind").notNull(),
    /** personal | company: to whom a general invoice is made out (special: company) */
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bank: text("bank"),
    bankAccount: text("bank_account"),
    /** the business licence, an upload of the buyer's (uploads.file_name, purpose license) */
    licenceFile: text("licence_file"),
    status: text("status").notNull(),
    rejectReason: text("reject_reason"),
    isDefault: boolean("is_default").notNull().default(false),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_titles_user_idx").on(t.userId, t.id),
    uniqueIndex("invoice_titles_one_special_uq")
      .on(t.userId)
      .where(sql`${t.kind} = 'special'`),
    uniqueIndex("invoice_titles_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    index("invoice_titles_pending_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    check("invoice_titles_kind", sql`${t.kind} in ('general', 'special')`),
    check(
      "invoice_titles_holder",
      sql`${t.holder} in ('personal', 'company') and (${t.kind} = 'general' or ${t.holder} = 'company')`,
    ),
    check(
      "invoice_titles_status",
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
    check("invoice_titles_personal_no_tax_no", sql`${t.holder} = 'company' or ${t.taxNo} is null`),
    check(
      "invoice_titles_complete_when_submitted",
      sql`${t.status} in ('draft', 'rejected') or ((${t.holder} = 'personal' or ${t.taxNo} is not null) and (${t.kind} = 'general' or (${t.address} is not null and ${t.phone} is not null and ${t.bank} is not null and ${t.bankAccount} is not null and ${t.licenceFile} is not null)))`,
    ),
    check(
      "invoice_titles_rejected_has_reason",
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
    check("invoice_titles_default_usable", sql`not ${t.isDefault} or ${t.status} = 'approved'`),
  ],
);

/**
 * A buyer's request for an order's invoice (spec §4's "apply for an invoice"): one per order, the
 * title copied as it was, the money the order paid (points are not invoiced). Issued by the
 * operator through the invoice provider (shopping/invoices/providers), with the number and the
 * document from the tax platform. A refund after the request reduces or cancels it; after the
 * invoice was issued it is marked for the operator to correct.
 */
export const invoiceRequests = pgTable(
  "invoice_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bank: text("bank"),
    bankAccount: text("bank_account"),
    amountCents: integer("amount_cents").notNull(),
    /** money refunded after the request was made */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** requested | issued | cancelled */
    status: text("status").notNull(),
    invoiceNo: text("invoice_no"),
    provider: text("provider"),
    /** the provider's reference of the issued document */
    documentRef: text("document_ref"),
    documentMime: text("document_mime"),
    /** what the operator must know: cancelled or reduced by a refund, or to correct after one */
    notice: text("notice"),
    issuedBy: text("issued_by"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_requests_order_uq").on(t.orderId),
    index("invoice_requests_user_idx").on(t.userId),
    index("invoice_requests_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check("invoice_requests_status", sql`${t.status} in ('requested', 'issued', 'cancelled')`),
    check("invoice_requests_amounts", sql`${t.amountCents} >= 0 and ${t.refundedCents} >= 0`),
    check(
      "invoice_requests_issued_has_document",
      sql`(${t.status} = 'issued') = (${t.invoiceNo} is not null and ${t.documentRef} is not null)`,
    ),
  ],
);

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
 * The shop's own configuration that buyers see (contract/shop.ts), one row: where returned goods
 * go and how to reach customer service. The migration writes the first; the operator changes it.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    returnRecipient: text("return_recipient").notNull(),
    returnPhone: text("return_phone").notNull(),
    returnAddress: text("return_address").notNull(),
    serviceHotline: text("service_hotline").notNull(),
    /** "09:00-21:00", Beijing time, every day */
    serviceHours: text("service_hours").notNull(),
    serviceWechat: text("service_wechat").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** operator:NAME, or seed */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);

// ---- accounts: one-time codes, rate limits, addresses, uploads.
// Every rate limit and one-time code lives here, so any number of service processes share them.

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

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    phone: text("phone").notNull(),
    /** the district's 6-digit code; the names below are filled from it */
    areaCode: text("area_code").notNull(),
    province: text("province").notNull(),
    city: text("city").notNull(),
    district: text("district").notNull(),
    detail: text("detail").notNull(),
    postalCode: text("postal_code"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Uploaded pictures: the random file name is the only way to reach one. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sniffed from the first bytes, never taken from the client */
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploads_file_name_uq").on(t.fileName),
    index("uploads_user_idx").on(t.userId),
  ],
);

// ---- buying: orders, their lines and timeline, payments, the points ledger.

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
    index("orders_unpaid_idx")
      .on(t.payBefore)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      "orders_amounts",
      sql`${t.totalCents} >= 0 and ${t.goodsCents} >= 0 and ${t.freightCents} >= 0 and ${t.pointsUsed} >= 0`,
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
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
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
 * One QR payment attempt of an order at a gateway. An order may have several (renewed, other
 * method).
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
    /** the gateway's payment URL, shown as a QR code */
    codeUrl: text("code_url").notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("logistics_events_order_idx").on(t.orderId, t.happenedAt),
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

/**
 * A buyer's after-sale request on a whole order: a refund before shipping or a
 * return after it. At most one open request per order; its statuses and moves
 * are in shopping/aftersale/status.ts.
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
    check("after_sales_kind", sql`${t.kind} in ('refund', 'return')`),
    check(
      "after_sales_reason_code",
      sql`${t.reasonCode} in ('changedMind', 'wrongItem', 'damaged', 'quality', 'notAsDescribed', 'lateDelivery', 'other')`,
    ),
    check(
      "after_sales_status",
      sql`${t.status} in ('requested', 'approved', 'goods_sent', 'refunding', 'succeeded', 'rejected')`,
    ),
    check(
      "after_sales_amounts",
      sql`${t.amountCents} >= 0 and ${t.points} >= 0 and (${t.amountCents} > 0 or ${t.points} > 0)`,
    ),
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
