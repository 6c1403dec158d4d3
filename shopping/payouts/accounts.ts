/**
 * A buyer's payout accounts: at most MAX_PAYOUT_ACCOUNTS, each account once; exactly one default
 * while any exist (the first added becomes it; deleting it makes the oldest remaining one the
 * default); only one's own accounts can be touched. Each change locks the buyer's row first, so
 * concurrent changes of one buyer's accounts run one after another; the unique indexes
 * (payout_accounts_one_default_uq, payout_accounts_account_uq) back that up.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  MAX_PAYOUT_ACCOUNTS,
  type PayoutAccount,
  type PayoutAccountForm,
  type PayoutAccountList,
  type PayoutKind,
} from "../../contract/payouts";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { payoutAccounts, users } from "../db/schema";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { maskAccount, maskName } from "./mask";

type AccountRow = typeof payoutAccounts.$inferSelect;

/** What a buyer is answered: the account and the name masked, never whole. */
export function presentAccount(row: AccountRow): PayoutAccount {
  const kind = row.kind as PayoutKind;
  return {
    id: row.id,
    kind,
    accountMasked: maskAccount(kind, row.account),
    realNameMasked: maskName(row.realName),
    bankName: row.bankName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The default first, then the oldest. */
export async function listAccounts(db: Db | Tx, userId: number): Promise<PayoutAccountList> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .orderBy(desc(payoutAccounts.isDefault), asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
  return { list: rows.map(presentAccount), max: MAX_PAYOUT_ACCOUNTS };
}

export async function addAccount(
  db: Db,
  userId: number,
  form: PayoutAccountForm,
): Promise<PayoutAccount> {
  try {
    return await forBuyer(db, userId, async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, userId));
      if (n >= MAX_PAYOUT_ACCOUNTS)
        throw new BusinessError(409, "payout_account_limit", { n: MAX_PAYOUT_ACCOUNTS });
      const [row] = await tx
        .insert(payoutAccounts)
        .values({ ...form, userId, isDefault: n === 0 })
        .returning();
      return presentAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "payout_accounts_account_uq"))
      throw fieldError("account", "payout.account.exists");
    throw error;
  }
}

export async function deleteAccount(
  db: Db,
  userId: number,
  id: number,
): Promise<PayoutAccountList> {
  return forBuyer(db, userId, async (tx) => {
    const [gone] = await tx
      .delete(payoutAccounts)
      .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId)))
      .returning({ isDefault: payoutAccounts.isDefault });
    if (!gone) throw new BusinessError(404, "payout_account_not_found");
    if (gone.isDefault) {
      const [oldest] = await tx
        .select({ id: payoutAccounts.id })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, userId))
        .orderBy(asc(payoutAccounts.createdAt), asc(payoutAccounts.id))
        .limit(1);
      if (oldest) await makeDefault(tx, oldest.id);
    }
    return listAccounts(tx, userId);
  });
}

export async function setDefaultAccount(
  db: Db,
  userId: number,
  id: number,
): Promise<PayoutAccountList> {
  return forBuyer(db, userId, async (tx) => {
    const [own] = await tx
      .select({ id: payoutAccounts.id, isDefault: payoutAccounts.isDefault })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId)));
    // Another buyer's account answers exactly like a missing one.
    if (!own) throw new BusinessError(404, "payout_account_not_found");
    if (!own.isDefault) {
      await tx
        .update(payoutAccounts)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)));
      await makeDefault(tx, own.id);
    }
    return listAccounts(tx, userId);
  });
}

async function makeDefault(tx: Tx, id: number): Promise<void> {
  await tx
    .update(payoutAccounts)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.id, id));
}

/** The buyer's row locked first: one change of their accounts at a time. */
async function forBuyer<T>(db: Db, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx);
  });
}
