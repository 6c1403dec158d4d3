/**
 * What an order's moves do to its resale lines (decision 037): paid, the reserved bottles are
 * sold; ended unpaid, they go back on their items; received, the payouts fall due after the
 * return window; refunded or returned whole, the sold bottles go back on their items and the
 * payouts not yet paid are cancelled; a request on some of the bottles does so for the resale
 * lines it names. Orders without resale lines find none and change nothing. Runs after the stock listener: the items are locked after the
 * products (decision 028).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { resaleSales } from "../db/schema";
import type { OrderMoveListener } from "../orders/move-listeners";
import { resaleLineReturned, resaleOrderReceived } from "./payouts";
import { resaleOrderPaid, resaleOrderReleased } from "./stock";

export const resaleOnOrderMoves: OrderMoveListener = {
  actions: [
    "pay",
    "cancel",
    "close",
    "receive",
    "cancelPointsOrder",
    "refundDone",
    "returnDone",
    "refundPartDone",
    "returnPartDone",
    "returnPartDoneAfterReceipt",
    "returnPartDoneAfterCompletion",
  ],
  async run({ tx, orderId, action, afterSale }) {
    if (action === "pay") await resaleOrderPaid(tx, orderId);
    else if (action === "receive") await resaleOrderReceived(tx, orderId, new Date());
    else if (action === "cancel" || action === "close") await resaleOrderReleased(tx, orderId);
    else if (action !== "refundDone" && action !== "returnDone" && afterSale) {
      const named = afterSale.bottles
        .filter((b) => b.resaleItemId !== null)
        .sort((a, b) => a.resaleItemId! - b.resaleItemId!);
      for (const line of named) await resaleLineReturned(tx, line.orderLineId, line.quantity);
    } else {
      const lines = await tx
        .select({ orderLineId: resaleSales.orderLineId, quantity: resaleSales.quantity })
        .from(resaleSales)
        .where(
          and(
            eq(resaleSales.orderId, orderId),
            eq(resaleSales.paid, true),
            inArray(resaleSales.payoutStatus, ["pending", "due"]),
          ),
        )
        .orderBy(asc(resaleSales.itemId), asc(resaleSales.id));
      for (const line of lines) await resaleLineReturned(tx, line.orderLineId, line.quantity);
    }
  },
};
