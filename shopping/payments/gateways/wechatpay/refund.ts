/** Domestic refunds: a refund and its query (their notifications are read in notify.ts). */
import { parseRfc3339 } from "../china-time";
import { refusedRefund } from "../refund-outcomes";
import { GatewayError, type PaymentGateway, type RefundOutcome, type RefundState } from "../types";
import type { WechatPayClient } from "./client";

const REFUNDS_PATH = "/v3/refund/domestic/refunds";

/** a refund as WeChat Pay answers it (status) or notifies it (refund_status, mchid) */
export interface WechatRefund {
  mchid?: string;
  refund_id?: string;
  out_refund_no?: string;
  transaction_id?: string;
  out_trade_no?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number; currency?: string };
}

export const refundStates: Record<string, RefundState> = {
  SUCCESS: "succeeded",
  PROCESSING: "pending",
  CLOSED: "failed",
  ABNORMAL: "failed",
};

/**
 * Refusals of a refund that sending the same request again cannot change
 * (bad parameters, against the rules, no such trade, no right to refund, the
 * buyer's account). Others (NOT_ENOUGH, FREQUENCY_LIMITED, SYSTEM_ERROR, ...)
 * leave it pending, to be sent again with the same number.
 */
const FINAL_REFUND_REFUSALS = new Set([
  "PARAM_ERROR",
  "INVALID_REQUEST",
  "RESOURCE_NOT_EXISTS",
  "NO_AUTH",
  "USER_ACCOUNT_ABNORMAL",
  "MCH_NOT_EXISTS",
]);

export function wechatPayRefunds({
  call,
}: WechatPayClient): Pick<PaymentGateway, "refund" | "queryRefund"> {
  return {
    async refund(input) {
      let answer: WechatRefund | null;
      try {
        answer = await call<WechatRefund>("POST", REFUNDS_PATH, {
          out_trade_no: input.outTradeNo,
          out_refund_no: input.outRefundNo,
          reason: input.reason.slice(0, 80),
          ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
          amount: { refund: input.refundCents, total: input.totalCents, currency: "CNY" },
        });
      } catch (error) {
        const code = error instanceof GatewayError ? error.refusal?.code : null;
        if (code && FINAL_REFUND_REFUSALS.has(code)) return refusedRefund(code);
        throw error;
      }
      return refundOutcome(answer, input.outRefundNo);
    },

    async queryRefund({ outRefundNo }) {
      let answer: WechatRefund | null;
      try {
        answer = await call<WechatRefund>(
          "GET",
          `${REFUNDS_PATH}/${encodeURIComponent(outRefundNo)}`,
        );
      } catch (error) {
        // WeChat Pay never got this refund number: it may be sent (again).
        if (
          error instanceof GatewayError &&
          error.refusal?.status === 404 &&
          error.refusal.code === "RESOURCE_NOT_EXISTS"
        )
          return null;
        throw error;
      }
      return refundOutcome(answer, outRefundNo);
    },
  };
}

/** the refund answer (or query) of `outRefundNo`, checked */
function refundOutcome(answer: WechatRefund | null, outRefundNo: string): RefundOutcome {
  if (!answer || answer.out_refund_no !== outRefundNo)
    throw new GatewayError("wechatpay", `the refund answer is not about ${outRefundNo}`);
  const state = refundStates[answer.status ?? ""];
  if (!state) throw new GatewayError("wechatpay", `unknown refund status ${answer.status}`);
  if (answer.amount?.currency !== undefined && answer.amount.currency !== "CNY")
    throw new GatewayError("wechatpay", `unexpected refund currency ${answer.amount.currency}`);
  return {
    state,
    refundCents: Number.isSafeInteger(answer.amount?.refund) ? answer.amount!.refund! : null,
    gatewayRefundNo: answer.refund_id ?? null,
    succeededAt: state === "succeeded" ? parseRfc3339(answer.success_time) : null,
    failure: state === "failed" ? (answer.status ?? null) : null,
  };
}
