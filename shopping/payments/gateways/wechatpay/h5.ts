/**
 * H5 payment, from a phone's browser outside WeChat: the prepay answers h5_url, a page of WeChat
 * Pay's that opens the WeChat app. WeChat Pay compares the address the buyer opens it from with
 * payer_client_ip, so the visitor's real address is required.
 */
import { GatewayError, type CreatePaymentInput, type RedirectLaunch } from "../types";
import type { WechatPayClient } from "./client";
import type { WechatPayConfig } from "./config";
import { prepayBody } from "./precreate";

export function wechatPayH5(
  config: WechatPayConfig,
  { call }: WechatPayClient,
): (input: CreatePaymentInput) => Promise<RedirectLaunch> {
  return async (input) => {
    if (!input.clientIp)
      throw new GatewayError("wechatpay", "H5 payment needs the buyer's address (payer_client_ip)");
    const answer = await call<{ h5_url?: unknown }>("POST", "/v3/pay/transactions/h5", {
      ...prepayBody(config, input),
      scene_info: { payer_client_ip: input.clientIp, h5_info: { type: "Wap" } },
    });
    if (typeof answer?.h5_url !== "string" || !URL.canParse(answer.h5_url))
      throw new GatewayError("wechatpay", "no h5_url in the answer");
    return { kind: "redirect", url: answer.h5_url, gatewayTradeNo: null };
  };
}
