/**
 * The order status model: spec §4's statuses and the only moves between them.
 * Every change of an order's status goes through `assertTransition`, and each
 * move writes a timeline row (order_events). Later issues add after-sale moves
 * here, in the table, not in the code that uses it.
 */
import { AFTER_SALE_SETTLED_ACTIONS, RETURN_SETTLED_ACTIONS } from "../../contract/aftersale";
import { ORDER_STATUSES, type OrderStatus } from "../../contract/buying";

export { ORDER_STATUSES, type OrderStatus };

export type OrderAction =
  | "pay"
  | "cancel"
  | "cancelPointsOrder"
  | "close"
  | "ship"
  | "receive"
  | "evaluate"
  | "refund"
  | "refundDone"
  | "refundPartDone"
  | "refundRefused"
  | "returnGoods"
  | "returnDone"
  | "returnPartDone"
  | "returnPartDoneAfterReceipt"
  | "returnPartDoneAfterCompletion"
  | "returnRefused"
  | "returnRefusedAfterReceipt"
  | "returnRefusedAfterCompletion";

export interface Transition {
  from: OrderStatus;
  action: OrderAction;
  to: OrderStatus;
  /** who may make the move */
  by: ("buyer" | "system" | "gateway" | "seller")[];
}

export const TRANSITIONS: readonly Transition[] = [
  { from: "pending_payment", action: "pay", to: "pending_delivery", by: ["gateway"] },
  { from: "pending_payment", action: "cancel", to: "cancelled", by: ["buyer", "system"] },
  { from: "pending_payment", action: "close", to: "closed", by: ["system"] },
  { from: "pending_delivery", action: "ship", to: "pending_receipt", by: ["seller"] },
  // An order paid with points alone may be cancelled before shipping; its points come back.
  { from: "pending_delivery", action: "cancelPointsOrder", to: "cancelled", by: ["buyer"] },
  { from: "pending_delivery", action: "refund", to: "refunding", by: ["buyer"] },
  { from: "pending_receipt", action: "receive", to: "pending_comment", by: ["buyer", "system"] },
  { from: "pending_receipt", action: "returnGoods", to: "returning", by: ["buyer"] },
  { from: "pending_comment", action: "evaluate", to: "completed", by: ["buyer", "system"] },
  { from: "pending_comment", action: "returnGoods", to: "returning", by: ["buyer"] },
  // A completed order may still be returned; its settlement takes back the points it earned.
  { from: "completed", action: "returnGoods", to: "returning", by: ["buyer"] },
  // After-sale: the request's own steps (approve, return shipment, goods back) are in
  // shopping/aftersale; the order moves when the money is back (a points-only refund needs no
  // gateway) or the request is refused, back to the status it had when the buyer asked.
  { from: "refunding", action: "refundDone", to: "refunded", by: ["seller", "gateway"] },
  // A request on some of the bottles (decision 033): the order goes back to the status it had, the
  // rest of it still to ship, receive or keep.
  {
    from: "refunding",
    action: "refundPartDone",
    to: "pending_delivery",
    by: ["seller", "gateway"],
  },
  { from: "refunding", action: "refundRefused", to: "pending_delivery", by: ["seller"] },
  { from: "returning", action: "returnDone", to: "returned", by: ["seller", "gateway"] },
  { from: "returning", action: "returnPartDone", to: "pending_receipt", by: ["seller", "gateway"] },
  {
    from: "returning",
    action: "returnPartDoneAfterReceipt",
    to: "pending_comment",
    by: ["seller", "gateway"],
  },
  {
    from: "returning",
    action: "returnPartDoneAfterCompletion",
    to: "completed",
    by: ["seller", "gateway"],
  },
  { from: "returning", action: "returnRefused", to: "pending_receipt", by: ["seller"] },
  { from: "returning", action: "returnRefusedAfterReceipt", to: "pending_comment", by: ["seller"] },
  {
    from: "returning",
    action: "returnRefusedAfterCompletion",
    to: "completed",
    by: ["seller"],
  },
];

/** The moves that settle an after-sale request, on all of the order's bottles or some. */
export const AFTER_SALE_SETTLED: readonly OrderAction[] = AFTER_SALE_SETTLED_ACTIONS;
export const RETURN_SETTLED: readonly OrderAction[] = RETURN_SETTLED_ACTIONS;

export function findTransition(from: OrderStatus, action: OrderAction): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.action === action);
}

export class TransitionRefused extends Error {
  constructor(
    readonly from: string,
    readonly action: string,
  ) {
    super(`order cannot ${action} from ${from}`);
  }
}

/** The status after `action`, or TransitionRefused when the table has no such move. */
export function assertTransition(
  from: string,
  action: OrderAction,
  by: Transition["by"][number],
): OrderStatus {
  const move = isOrderStatus(from) ? findTransition(from, action) : undefined;
  if (!move || !move.by.includes(by)) throw new TransitionRefused(from, action);
  return move.to;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export type BuyerAction = "pay" | "cancel" | "receive" | "evaluate" | "refund" | "returnGoods";
const BUYER_ACTIONS: readonly BuyerAction[] = [
  "pay",
  "cancel",
  "receive",
  "evaluate",
  "refund",
  "returnGoods",
];

/**
 * What the buyer may do with an order in this status, as buttons (pay is the gateway's move,
 * started by the buyer). An order paid with points alone is cancelled, not refunded, before
 * shipping.
 */
export function buyerActions(status: string, paidWithPoints = false): BuyerAction[] {
  if (!isOrderStatus(status)) return [];
  return BUYER_ACTIONS.filter((action) => {
    const tableAction = paidWithPoints && action === "cancel" ? "cancelPointsOrder" : action;
    if (paidWithPoints && action === "refund") return false;
    const move = findTransition(status, tableAction);
    return move !== undefined && (action === "pay" || move.by.includes("buyer"));
  });
}
