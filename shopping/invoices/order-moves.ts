/**
 * An order's invoice follows the money that goes back to its buyer, and an unpaid order's request
 * goes when the order does (requests.ts).
 */
import type { OrderMoveListener } from "../orders/move-listeners";
import { AFTER_SALE_SETTLED } from "../orders/status";
import { adjustInvoiceForRefund, cancelInvoiceOfUnpaidOrder } from "./requests";

export const invoicesOnOrderMoves: OrderMoveListener = {
  actions: ["cancel", "close", ...AFTER_SALE_SETTLED],
  async run({ tx, orderId, action, afterSale }) {
    if (action === "cancel" || action === "close") await cancelInvoiceOfUnpaidOrder(tx, orderId);
    else if (afterSale) await adjustInvoiceForRefund(tx, orderId, afterSale.amountCents);
  },
};
