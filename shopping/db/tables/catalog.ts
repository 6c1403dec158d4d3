/** The catalog: wines, their wineries, grapes and places of origin. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
    /**
     * A promotion with a start and an end (decision 047): from promotionStartsAt until
     * promotionEndsAt the wine sells at this price, and its discount and label show; before and after,
     * at priceCents, without them. All three or none.
     */
    promotionPriceCents: integer("promotion_price_cents"),
    promotionStartsAt: timestamp("promotion_starts_at", { withTimezone: true }),
    promotionEndsAt: timestamp("promotion_ends_at", { withTimezone: true }),
    score: smallint("score").notNull(),
    /** customer rating in tenths: 46 = 4.6 of 5 */
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    stock: integer("stock").notNull(),
    sales: integer("sales").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    onShelf: boolean("on_shelf").notNull().default(true),
    /**
     * The merchandise status (spec §4, contract/wine-shelf.ts): initial (a draft only staff see),
     * on_shelf or off_shelf; on_shelf is kept equal to it by a check, for the storefront's indexes.
     */
    shelfStatus: text("shelf_status").notNull().default("on_shelf"),
    /** the low-stock list names the wine when its stock is at or below this */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(6),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
      "products_shelf_status",
      sql`${t.shelfStatus} in ('initial', 'on_shelf', 'off_shelf') and ${t.onShelf} = (${t.shelfStatus} = 'on_shelf')`,
    ),
    check("products_low_stock_threshold", sql`${t.lowStockThreshold} between 0 and 100000`),
    check(
      "products_promotion_window",
      sql`(${t.promotionPriceCents} is null and ${t.promotionStartsAt} is null and ${t.promotionEndsAt} is null) or (${t.promotionPriceCents} is not null and ${t.promotionStartsAt} is not null and ${t.promotionEndsAt} is not null and ${t.promotionPriceCents} > 0 and ${t.promotionPriceCents} < ${t.priceCents} and ${t.promotionStartsAt} < ${t.promotionEndsAt})`,
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

/**
 * Words the shop's buyers search with for a wine whose name says otherwise ("大拉菲" for 拉菲古堡正牌):
 * a query's word is searched as what it means (shopping/catalog/search-query.ts). Both sides are
 * kept normalised as the search normalises (NFKC, lower case); the operator edits them with
 * `npm run ops -- synonyms`.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    word: text("word").primaryKey(),
    means: text("means").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "search_synonyms_words",
      sql`length(${t.word}) between 1 and 32 and length(${t.means}) between 1 and 64 and ${t.word} <> ${t.means}`,
    ),
  ],
);

/**
 * Searches that found wines, counted by day (decision 031): the words buyers search most become
 * the empty search box's hot searches. Only counts, never who searched.
 */
export const searchCounts = pgTable(
  "search_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** the language the buyer searched in: hot searches are offered in the buyer's */
    lang: text("lang").notNull(),
    words: text("words").notNull(),
    searches: integer("searches").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.lang, t.words] }),
    check("search_counts_lang", sql`${t.lang} in ('ch', 'tc', 'en')`),
    check("search_counts_words", sql`length(${t.words}) between 2 and 20`),
    check("search_counts_positive", sql`${t.searches} > 0`),
  ],
);

/**
 * The operator's say over the hot searches (`npm run ops -- hot-searches`): a pinned word is
 * offered first, in its position; a hidden one is never offered, however often it is searched.
 */
export const searchHotWords = pgTable(
  "search_hot_words",
  {
    lang: text("lang").notNull(),
    word: text("word").notNull(),
    pinned: boolean("pinned").notNull(),
    position: integer("position").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    check("search_hot_words_lang", sql`${t.lang} in ('ch', 'tc', 'en')`),
    check("search_hot_words_word", sql`length(${t.word}) between 1 and 20`),
  ],
);

/**
 * A wine's uploaded pictures, in the order the staff chose: each checked by its content and
 * resized when it was received (the file is the resized one), shown on the wine's page in place of
 * the drawn bottle. The random file name is the only way to reach one.
 */
export const productPictures = pgTable(
  "product_pictures",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_pictures_file_name_uq").on(t.fileName),
    index("product_pictures_product_idx").on(t.productId, t.position),
    check("product_pictures_position", sql`${t.position} between 0 and 7`),
    check("product_pictures_size", sql`${t.size} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);
