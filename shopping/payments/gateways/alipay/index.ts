/**
 * Alipay open platform, signed RSA2: the face-to-face QR payment
 * (precreate.ts), refunds (refund.ts) and notifications (notify.ts), over one
 * signed client (client.ts) with the keys of sign.ts.
 */
import { loadPrivateKey } from "../signatures";
import type { PaymentGateway } from "../types";
import { alipayCall } from "./client";
import type { AlipayConfig } from "./config";
import { alipayNotifications } from "./notify";
import { alipayQrTrades } from "./precreate";
import { alipayRefunds } from "./refund";
import { alipayKeys } from "./sign";

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
  return {
    name: "alipay",
    ...alipayQrTrades(config, call),
    ...alipayRefunds(call),
    ...alipayNotifications(config, keys),
  };
}
