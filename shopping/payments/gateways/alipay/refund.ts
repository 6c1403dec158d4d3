/**
 * alipay.trade.refund and its query. Alipay sends no refund notification of
 * its own: the refund's answer or its query settles it.
 */
import { parseBeijingDateTime } from "../china-time";
import { centsToYuan, yuanToCents } from "../money";
import { refusedRefund } from "../refund-outcomes";
import { GatewayError, type PaymentGateway, type RefundOutcome } from "../types";
import {
  businessFailure,
  SUCCESS_CODE,
  TRADE_NOT_EXIST,
  type AlipayAnswer,
  type AlipayCall,
} from "./client";

/** the members of the refund and refund query answers */
interface AlipayRefundAnswer extends AlipayAnswer {
  out_trade_no?: string;
  out_request_no?: string;
  fund_change?: string;
  refund_fee?: string;
  refund_amount?: string;
  refund_status?: string;
  gmt_refund_pay?: string;
}

/**
 * Refusals of alipay.trade.refund that sending it again cannot change. Others
 * (ACQ.SYSTEM_ERROR, ACQ.SELLER_BALANCE_NOT_ENOUGH, ...) leave the refund
 * pending, to be sent again with the same out_request_no.
 */
const FINAL_REFUND_REFUSALS = new Set([
  "ACQ.INVALID_PARAMETER",
  "ACQ.TRADE_NOT_EXIST",
  "ACQ.TRADE_STATUS_ERROR",
  "ACQ.TRADE_HAS_CLOSE",
  "ACQ.TRADE_HAS_FINISHED",
  "ACQ.TRADE_NOT_ALLOW_REFUND",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
  "ACQ.REASON_TRADE_REFUND_FEE_ERR",
  "ACQ.REFUND_FEE_ERROR",
  "ACQ.DISCORDANT_REPEAT_REQUEST",
]);

export function alipayRefunds(call: AlipayCall): Pick<PaymentGateway, "refund" | "queryRefund"> {
  const queryRefund: PaymentGateway["queryRefund"] = async ({ outTradeNo, outRefundNo }) => {
    const method = "alipay.trade.fastpay.refund.query";
    const answer = await call<AlipayRefundAnswer>(method, {
      out_trade_no: outTradeNo,
      out_request_no: outRefundNo,
      query_options: ["gmt_refund_pay"],
    });
    if (answer.sub_code === TRADE_NOT_EXIST) return null;
    if (answer.code !== SUCCESS_CODE) throw businessFailure(method, answer);
    // No refund_status: Alipay did not get this refund, or it failed; sending the same number
    // again is safe.
    if (answer.refund_status !== "REFUND_SUCCESS") return null;
    if (
      answer.out_request_no !== outRefundNo ||
      (answer.out_trade_no !== undefined && answer.out_trade_no !== outTradeNo)
    )
      throw new GatewayError("alipay", `${method}: the answer is about another refund`);
    let refundCents: number;
    try {
      refundCents = yuanToCents(answer.refund_amount ?? "");
    } catch {
      throw new GatewayError("alipay", `${method}: invalid refund_amount ${answer.refund_amount}`);
    }
    return {
      state: "succeeded",
      refundCents,
      gatewayRefundNo: answer.trade_no ?? null,
      succeededAt: parseBeijingDateTime(answer.gmt_refund_pay ?? ""),
      failure: null,
    } satisfies RefundOutcome;
  };

  return {
    /**
     * fund_change Y is the money moving now; N is a refund number Alipay
     * already had (or no move yet): its query says which.
     */
    async refund(input) {
      const method = "alipay.trade.refund";
      const answer = await call<AlipayRefundAnswer>(method, {
        out_trade_no: input.outTradeNo,
        refund_amount: centsToYuan(input.refundCents),
        out_request_no: input.outRefundNo,
        refund_reason: input.reason.slice(0, 256),
      });
      if (answer.code !== SUCCESS_CODE) {
        if (answer.sub_code && FINAL_REFUND_REFUSALS.has(answer.sub_code))
          return refusedRefund(answer.sub_code);
        throw businessFailure(method, answer);
      }
      if (answer.out_trade_no !== undefined && answer.out_trade_no !== input.outTradeNo)
        throw new GatewayError("alipay", `${method}: the answer is about another trade`);
      if (answer.fund_change === "Y") {
        // refund_fee is the trade's refunded total, not this refund's amount.
        return {
          state: "succeeded",
          refundCents: null,
          gatewayRefundNo: answer.trade_no ?? null,
          succeededAt: parseBeijingDateTime(answer.gmt_refund_pay ?? ""),
          failure: null,
        };
      }
      return (
        (await queryRefund(input)) ?? {
          state: "pending",
          refundCents: null,
          gatewayRefundNo: null,
          succeededAt: null,
          failure: null,
        }
      );
    },

    queryRefund,
  };
}
