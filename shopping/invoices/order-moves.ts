/** An order's invoice follows the money that goes back to its buyer (requests.ts). */
import type { OrderMoveListener } from "../orders/move-listeners";
import { AFTER_SALE_SETTLED } from "../orders/status";
import { adjustInvoiceForRefund } from "./requests";

export const invoicesOnOrderMoves: OrderMoveListener = {
  actions: AFTER_SALE_SETTLED,
  async run({ tx, orderId, afterSale }) {
    if (afterSale) await adjustInvoiceForRefund(tx, orderId, afterSale.amountCents);
  },
};
