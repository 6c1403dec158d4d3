/**
 * The invoice request's status model: the only moves between statuses. A request waits
 * (requested), is issued, or goes with its order's money (cancelled). A refund after the invoice
 * was issued leaves it to correct: the operator records the red-letter invoice (红字发票) the tax
 * platform issued for the money refunded, and the invoice stands again for what is left (issued),
 * or, when nothing is left, is reversed whole. Every change of a request's status goes through
 * `assertInvoiceMove`; invoice_requests' checks keep the amounts and documents with the status.
 */
import { INVOICE_REQUEST_STATUSES, type InvoiceRequestStatus } from "../../contract/invoices";

export type InvoiceAction = "issue" | "reduce" | "cancel" | "refund" | "correct" | "reverse";
export type InvoiceActor = "system" | "operator";

export interface InvoiceTransition {
  from: InvoiceRequestStatus;
  action: InvoiceAction;
  to: InvoiceRequestStatus;
  by: InvoiceActor;
}

export const INVOICE_TRANSITIONS: readonly InvoiceTransition[] = [
  { from: "requested", action: "issue", to: "issued", by: "operator" },
  // A refund before the invoice is issued: what is left is invoiced, or nothing when nothing is.
  { from: "requested", action: "reduce", to: "requested", by: "system" },
  { from: "requested", action: "cancel", to: "cancelled", by: "system" },
  // A refund after: the issued invoice must be corrected with a red-letter one.
  { from: "issued", action: "refund", to: "to_correct", by: "system" },
  { from: "to_correct", action: "refund", to: "to_correct", by: "system" },
  { from: "to_correct", action: "correct", to: "issued", by: "operator" },
  { from: "to_correct", action: "reverse", to: "reversed", by: "operator" },
];

export const INVOICE_ACTIONS: readonly InvoiceAction[] = [
  "issue",
  "reduce",
  "cancel",
  "refund",
  "correct",
  "reverse",
];
export const INVOICE_ACTORS: readonly InvoiceActor[] = ["system", "operator"];
export { INVOICE_REQUEST_STATUSES };

export class InvoiceMoveRefused extends Error {
  constructor(
    readonly from: string,
    readonly action: InvoiceAction,
  ) {
    super(`an invoice request cannot ${action} from ${from}`);
  }
}

/** The status after `action` by `by`, or InvoiceMoveRefused when the table has no such move. */
export function assertInvoiceMove(
  from: string,
  action: InvoiceAction,
  by: InvoiceActor,
): InvoiceRequestStatus {
  const move = INVOICE_TRANSITIONS.find((t) => t.from === from && t.action === action);
  if (!move || move.by !== by) throw new InvoiceMoveRefused(from, action);
  return move.to;
}
