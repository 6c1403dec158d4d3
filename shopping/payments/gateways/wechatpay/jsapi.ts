/**
 * JSAPI payment, inside WeChat: in its browser under the official account, in the mini-program
 * under the mini-program's app. The prepay names the buyer by their openid under that app and
 * answers prepay_id, which the bridge takes with parameters signed here (bridge-sign.ts).
 */
import type { KeyObject } from "node:crypto";
import { GatewayError, type BridgeLaunch, type CreatePaymentInput } from "../types";
import { bridgePayParams } from "./bridge-sign";
import type { WechatPayClient } from "./client";
import type { WechatPayConfig } from "./config";
import { prepayBody } from "./precreate";

export function wechatPayJsapi(
  config: WechatPayConfig,
  { call }: WechatPayClient,
  merchantKey: KeyObject,
  now: () => number,
): (
  input: CreatePaymentInput & { path: "wechat-browser" | "mini-program" },
) => Promise<BridgeLaunch> {
  return async (input) => {
    const appId =
      input.path === "mini-program" ? config.miniProgramAppid : (config.jsapiAppid ?? config.appid);
    if (!appId)
      throw new GatewayError(
        "wechatpay",
        "no mini-program app id (WECHAT_MINIPROGRAM_APPID): the mini-program cannot pay",
      );
    if (!input.openid)
      throw new GatewayError("wechatpay", `JSAPI payment needs the buyer's openid (${input.path})`);
    const answer = await call<{ prepay_id?: unknown }>("POST", "/v3/pay/transactions/jsapi", {
      ...prepayBody(config, input, appId),
      payer: { openid: input.openid },
    });
    if (typeof answer?.prepay_id !== "string" || !answer.prepay_id)
      throw new GatewayError("wechatpay", "no prepay_id in the answer");
    return {
      kind: "bridge",
      params: bridgePayParams({ appId, prepayId: answer.prepay_id }, merchantKey, now()),
      gatewayTradeNo: null,
    };
  };
}
