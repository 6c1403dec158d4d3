/** Payout accounts: where a seller's resale money is paid (spec §8's "payment account"). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A buyer's payout accounts, stored whole (the operator pays to them; buyers are answered them
 * masked). At most one default per buyer, and one row per account (a partial and a plain unique
 * index); each kind has what it needs (checks), in the form contract/payouts.ts normalises it to.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** alipay | wechat | bank */
    kind: text("kind").notNull(),
    /** the Alipay phone or e-mail, the WeChat ID, or the card's digits */
    account: text("account").notNull(),
    /** the account's real name, or the cardholder's */
    realName: text("real_name").notNull(),
    /** a bank card's bank, and only a card's */
    bankName: text("bank_name"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payout_accounts_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payout_accounts_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex("payout_accounts_account_uq").on(t.userId, t.kind, t.account),
    check("payout_accounts_kind", sql`${t.kind} in ('alipay', 'wechat', 'bank')`),
    check(
      "payout_accounts_bank_name_for_cards",
      sql`(${t.kind} = 'bank') = (${t.bankName} is not null and length(${t.bankName}) > 0)`,
    ),
    check(
      "payout_accounts_card_digits",
      sql`${t.kind} <> 'bank' or ${t.account} ~ '^[0-9]{12,19}$'`,
    ),
    check(
      "payout_accounts_alipay_phone_or_email",
      sql`${t.kind} <> 'alipay' or ${t.account} ~ '^1[3-9][0-9]{9}$' or ${t.account} like '_%@_%'`,
    ),
    check("payout_accounts_filled", sql`length(${t.account}) > 0 and length(${t.realName}) > 0`),
  ],
);
