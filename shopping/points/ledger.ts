/**
 * The points ledger: append-only rows of (before, change, after, reason); the
 * balance is the last row's `after`. Every change locks the user's row first,
 * so two changes of one balance run one after the other and `before` is
 * always the previous `after` (a trigger of migration 0010 refuses any other
 * row, and any update or delete).
 */
import { desc, eq, sql } from "drizzle-orm";
import type { PointsReason } from "../../contract/points";
import type { Db, Tx } from "../db/client";
import { pointsLedger, users } from "../db/schema";
import { plannedRead } from "../db/prepared";

type Runner = Db | Tx;

/** What a row says beyond its amount. */
export interface PointsEntry {
  reason: PointsReason;
  orderId?: number | null;
  ruleId?: number | null;
  counterpartUserId?: number | null;
  operator?: string | null;
  note?: string | null;
}

const balanceRead = plannedRead();

export async function pointsBalance(db: Runner, userId: number): Promise<number> {
  const [last] = await balanceRead(
    db
      .select({ after: pointsLedger.after })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.id))
      .limit(1),
  );
  return last?.after ?? 0;
}

/**
 * The same balance as a column of a statement over `users` (points_ledger_user_idx), for an answer
 * that shows the user and the balance together.
 */
export const pointsBalanceColumn = sql<number>`coalesce((select pl.after from points_ledger pl
  where pl.user_id = users.id order by pl.id desc limit 1), 0)`;

/** Locks the user's balance for the rest of the transaction. */
export async function lockPoints(tx: Tx, userId: number): Promise<number> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
  return pointsBalance(tx, userId);
}

/** Appends a change; the caller holds the lock (lockPoints) and knows the balance allows it. */
export async function postPoints(
  tx: Tx,
  userId: number,
  change: number,
  entry: PointsEntry,
): Promise<number> {
  if (change === 0) return pointsBalance(tx, userId);
  const before = await pointsBalance(tx, userId);
  const after = before + change;
  await tx.insert(pointsLedger).values({
    userId,
    before,
    change,
    after,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    ruleId: entry.ruleId ?? null,
    counterpartUserId: entry.counterpartUserId ?? null,
    operator: entry.operator ?? null,
    note: entry.note ?? null,
  });
  return after;
}
