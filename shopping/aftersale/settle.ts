/**
 * Settling an after-sale request: the money is back (the gateway confirmed
 * the refund, or there was no money to send back), so the request ends
 * succeeded, its bottles count as taken back on the order's lines, its money
 * and points on the order, and the order moves: refundDone (refunding →
 * refunded) or returnDone (returning → returned) when no bottle is left,
 * otherwise back to the status it had (refundPartDone, returnPartDone...). The
 * points the request asked for, the invoice and a refund's stock move with the
 * order (orders/move-listeners.ts).
 *
 * Stock rule: the bottles come back to the shelf when they are physically in
 * the shop again. A refund before shipping never left the shop, so its stock
 * comes back here, at settlement; a return's goods come back when the operator
 * confirms they arrived (confirmGoodsReturned), so
 * settling a return never touches the stock. Either way once: each happens in
 * the same transaction as a conditional status change that succeeds once.
 *
 * Locks, always in this order: the order, the request, the buyer's points
 * (users row), the products (lowest id first), as checkout takes points before
 * products.
 */
import type { Tx } from "../db/client";
import { and, eq, lt, sql } from "drizzle-orm";
import { afterSaleLines, afterSales, orderLines, orders } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { lockOrder, moveOrder } from "../orders/lifecycle";
import type { OrderAction } from "../orders/status";
import { assertAfterSaleTransition, AfterSaleRefused, type AfterSaleAction } from "./status";

export type AfterSaleRow = typeof afterSales.$inferSelect;

export interface Settled {
  /** false when the request had already succeeded (a second call changes nothing) */
  settled: boolean;
  afterSaleId: number;
  orderId: number;
}

/** The bottles a request names, by order line (a resale line's are not the shop's stock). */
export async function bottlesOfRequest(tx: Tx, afterSaleId: number) {
  return tx
    .select({
      productId: orderLines.productId,
      quantity: afterSaleLines.quantity,
      orderLineId: orderLines.id,
      resaleItemId: orderLines.resaleItemId,
    })
    .from(afterSaleLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
    .where(eq(afterSaleLines.afterSaleId, afterSaleId));
}

/** The request, locked; its order must be locked first (lockOrder). */
export async function lockAfterSale(tx: Tx, afterSaleId: number): Promise<AfterSaleRow | null> {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(eq(afterSales.id, afterSaleId))
    .for("update");
  return row ?? null;
}

/**
 * In the caller's transaction: marks the request succeeded and moves the order.
 * Accepts a request that is `refunding` (the gateway's money is back), or one
 * without money (amountCents 0) at the step that ends it (a refund `requested`
 * being approved, a return `goods_sent` being received). Idempotent.
 */
export async function settleAfterSale(
  tx: Tx,
  afterSaleId: number,
  actor: "gateway" | "seller",
  actorName: string,
): Promise<Settled> {
  const [peek] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(eq(afterSales.id, afterSaleId));
  if (!peek) throw new BusinessError(404, "after_sale_not_found");
  const order = await lockOrder(tx, peek.orderId);
  const request = await lockAfterSale(tx, afterSaleId);
  if (!order || !request) throw new BusinessError(404, "after_sale_not_found");
  if (request.status === "succeeded") return { settled: false, afterSaleId, orderId: order.id };

  const action: AfterSaleAction =
    request.status === "refunding" ? "settle" : request.kind === "refund" ? "approve" : "receive";
  let to: string;
  try {
    to = assertAfterSaleTransition(request.kind, request.status, action, request.amountCents);
  } catch (error) {
    if (error instanceof AfterSaleRefused) throw new BusinessError(409, "after_sale_state");
    throw error;
  }
  if (to !== "succeeded") throw new BusinessError(409, "after_sale_state");

  const now = new Date();
  const done = await tx
    .update(afterSales)
    .set({ status: "succeeded", finishedAt: now, updatedAt: now })
    .where(and(eq(afterSales.id, afterSaleId), eq(afterSales.status, request.status)))
    .returning({ id: afterSales.id });
  if (done.length === 0) return { settled: false, afterSaleId, orderId: order.id };

  // The bottles, the money and the points taken back: the lines' and the order's checks refuse
  // more than the order had, whatever went before.
  const bottles = await tx
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${afterSaleLines.quantity}` })
    .from(afterSaleLines)
    .where(
      and(
        eq(afterSaleLines.afterSaleId, request.id),
        eq(afterSaleLines.orderLineId, orderLines.id),
      ),
    )
    .returning({
      productId: orderLines.productId,
      quantity: afterSaleLines.quantity,
      orderLineId: orderLines.id,
      resaleItemId: orderLines.resaleItemId,
    });
  await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${request.amountCents}`,
      refundedPoints: sql`${orders.refundedPoints} + ${request.points}`,
    })
    .where(eq(orders.id, order.id));
  const [left] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, order.id), lt(orderLines.refundedQuantity, orderLines.quantity)),
    )
    .limit(1);
  const orderAction = settledMove(request, left === undefined);
  // The points, the invoice and (for a refund) the stock move with it (orders/move-listeners.ts).
  const moved = await moveOrder(tx, order.id, order.status, orderAction, actor, actorName, null, {
    afterSale: {
      amountCents: request.amountCents,
      points: request.points,
      bottles,
      unrefundedCents: order.totalCents - order.refundedCents,
    },
  });
  // The order is locked and the request was open, so it must be refunding / returning: anything
  // else is a broken invariant.
  if (!moved)
    throw new Error(
      `after-sale ${afterSaleId}: order ${order.id} did not move ${orderAction} from ${order.status}`,
    );

  return { settled: true, afterSaleId, orderId: order.id };
}

/**
 * The order's move when a request settles: to refunded or returned when no bottle is left, else
 * back to the status the order had when the buyer asked.
 */
export function settledMove(
  request: Pick<AfterSaleRow, "kind" | "orderStatusBefore">,
  everyBottleBack: boolean,
): OrderAction {
  if (request.kind === "refund") return everyBottleBack ? "refundDone" : "refundPartDone";
  if (everyBottleBack) return "returnDone";
  switch (request.orderStatusBefore) {
    case "pending_comment":
      return "returnPartDoneAfterReceipt";
    case "completed":
      return "returnPartDoneAfterCompletion";
    default:
      return "returnPartDone";
  }
}
