/**
 * What moves with an order: the one door through which an order's move reaches the other areas.
 * Each listener runs inside the move's transaction, after its status and timeline row are written,
 * in this order: the buyer's points (the users row), the invoice request, the stock (the products,
 * lowest id first), the resale items and their sales, then the provenance log (its bottles, then
 * the log's head), which is the order every writer takes those locks in (decision 028).
 */
import type { Tx } from "../db/client";
import { invoicesOnOrderMoves } from "../invoices/order-moves";
import { pointsOnOrderMoves } from "../points/order-moves";
import { resaleOnOrderMoves } from "../resale/order-moves";
import { provenanceOnOrderMoves } from "../provenance/order-moves";
import type { OrderAction } from "./status";

import { stockOnOrderMoves, type ReturnedLine } from "./stock";

export interface OrderMoved {
  tx: Tx;
  orderId: number;
  from: string;
  to: string;
  action: OrderAction;
  /** the after-sale request whose settlement made the move (refundDone, refundPartDone, ...) */
  afterSale?: {
    amountCents: number;
    points: number;
    /** the bottles it took back, by order line */
    bottles: ReturnedLine[];
    /** the order's money not yet refunded before it */
    unrefundedCents: number;
  };
}

export interface OrderMoveListener {
  /** the moves it acts on */
  actions: readonly OrderAction[];
  run(move: OrderMoved): Promise<void>;
}

/** In the order their locks are taken. A function: the areas' modules import this one's types. */
export const orderMoveListeners = (): OrderMoveListener[] => [
  pointsOnOrderMoves,
  invoicesOnOrderMoves,
  stockOnOrderMoves,
  resaleOnOrderMoves,
  provenanceOnOrderMoves,
];

export async function runOrderMoveListeners(move: OrderMoved): Promise<void> {
  for (const listener of orderMoveListeners())
    if (listener.actions.includes(move.action)) await listener.run(move);
}
