/**
 * How the sandbox launches a payment on each path (decision 039), as the real gateways do:
 * - the QR path: its wallet page's address, to scan;
 * - a phone's browser: for Alipay a signed form posted to its WAP wallet page (as
 *   alipay.trade.wap.pay), for WeChat a page to open that lives 5 minutes (as the H5 h5_url);
 * - WeChat's bridge (its browser, the mini-program): signed parameters, paid by the fake bridges
 *   through the bridge endpoint (bridge.ts).
 * Every launch is signed with the sandbox's secret, so a page cannot be pointed elsewhere.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SANDBOX_APP_ID } from "../../../../contract/buying";
import { GatewayError, type CreatedPayment, type CreatePaymentInput } from "../types";
import { walletPath } from "./wallet";

/** WeChat Pay's h5_url lives 5 minutes; the sandbox's page as long. */
export const H5_LIFETIME_MS = 5 * 60_000;

export const phoneWalletPath = (kind: "wap" | "h5", tradeNo: string) =>
  `/payment/sandbox/${kind}/${tradeNo}`;

export function sandboxSign(secret: string, ...parts: string[]): string {
  return createHmac("sha256", secret).update(parts.join("\n")).digest("base64url");
}

export function sandboxSignatureMatches(secret: string, given: unknown, ...parts: string[]) {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(sandboxSign(secret, ...parts));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** WeChat's paySign message: four lines, each ending in \n. */
export const bridgeMessage = (p: {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
}) => `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;

export function sandboxLaunch(
  secret: string,
  input: CreatePaymentInput,
  tradeNo: string,
  now = Date.now(),
): CreatedPayment {
  const shop = `${input.publicBaseUrl.replace(/\/+$/, "")}/shopping`;
  switch (input.path) {
    case "qr":
      return {
        kind: "qr",
        codeUrl: `${shop}${walletPath(tradeNo)}`,
        gatewayTradeNo: tradeNo,
      };
    case "phone": {
      if (!input.returnUrl)
        throw new GatewayError("sandbox", "a phone payment needs its return_url");
      if (input.method === "alipay")
        return {
          kind: "form",
          action: `${shop}${phoneWalletPath("wap", tradeNo)}`,
          fields: {
            return_url: input.returnUrl,
            sign: sandboxSign(secret, tradeNo, input.returnUrl),
          },
          gatewayTradeNo: tradeNo,
        };
      const expires = String(now + H5_LIFETIME_MS);
      return {
        kind: "redirect",
        url: `${shop}${phoneWalletPath("h5", tradeNo)}?expires=${expires}&sign=${sandboxSign(secret, tradeNo, expires)}`,
        gatewayTradeNo: tradeNo,
      };
    }
    case "wechat-browser":
    case "mini-program": {
      if (input.method !== "wechat")
        throw new GatewayError("sandbox", "only WeChat Pay launches through WeChat's bridge");
      if (!input.openid)
        throw new GatewayError("sandbox", "a bridge payment needs the payer's openid");
      const params = {
        appId: SANDBOX_APP_ID,
        timeStamp: String(Math.floor(now / 1000)),
        nonceStr: randomBytes(16).toString("hex"),
        package: `prepay_id=${tradeNo}`,
        signType: "RSA" as const,
      };
      return {
        kind: "bridge",
        params: { ...params, paySign: sandboxSign(secret, bridgeMessage(params)) },
        gatewayTradeNo: tradeNo,
      };
    }
  }
}
