import type { RefundOutcome } from "./types";

/** a refund the gateway refused for good, with its reason (the gateway's code) */
export function refusedRefund(failure: string): RefundOutcome {
  return { state: "failed", refundCents: null, gatewayRefundNo: null, succeededAt: null, failure };
}
