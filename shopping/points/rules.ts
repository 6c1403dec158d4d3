/**
 * The points programme's rules (the spec's bonus-point-rule module): the points name, the fixed
 * rate at checkout, what an order earns, the welcome grant and the gift limits. A change is a new
 * row; the old one stops being active, so what was earned under it still names it.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { bonusPointRules } from "../db/schema";
import { plannedRead } from "../db/prepared";

export type PointRule = typeof bonusPointRules.$inferSelect;
export type RuleChange = Partial<Omit<PointRule, "id" | "active" | "createdAt" | "createdBy">>;

/** The rule of a database the seed has not filled (never in a running shop). */
const FALLBACK: PointRule = {
  id: 0,
  nameCh: "积分",
  nameTc: "積分",
  nameEn: "points",
  pointsPerYuan: 100,
  maxOffsetPercent: 0,
  earnPerYuan: 0,
  welcomeGrant: 0,
  giftSmsThreshold: 1000,
  giftDailyCap: 1,
  active: true,
  createdAt: new Date(0),
  createdBy: "shop",
};

const activeRuleRead = plannedRead();

export async function activePointRule(db: Db | Tx): Promise<PointRule> {
  const [rule] = await activeRuleRead(
    db.select().from(bonusPointRules).where(eq(bonusPointRules.active, true)).limit(1),
  );
  return rule ?? FALLBACK;
}

/** The points a payment of `cents` in money earns under `rule`: whole points, rounded down. */
export function pointsEarned(rule: Pick<PointRule, "earnPerYuan">, cents: number): number {
  return Math.floor((Math.max(0, cents) * rule.earnPerYuan) / 100);
}

/**
 * Makes `change` the active rule from now on, by the operator `by`; answers the new rule. The
 * active row is locked, so two changes at once make two rows one after the other.
 */
export async function changePointRule(db: Db, change: RuleChange, by: string): Promise<PointRule> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(bonusPointRules)
      .where(eq(bonusPointRules.active, true))
      .for("update");
    const base = current ?? FALLBACK;
    if (current)
      await tx
        .update(bonusPointRules)
        .set({ active: false })
        .where(eq(bonusPointRules.id, current.id));
    const { id: _id, createdAt: _at, ...kept } = base;
    const [created] = await tx
      .insert(bonusPointRules)
      .values({ ...kept, ...change, active: true, createdBy: by })
      .returning();
    return created;
  });
}
