/**
 * Face-to-face precreate (the buyer scans a QR code): alipay.trade.precreate,
 * its query and its close.
 */
import { beijingDateTime, parseBeijingDateTime } from "../china-time";
import { centsToYuan, yuanToCents } from "../money";
import { GatewayError, type PaymentGateway, type TradeState } from "../types";
import { businessFailure, SUCCESS_CODE, TRADE_NOT_EXIST, type AlipayCall } from "./client";
import type { AlipayConfig } from "./config";

export const tradeStates: Record<string, TradeState> = {
  WAIT_BUYER_PAY: "pending",
  TRADE_SUCCESS: "paid",
  TRADE_FINISHED: "paid",
  TRADE_CLOSED: "closed",
};

export function alipayQrTrades(
  config: AlipayConfig,
  call: AlipayCall,
): Pick<PaymentGateway, "create" | "query" | "close"> {
  const query: PaymentGateway["query"] = async (outTradeNo) => {
    const method = "alipay.trade.query";
    const answer = await call(method, { out_trade_no: outTradeNo });
    // The trade exists at Alipay only once the buyer has scanned the code.
    if (answer.sub_code === TRADE_NOT_EXIST)
      return { state: "pending", amountCents: null, gatewayTradeNo: null, paidAt: null };
    if (answer.code !== SUCCESS_CODE) throw businessFailure(method, answer);
    const state = tradeStates[answer.trade_status ?? ""];
    if (!state)
      throw new GatewayError("alipay", `${method}: unknown trade_status ${answer.trade_status}`);
    let amountCents: number | null = null;
    try {
      if (answer.total_amount !== undefined) amountCents = yuanToCents(answer.total_amount);
    } catch {
      throw new GatewayError("alipay", `${method}: invalid total_amount ${answer.total_amount}`);
    }
    return {
      state,
      amountCents,
      gatewayTradeNo: answer.trade_no ?? null,
      paidAt:
        state === "paid" && answer.send_pay_date
          ? parseBeijingDateTime(answer.send_pay_date)
          : null,
    };
  };

  return {
    async create(input) {
      const method = "alipay.trade.precreate";
      const answer = await call(
        method,
        {
          out_trade_no: input.outTradeNo,
          total_amount: centsToYuan(input.amountCents),
          subject: input.description,
          time_expire: beijingDateTime(input.expiresAt),
          seller_id: config.sellerId,
        },
        { notify_url: input.notifyUrl },
      );
      if (answer.code !== SUCCESS_CODE) throw businessFailure(method, answer);
      if (typeof answer.qr_code !== "string")
        throw new GatewayError("alipay", `${method}: no qr_code in the answer`);
      return { kind: "qr", codeUrl: answer.qr_code, gatewayTradeNo: null };
    },

    query,

    async close(outTradeNo) {
      const method = "alipay.trade.close";
      const answer = await call(method, { out_trade_no: outTradeNo });
      if (answer.code === SUCCESS_CODE || answer.sub_code === TRADE_NOT_EXIST) return;
      // Alipay says only "wrong state" for a closed trade and for a paid one alike.
      if (
        answer.sub_code === "ACQ.TRADE_STATUS_ERROR" &&
        (await query(outTradeNo)).state === "closed"
      )
        return;
      throw businessFailure(method, answer);
    },
  };
}
