/**
 * Confirming receipt: the buyer confirms a shipped order, or the auto-confirm
 * job does it for them its auto-confirm period after shipping (decision 042). Both move the
 * order pending_receipt -> pending_comment through moveOrder, so two confirms
 * at once (two tabs, the buyer and the job, two service processes) confirm it
 * once.
 *
 * The job may run in any number of service processes at once: each claims a
 * batch of rows with FOR UPDATE SKIP LOCKED, as the expiry job does.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { OrderView } from "../../contract/buying";
import { orders } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { Buying } from "../payments/context";
import { orderRulesInForce } from "../shop/order-rules";
import { startSweepJob, sweepInBatches } from "../sweep-job";
import { lockOrder, moveOrder } from "./lifecycle";
import { TransitionRefused } from "./status";
import { orderView } from "./view";

const BATCH = 50;
const ALREADY_RECEIVED = new Set(["pending_comment", "completed"]);

export async function confirmReceipt(
  buying: Buying,
  userId: number,
  orderId: number,
): Promise<OrderView> {
  await buying.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw new BusinessError(404, "order_not_found");
    if (ALREADY_RECEIVED.has(order.status)) throw new BusinessError(409, "order_already_received");
    try {
      const moved = await moveOrder(tx, order.id, order.status, "receive", "buyer", "buyer", null, {
        set: { receivedAt: new Date() },
      });
      if (!moved) throw new BusinessError(409, "order_state");
    } catch (error) {
      if (error instanceof TransitionRefused) throw new BusinessError(409, "order_state");
      throw error;
    }
  });
  buying.changes.changed(orderId);
  return orderView(buying.db, userId, orderId);
}

/**
 * Confirms the receipt of orders shipped longer ago than their auto-confirm period (the shop's rule
 * when each was placed; for an order placed before orders kept it, the rule in force now); answers
 * how many it confirmed.
 */
export async function sweepUnconfirmedOrders(buying: Buying, now = new Date()): Promise<number> {
  const { autoConfirmSeconds } = await orderRulesInForce(buying.db, buying.settings);
  const period = sql`coalesce(${orders.autoConfirmSeconds}, ${autoConfirmSeconds}::int) * interval '1 second'`;
  return sweepInBatches(
    buying.db,
    BATCH,
    (tx) =>
      tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.status, "pending_receipt"),
            sql`${orders.shippedAt} < ${now.toISOString()}::timestamptz - ${period}`,
          ),
        )
        .orderBy(asc(orders.shippedAt))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    async (tx, order) =>
      (await moveOrder(tx, order.id, order.status, "receive", "system", "system", "auto_confirm", {
        set: { receivedAt: now },
      }))
        ? order.id
        : null,
    (ids) => ids.forEach((id) => buying.changes.changed(id)),
  );
}

/**
 * Runs the auto-confirm sweep every `sweepSeconds`; answers a stop function. One sweep at a time
 * per process.
 */
export function startAutoConfirmJob(buying: Buying): () => void {
  return startSweepJob({
    everySeconds: buying.settings.sweepSeconds,
    sweep: () => sweepUnconfirmedOrders(buying),
    done: (n) => `[orders] confirmed the receipt of ${n} order(s) shipped long ago`,
    failed: "[orders] auto-confirm sweep failed:",
  });
}
