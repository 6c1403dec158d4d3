/**
 * The after-sale request's own statuses and the only moves between them (the
 * order's statuses are in shopping/orders/status.ts; the order moves only
 * when the request is made, refused or settled).
 *
 * refund (before shipping): requested → refunding (approve) → succeeded (the money is back) return
 * (after shipping): requested → approved (approve) → goods_sent (the buyer's return shipment) →
 * refunding (the operator confirms the goods came back) → succeeded
 * A request whose amountCents is 0 (points only) needs no gateway: approve (refund) or receipt
 * (return) takes it straight to succeeded. requested | goods_sent → rejected (the operator
 * refuses).
 */
export const AFTER_SALE_STATUSES = [
  "requested",
  "approved",
  "goods_sent",
  "refunding",
  "succeeded",
  "rejected",
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const AFTER_SALE_KINDS = ["refund", "return"] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

export type AfterSaleAction =
  /** the operator agrees: a refund goes to the gateway, a return waits for the goods */
  | "approve"
  /** the buyer sends the goods back (return shipment) */
  | "shipBack"
  /** the operator confirms the returned goods arrived */
  | "receive"
  /**
   * the money (and points) are back: the gateway confirmed, or nothing had to go through a gateway
   */
  | "settle"
  /** the operator sends the money again after the gateway refused the refund for good */
  | "resend"
  | "reject";

export interface AfterSaleTransition {
  kind: AfterSaleKind;
  from: AfterSaleStatus;
  action: AfterSaleAction;
  to: AfterSaleStatus;
  /** only for requests with (true) or without (false) money to send back; undefined: either */
  withMoney?: boolean;
}

export const AFTER_SALE_TRANSITIONS: readonly AfterSaleTransition[] = [
  { kind: "refund", from: "requested", action: "approve", to: "refunding", withMoney: true },
  { kind: "refund", from: "requested", action: "approve", to: "succeeded", withMoney: false },
  { kind: "refund", from: "refunding", action: "settle", to: "succeeded", withMoney: true },
  { kind: "refund", from: "refunding", action: "resend", to: "refunding", withMoney: true },
  { kind: "refund", from: "requested", action: "reject", to: "rejected" },
  { kind: "return", from: "requested", action: "approve", to: "approved" },
  { kind: "return", from: "approved", action: "shipBack", to: "goods_sent" },
  { kind: "return", from: "goods_sent", action: "receive", to: "refunding", withMoney: true },
  { kind: "return", from: "goods_sent", action: "receive", to: "succeeded", withMoney: false },
  { kind: "return", from: "refunding", action: "settle", to: "succeeded", withMoney: true },
  { kind: "return", from: "refunding", action: "resend", to: "refunding", withMoney: true },
  { kind: "return", from: "requested", action: "reject", to: "rejected" },
  { kind: "return", from: "goods_sent", action: "reject", to: "rejected" },
];

/**
 * The statuses of a request that is still open (the unique index after_sales_open_uq holds one per
 * order).
 */
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [
  "requested",
  "approved",
  "goods_sent",
  "refunding",
];

export class AfterSaleRefused extends Error {
  constructor(
    readonly kind: string,
    readonly from: string,
    readonly action: string,
  ) {
    super(`after-sale ${kind} request cannot ${action} from ${from}`);
  }
}

export function findAfterSaleTransition(
  kind: string,
  from: string,
  action: AfterSaleAction,
  amountCents: number,
): AfterSaleTransition | undefined {
  return AFTER_SALE_TRANSITIONS.find(
    (t) =>
      t.kind === kind &&
      t.from === from &&
      t.action === action &&
      (t.withMoney === undefined || t.withMoney === amountCents > 0),
  );
}

/** The request's status after `action`, or AfterSaleRefused when the table has no such move. */
export function assertAfterSaleTransition(
  kind: string,
  from: string,
  action: AfterSaleAction,
  amountCents: number,
): AfterSaleStatus {
  const move = findAfterSaleTransition(kind, from, action, amountCents);
  if (!move) throw new AfterSaleRefused(kind, from, action);
  return move.to;
}

export function isAfterSaleStatus(value: string): value is AfterSaleStatus {
  return (AFTER_SALE_STATUSES as readonly string[]).includes(value);
}
