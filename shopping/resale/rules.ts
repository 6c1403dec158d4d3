/**
 * The resale rules (decision 037), one row the operator changes: the price band, the commission,
 * when a payout is due and how long an item stays on the shelf unsold. Each sale keeps the
 * commission it was made under.
 */
import { eq, sql } from "drizzle-orm";
import type { ResaleRulesChange } from "../../contract/resale";
import type { Db, Tx } from "../db/client";
import { resaleRules } from "../db/schema";

export type ResaleRules = typeof resaleRules.$inferSelect;

export async function readResaleRules(db: Db | Tx): Promise<ResaleRules> {
  const [rules] = await db.select().from(resaleRules).where(eq(resaleRules.id, 1));
  if (!rules) throw new Error("resale_rules has no row: the migrations did not run");
  return rules;
}

export async function changeResaleRules(
  db: Db,
  change: ResaleRulesChange,
  by: string,
): Promise<ResaleRules> {
  const [rules] = await db
    .update(resaleRules)
    .set({ ...change, updatedAt: sql`now()`, updatedBy: by })
    .where(eq(resaleRules.id, 1))
    .returning();
  return rules;
}

/** The lowest and highest resale price around the shop's price: whole cents, inside the band. */
export function priceBand(
  shopPriceCents: number,
  bandPercent: number,
): { min: number; max: number } {
  return {
    min: Math.max(1, Math.ceil((shopPriceCents * (100 - bandPercent)) / 100)),
    max: Math.floor((shopPriceCents * (100 + bandPercent)) / 100),
  };
}

/** The shop's commission on `amountCents`, rounded half up to a cent. */
export function commissionOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export const presentRules = (rules: ResaleRules) => ({
  bandPercent: rules.bandPercent,
  commissionPercent: rules.commissionPercent,
  payoutDays: rules.payoutDays,
  shelfDays: rules.shelfDays,
  updatedAt: rules.updatedAt.toISOString(),
  updatedBy: rules.updatedBy,
});
