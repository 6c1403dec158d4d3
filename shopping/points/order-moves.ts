/**
 * The points an order's moves earn and give back: a completed order (reviewed, or completed by the
 * job) earns; an unpaid or points-paid order that ends gives back the points it used; a settled
 * refund or return gives back the points its request asked for, and a return takes back what the
 * order earned in proportion to the money refunded (decisions 023 and 033).
 */
import { eq } from "drizzle-orm";
import { orders } from "../db/schema";
import type { OrderMoveListener } from "../orders/move-listeners";
import { AFTER_SALE_SETTLED, RETURN_SETTLED } from "../orders/status";
import { earnForOrder, takeBackEarning } from "./earning";
import { lockPoints, postPoints } from "./ledger";

export const pointsOnOrderMoves: OrderMoveListener = {
  actions: ["evaluate", "cancel", "close", "cancelPointsOrder", ...AFTER_SALE_SETTLED],
  async run({ tx, orderId, action, afterSale }) {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        pointsUsed: orders.pointsUsed,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (action === "evaluate") {
      // What part requests gave back earns nothing.
      await earnForOrder(tx, { ...order, totalCents: order.totalCents - order.refundedCents });
      return;
    }
    const back = afterSale ? afterSale.points : order.pointsUsed;
    if (back > 0) {
      await lockPoints(tx, order.userId);
      await postPoints(tx, order.userId, back, { reason: "order_refund", orderId });
    }
    if (RETURN_SETTLED.includes(action) && afterSale)
      await takeBackEarning(tx, order, afterSale.amountCents, afterSale.unrefundedCents);
  },
};
