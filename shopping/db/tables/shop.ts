/** The shop's own settings. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's own configuration that buyers see (contract/shop.ts), one row: where returned goods
 * go and how to reach customer service. The migration writes the row; the contact details stay
 * NULL until the operator sets them (npm run ops -- shop return-address / service), each group of
 * three at once: a shop never shows contact details nobody gave it (migration 0023). The order rules
 * (freight, the payment timeout, auto-confirm) stay NULL until an owner sets them: the environment's
 * values are in force until then (decision 042).
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** NULL until the operator sets the return address (recipient, phone and address together) */
    returnRecipient: text("return_recipient"),
    returnPhone: text("return_phone"),
    returnAddress: text("return_address"),
    /** NULL until the operator sets customer service (hotline, hours and WeChat ID together) */
    serviceHotline: text("service_hotline"),
    /** "09:00-21:00", Beijing time, every day */
    serviceHours: text("service_hours"),
    serviceWechat: text("service_wechat"),
    /** the return reasons for which the shop pays the freight back (decision 033) */
    returnFreightShopReasons: text("return_freight_shop_reasons")
      .array()
      .notNull()
      .default(sql`'{damaged,leaking,wrongItem,quality}'::text[]`),
    /** NULL until an owner sets the freight (both together): FREIGHT_FREE_FROM_CENTS is in force */
    freeFreightFromCents: integer("free_freight_from_cents"),
    /** NULL until an owner sets the freight: FREIGHT_FLAT_CENTS is in force */
    flatFreightCents: integer("flat_freight_cents"),
    /** NULL until an owner sets the timeouts (both together): ORDER_PAYMENT_TIMEOUT_SECONDS */
    paymentTimeoutSeconds: integer("payment_timeout_seconds"),
    /** NULL until an owner sets the timeouts: ORDER_AUTO_CONFIRM_SECONDS */
    autoConfirmSeconds: integer("auto_confirm_seconds"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** operator:NAME, or seed */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.id} = 1`),
    // Each group is set whole or not at all.
    check(
      "shop_settings_return_whole",
      sql`num_nulls(${t.returnRecipient}, ${t.returnPhone}, ${t.returnAddress}) in (0, 3)`,
    ),
    check(
      "shop_settings_service_whole",
      sql`num_nulls(${t.serviceHotline}, ${t.serviceHours}, ${t.serviceWechat}) in (0, 3)`,
    ),
    check(
      "shop_settings_freight",
      sql`num_nulls(${t.freeFreightFromCents}, ${t.flatFreightCents}) in (0, 2) and ${t.freeFreightFromCents} >= 0 and ${t.flatFreightCents} >= 0`,
    ),
    check(
      "shop_settings_timeouts",
      sql`num_nulls(${t.paymentTimeoutSeconds}, ${t.autoConfirmSeconds}) in (0, 2) and ${t.paymentTimeoutSeconds} > 0 and ${t.autoConfirmSeconds} > 0`,
    ),
  ],
);

// ---- accounts: one-time codes, rate limits, addresses, uploads.
// Every rate limit and one-time code lives here, so any number of service processes share them.
