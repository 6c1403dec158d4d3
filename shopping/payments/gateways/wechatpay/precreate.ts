/**
 * Native payment (the buyer scans a QR code): its creation, query and close. The trades of the other
 * paths (h5.ts, jsapi.ts) are queried and closed the same way, by out_trade_no.
 */
import { beijingRfc3339, parseRfc3339 } from "../china-time";
import {
  GatewayError,
  type CreatePaymentInput,
  type PaymentGateway,
  type TradeState,
} from "../types";
import type { WechatPayClient } from "./client";
import type { WechatPayConfig } from "./config";

/** a trade as WeChat Pay answers a query or notifies it */
export interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

export const tradeStates: Record<string, TradeState> = {
  SUCCESS: "paid",
  REFUND: "paid",
  NOTPAY: "pending",
  USERPAYING: "pending",
  CLOSED: "closed",
  REVOKED: "closed",
  PAYERROR: "closed",
};

/** what every prepay (Native, H5, JSAPI) sends: the app, the merchant and the trade */
export function prepayBody(
  config: WechatPayConfig,
  input: CreatePaymentInput,
  appid = config.appid,
) {
  return {
    appid,
    mchid: config.mchid,
    description: input.description,
    out_trade_no: input.outTradeNo,
    time_expire: beijingRfc3339(input.expiresAt),
    notify_url: input.notifyUrl,
    amount: { total: input.amountCents, currency: "CNY" },
  };
}

export function wechatPayQrTrades(
  config: WechatPayConfig,
  { call }: WechatPayClient,
): Pick<PaymentGateway, "create" | "query" | "close"> {
  return {
    async create(input) {
      const answer = await call<{ code_url?: unknown }>("POST", "/v3/pay/transactions/native", {
        ...prepayBody(config, input),
        ...(input.clientIp ? { scene_info: { payer_client_ip: input.clientIp } } : {}),
      });
      if (typeof answer?.code_url !== "string")
        throw new GatewayError("wechatpay", "no code_url in the answer");
      return { kind: "qr", codeUrl: answer.code_url, gatewayTradeNo: null };
    },

    async query(outTradeNo) {
      const trade = await call<Transaction>(
        "GET",
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`,
      );
      const state = tradeStates[trade?.trade_state ?? ""];
      if (!trade || !state)
        throw new GatewayError("wechatpay", `unknown trade_state ${trade?.trade_state}`);
      return {
        state,
        amountCents: Number.isSafeInteger(trade.amount?.total) ? trade.amount!.total! : null,
        gatewayTradeNo: trade.transaction_id ?? null,
        paidAt: parseRfc3339(trade.success_time),
      };
    },

    async close(outTradeNo) {
      await call(
        "POST",
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
        { mchid: config.mchid },
      );
    },
  };
}
