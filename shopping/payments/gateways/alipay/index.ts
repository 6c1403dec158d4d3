/**
 * Alipay open platform, signed RSA2: the face-to-face QR payment
 * (precreate.ts), the mobile website pay (wap.ts), refunds (refund.ts) and
 * notifications (notify.ts), over one signed client (client.ts) with the keys
 * of sign.ts.
 */
import { loadPrivateKey } from "../signatures";
import { GatewayError, type PaymentGateway } from "../types";
import { alipayCall, alipaySignedParams } from "./client";
import type { AlipayConfig } from "./config";
import { alipayNotifications } from "./notify";
import { alipayQrTrades } from "./precreate";
import { alipayRefunds } from "./refund";
import { alipayKeys } from "./sign";
import { alipayWapForm } from "./wap";

export type { AlipayConfig } from "./config";

export function createAlipayGateway(
  config: AlipayConfig,
  http: typeof fetch = fetch,
): PaymentGateway {
  const privateKey = loadPrivateKey(config.privateKeyPem);
  if (!/^2088\d{12}$/.test(config.sellerId ?? ""))
    throw new Error(
      `Alipay: the seller id (ALIPAY_SELLER_ID) must be the shop's own PID, 2088 and 12 digits: got ${JSON.stringify(config.sellerId)}`,
    );
  const keys = alipayKeys(config, privateKey);
  const call = alipayCall(config, keys, http);
  const qrTrades = alipayQrTrades(config, call);
  const wapForm = alipayWapForm(config, alipaySignedParams(config, keys));
  return {
    name: "alipay",
    ...qrTrades,
    async create(input) {
      switch (input.path) {
        case "qr":
          return qrTrades.create(input);
        case "phone":
          return wapForm(input);
        case "wechat-browser":
        case "mini-program":
          // WeChat's browser and its mini-programs do not open Alipay.
          throw new GatewayError("alipay", `Alipay is not offered on the ${input.path} path`);
      }
    },
    ...alipayRefunds(call),
    ...alipayNotifications(config, keys),
  };
}
