/** The steps of an after-sale request, with their times from the order's timeline. */
import { AFTER_SALE_SETTLED_ACTIONS, type AfterSaleView } from "#contract/aftersale";
import type { OrderEventView } from "#contract/buying";

export type StepName = "applied" | "approved" | "shipped" | "received" | "refunded" | "rejected";

/** Which timeline action marks each step. */
const STEP_ACTIONS: Record<StepName, string[]> = {
  applied: ["refund", "returnGoods"],
  approved: ["refundApproved", "returnApproved"],
  shipped: ["returnShipped"],
  received: ["returnReceived"],
  refunded: [...AFTER_SALE_SETTLED_ACTIONS],
  rejected: ["afterSaleRejected"],
};

/**
 * The request's steps, each with the time it happened (or null while ahead), from the timeline rows
 * since the request.
 */
export function stepsOf(
  request: AfterSaleView,
  timeline: OrderEventView[],
): { name: StepName; at: string | null }[] {
  const since = Date.parse(request.createdAt) - 1000;
  const events = timeline.filter((e) => Date.parse(e.at) >= since);
  const at = (name: StepName) =>
    events.find((e) => STEP_ACTIONS[name].includes(e.action))?.at ?? null;
  const path: StepName[] =
    request.kind === "refund"
      ? ["applied", "approved", "refunded"]
      : ["applied", "approved", "shipped", "received", "refunded"];
  if (request.status === "rejected") {
    const done = path.filter((name) => at(name) !== null);
    return [
      ...done.map((name) => ({ name, at: at(name) })),
      { name: "rejected", at: at("rejected") ?? request.finishedAt },
    ];
  }
  return path.map((name) => ({
    name,
    at:
      at(name) ??
      (name === "applied" ? request.createdAt : name === "refunded" ? request.finishedAt : null),
  }));
}
