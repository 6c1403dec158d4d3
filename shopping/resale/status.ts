/**
 * The resale item's status model (spec §4, decision 037): the only moves between statuses. Every
 * change of an item's status goes through `assertResaleMove`; the registration follows the status
 * (a check of resale_items keeps the two together).
 */
import {
  RESALE_STATUSES,
  type ResaleRegistration,
  type ResaleStatus,
} from "../../contract/resale-statuses";

export type ResaleAction =
  "systemAudit" | "receive" | "reject" | "withdraw" | "shelve" | "unshelve" | "expire";

export type ResaleActor = "system" | "seller" | "operator";

export interface ResaleTransition {
  from: ResaleStatus;
  action: ResaleAction;
  to: ResaleStatus;
  by: ResaleActor[];
}

export const RESALE_TRANSITIONS: readonly ResaleTransition[] = [
  // The system audit runs as the item is written: a form that fails it writes nothing.
  { from: "initial", action: "systemAudit", to: "system_audit_passed", by: ["system"] },
  { from: "system_audit_passed", action: "receive", to: "shop_audit_passed", by: ["operator"] },
  { from: "system_audit_passed", action: "reject", to: "rejected", by: ["operator"] },
  // Before the shop holds the bottles the seller may change their mind (the parcel not yet sent).
  { from: "system_audit_passed", action: "withdraw", to: "withdrawn", by: ["seller"] },
  { from: "shop_audit_passed", action: "shelve", to: "on_shelf", by: ["seller"] },
  { from: "on_shelf", action: "unshelve", to: "off_shelf", by: ["seller"] },
  { from: "on_shelf", action: "expire", to: "off_shelf", by: ["system"] },
  { from: "off_shelf", action: "shelve", to: "on_shelf", by: ["seller"] },
];

export const RESALE_ACTIONS: readonly ResaleAction[] = [
  "systemAudit",
  "receive",
  "reject",
  "withdraw",
  "shelve",
  "unshelve",
  "expire",
];
export const RESALE_ACTORS: readonly ResaleActor[] = ["system", "seller", "operator"];
export { RESALE_STATUSES };

export class ResaleMoveRefused extends Error {
  constructor(
    readonly from: string,
    readonly action: ResaleAction,
  ) {
    super(`a resale item cannot ${action} from ${from}`);
  }
}

/** The status after `action` by `by`, or ResaleMoveRefused when the table has no such move. */
export function assertResaleMove(
  from: string,
  action: ResaleAction,
  by: ResaleActor,
): ResaleStatus {
  const move = RESALE_TRANSITIONS.find((t) => t.from === from && t.action === action);
  if (!move || !move.by.includes(by)) throw new ResaleMoveRefused(from, action);
  return move.to;
}

/** Registered while the shop holds the seller's bottles, inspected. */
export function registrationOf(status: ResaleStatus): ResaleRegistration {
  return status === "shop_audit_passed" || status === "on_shelf" || status === "off_shelf"
    ? "registered"
    : "unregistered";
}
