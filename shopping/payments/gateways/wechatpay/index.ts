/**
 * WeChat Pay API v3: the Native QR payment (precreate.ts), refunds
 * (refund.ts) and notifications (notify.ts), over one signed client
 * (client.ts) with the merchant and platform keys of sign.ts.
 */
import type { PaymentGateway } from "../types";
import { wechatPayClient } from "./client";
import type { WechatPayConfig } from "./config";
import { wechatPayNotifications } from "./notify";
import { wechatPayQrTrades } from "./precreate";
import { wechatPayRefunds } from "./refund";
import { merchantKeys } from "./sign";

export type { WechatPayConfig } from "./config";

export function createWechatPayGateway(
  config: WechatPayConfig,
  http: typeof fetch = fetch,
  now: () => number = Date.now,
): PaymentGateway {
  const merchant = merchantKeys(config);
  const client = wechatPayClient(config, merchant, http, now);
  return {
    name: "wechatpay",
    ...wechatPayQrTrades(config, client),
    ...wechatPayRefunds(client),
    ...wechatPayNotifications(config, client.platformKeys, merchant.apiV3Key),
  };
}
