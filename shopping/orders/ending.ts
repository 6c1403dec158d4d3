/**
 * Ending unpaid orders: the buyer cancels one, or the expiry job closes those
 * past their deadline. Both give the stock and the points back and close the
 * open QR payments, at the gateway too.
 *
 * The job may run in any number of service processes at once: each claims a
 * batch of rows with FOR UPDATE SKIP LOCKED, so no two close the same order
 * and none waits for another.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { OrderView } from "../../contract/buying";
import { orders } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { Buying } from "../payments/context";
import { closeAtGateway } from "../payments/payments";
import { startSweepJob, sweepInBatches } from "../sweep-job";
import { lockOrder, releaseUnpaid } from "./lifecycle";
import { TransitionRefused } from "./status";
import { orderView } from "./view";

const BATCH = 50;

export async function cancelOrder(
  buying: Buying,
  userId: number,
  orderId: number,
): Promise<OrderView> {
  const released = await buying.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw new BusinessError(404, "order_not_found");
    try {
      // An order paid with points alone is cancelled until it ships: the points and bottles
      // come back as for an unpaid one.
      const action =
        order.status === "pending_delivery" && order.payMethod === "points"
          ? "cancelPointsOrder"
          : "cancel";
      const result = await releaseUnpaid(tx, order, action, "buyer", "buyer_cancel");
      if (!result) throw new BusinessError(409, "order_state");
      return result;
    } catch (error) {
      if (error instanceof TransitionRefused) throw new BusinessError(409, "order_state");
      throw error;
    }
  });
  await closeTrades(buying, released.gatewayTrades);
  buying.changes.changed(orderId);
  return orderView(buying.db, userId, orderId);
}

/** Closes unpaid orders past their deadline; answers how many it closed. */
export function sweepExpiredOrders(buying: Buying, now = new Date()): Promise<number> {
  return sweepInBatches(
    buying.db,
    BATCH,
    (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, "pending_payment"), lt(orders.payBefore, now)))
        .orderBy(asc(orders.payBefore))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    async (tx, order) => {
      const released = await releaseUnpaid(tx, order, "close", "system", "payment_timeout");
      return released ? { id: order.id, trades: released.gatewayTrades } : null;
    },
    async (closed) => {
      await closeTrades(
        buying,
        closed.flatMap((c) => c.trades),
      );
      for (const c of closed) buying.changes.changed(c.id);
    },
  );
}

async function closeTrades(
  buying: Buying,
  trades: { outTradeNo: string; gateway: string }[],
): Promise<void> {
  for (const t of trades) await closeAtGateway(buying, t.gateway, t.outTradeNo);
}

/**
 * Runs the sweep every `sweepSeconds`; answers a stop function. One sweep at a time per process.
 */
export function startExpiryJob(buying: Buying): () => void {
  return startSweepJob({
    everySeconds: buying.settings.sweepSeconds,
    sweep: () => sweepExpiredOrders(buying),
    done: (n) => `[orders] closed ${n} unpaid order(s) past their deadline`,
    failed: "[orders] expiry sweep failed:",
  });
}
