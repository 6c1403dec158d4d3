/** The shop's own settings. */
import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

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
    /** the return reasons for which the shop pays the freight back (decision 033) */
    returnFreightShopReasons: text("return_freight_shop_reasons")
      .array()
      .notNull()
      .default(sql`'{damaged,leaking,wrongItem,quality}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** operator:NAME, or seed */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);

// ---- accounts: one-time codes, rate limits, addresses, uploads.
// Every rate limit and one-time code lives here, so any number of service processes share them.
