/**
 * The /shopping service's database. One schema for PGlite and PostgreSQL.
 * Money is integer cents; texts shown to shoppers carry ch / tc / en variants.
 * Each area's tables live in db/tables/<area>.ts, referencing users and
 * products; this module is the one the service and drizzle-kit read them from.
 */
export * from "./tables/catalog";
export * from "./tables/accounts";
export * from "./tables/addresses";
export * from "./tables/files";
export * from "./tables/shop";
export * from "./tables/cart";
export * from "./tables/favorites";
export * from "./tables/orders";
export * from "./tables/aftersale";
export * from "./tables/payments";
export * from "./tables/points";
export * from "./tables/invoices";
export * from "./tables/restock";
export * from "./tables/payouts";
export * from "./tables/provenance";
export * from "./tables/resale";
export * from "./tables/miniprogram";
export * from "./tables/staff";
