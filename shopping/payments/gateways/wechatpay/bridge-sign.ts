/**
 * The parameters WeChat's bridge takes to open the payment of a JSAPI prepay (getBrandWCPayRequest
 * in WeChat's browser, wx.requestPayment in the mini-program), signed with the merchant key.
 */
import { randomBytes, type KeyObject } from "node:crypto";
import type { BridgePayParams } from "../../../../contract/buying";
import { rsaSign } from "../signatures";

/** the signed text: four lines, each ending in \n, the last one too */
export function bridgeSignMessage(
  params: Pick<BridgePayParams, "appId" | "timeStamp" | "nonceStr" | "package">,
): string {
  return `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
}

export function bridgePayParams(
  { appId, prepayId }: { appId: string; prepayId: string },
  merchantKey: KeyObject,
  now: number,
): BridgePayParams {
  const unsigned = {
    appId,
    // seconds, not milliseconds: the bridge refuses 13 digits
    timeStamp: String(Math.floor(now / 1000)),
    nonceStr: randomBytes(16).toString("hex"),
    package: `prepay_id=${prepayId}`,
  };
  return {
    ...unsigned,
    signType: "RSA",
    paySign: rsaSign(bridgeSignMessage(unsigned), merchantKey),
  };
}
