/**
 * WeChat Pay API v3: the Native QR payment (precreate.ts), H5 from a phone's
 * browser (h5.ts), JSAPI inside WeChat (jsapi.ts), refunds (refund.ts) and
 * notifications (notify.ts), over one signed client (client.ts) with the
 * merchant and platform keys of sign.ts.
 */
import type { PaymentGateway } from "../types";
import { wechatPayClient } from "./client";
import type { WechatPayConfig } from "./config";
import { wechatPayH5 } from "./h5";
import { wechatPayJsapi } from "./jsapi";
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
  const qrTrades = wechatPayQrTrades(config, client);
  const h5 = wechatPayH5(config, client);
  const jsapi = wechatPayJsapi(config, client, merchant.privateKey, now);
  return {
    name: "wechatpay",
    ...qrTrades,
    async create(input) {
      switch (input.path) {
        case "qr":
          return qrTrades.create(input);
        case "phone":
          return h5(input);
        case "wechat-browser":
        case "mini-program":
          return jsapi({ ...input, path: input.path });
      }
    },
    ...wechatPayRefunds(client),
    ...wechatPayNotifications(config, client.platformKeys, merchant.apiV3Key),
  };
}
