/**
 * Points an order earns and gives back. A completed order earns on the money it paid (its total:
 * goods and freight less the part paid with points), once, under the rule active at completion. A
 * return that settles takes the earning back in the same transaction; what the balance no longer
 * holds becomes a shortfall that the next earnings settle (docs/decisions/023).
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { pointsLedger, pointsShortfalls } from "../db/schema";
import { lockPoints, postPoints } from "./ledger";
import type { Tx } from "../db/client";
import { activePointRule, pointsEarned } from "./rules";

interface PaidOrder {
  id: number;
  userId: number;
  totalCents: number;
}

/** Credits what a just-completed order earns; answers the points (0 when it earned nothing). */
export async function earnForOrder(tx: Tx, order: PaidOrder): Promise<number> {
  const rule = await activePointRule(tx);
  const earned = pointsEarned(rule, order.totalCents);
  if (earned === 0) return 0;
  await lockPoints(tx, order.userId);
  // points_ledger_order_earn_uq: a second completion of one order cannot earn again.
  const balance = await postPoints(tx, order.userId, earned, {
    reason: "order_earn",
    orderId: order.id,
    ruleId: rule.id,
  });
  await settleShortfalls(tx, order.userId, balance);
  return earned;
}

/**
 * Takes the user's open shortfalls, oldest first, from `balance` (what the locked balance now
 * holds).
 */
async function settleShortfalls(tx: Tx, userId: number, balance: number): Promise<void> {
  const open = await tx
    .select()
    .from(pointsShortfalls)
    .where(and(eq(pointsShortfalls.userId, userId), gt(pointsShortfalls.remaining, 0)))
    .orderBy(asc(pointsShortfalls.id))
    .for("update");
  for (const shortfall of open) {
    const taken = Math.min(shortfall.remaining, balance);
    if (taken === 0) return;
    balance = await postPoints(tx, userId, -taken, {
      reason: "shortfall_settled",
      orderId: shortfall.orderId,
    });
    await tx
      .update(pointsShortfalls)
      .set({ remaining: shortfall.remaining - taken })
      .where(eq(pointsShortfalls.id, shortfall.id));
  }
}

/**
 * Takes back what the order earned, in proportion to the money refunded: of what is left of the
 * earning, the share that this refund is of the money not yet refunded before it (all of it for
 * the last). Several part returns so take back exactly the earning, never more. The caller holds
 * the order's lock. Answers the points taken and the shortfall left.
 */
export async function takeBackEarning(
  tx: Tx,
  order: PaidOrder,
  refundedCents: number,
  unrefundedCents = order.totalCents,
): Promise<{ taken: number; shortfall: number }> {
  const [row] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${pointsLedger.change}) filter (where ${pointsLedger.reason} = 'order_earn'), 0)::int`,
      reversed: sql<number>`coalesce(-sum(${pointsLedger.change}) filter (where ${pointsLedger.reason} = 'earn_reversal'), 0)::int`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.orderId, order.id),
        inArray(pointsLedger.reason, ["order_earn", "earn_reversal"]),
      ),
    );
  const [owed] = await tx
    .select({ points: sql<number>`coalesce(sum(${pointsShortfalls.points}), 0)::int` })
    .from(pointsShortfalls)
    .where(eq(pointsShortfalls.orderId, order.id));
  const earned = row?.earned ?? 0;
  if (earned === 0) return { taken: 0, shortfall: 0 };
  const unreversed = Math.max(0, earned - (row?.reversed ?? 0) - (owed?.points ?? 0));
  const left =
    refundedCents >= unrefundedCents
      ? unreversed
      : Math.min(
          unreversed,
          Math.round((unreversed * Math.max(0, refundedCents)) / Math.max(1, unrefundedCents)),
        );
  if (left === 0) return { taken: 0, shortfall: 0 };
  const balance = await lockPoints(tx, order.userId);
  const taken = Math.min(left, balance);
  await postPoints(tx, order.userId, -taken, { reason: "earn_reversal", orderId: order.id });
  const shortfall = left - taken;
  if (shortfall > 0)
    await tx
      .insert(pointsShortfalls)
      .values({ userId: order.userId, orderId: order.id, points: shortfall, remaining: shortfall });
  return { taken, shortfall };
}
