/**
 * Settling an after-sale request: the money is back (the gateway confirmed
 * the refund, or there was no money to send back), so the request ends
 * succeeded, the order moves refundDone (refunding → refunded) or returnDone
 * (returning → returned); the points the request asked for, the invoice and a
 * refund's stock move with the order (orders/move-listeners.ts).
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
import { and, eq } from "drizzle-orm";
import { afterSales } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { lockOrder, moveOrder } from "../orders/lifecycle";
import { assertAfterSaleTransition, AfterSaleRefused, type AfterSaleAction } from "./status";

export type AfterSaleRow = typeof afterSales.$inferSelect;

export interface Settled {
  /** false when the request had already succeeded (a second call changes nothing) */
  settled: boolean;
  afterSaleId: number;
  orderId: number;
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

  const orderAction = request.kind === "refund" ? "refundDone" : "returnDone";
  // The points, the invoice and (for a refund) the stock move with it (orders/move-listeners.ts).
  const moved = await moveOrder(tx, order.id, order.status, orderAction, actor, actorName, null, {
    afterSale: { amountCents: request.amountCents, points: request.points },
  });
  // The order is locked and the request was open, so it must be refunding / returning: anything
  // else is a broken invariant.
  if (!moved)
    throw new Error(
      `after-sale ${afterSaleId}: order ${order.id} did not move ${orderAction} from ${order.status}`,
    );

  return { settled: true, afterSaleId, orderId: order.id };
}
