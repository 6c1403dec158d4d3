/**
 * The wallets a buyer can pay with where they are. Inside WeChat (its browser, and the
 * mini-program's web-view, which is WeChat too) an Alipay code can be neither opened nor scanned:
 * only WeChat Pay is offered there, and the server refuses the other.
 */
import { PAY_METHODS, type PayMethod } from "#contract/buying";

export function insideWeChat(userAgent: string | null | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? "") || /miniProgram/i.test(userAgent ?? "");
}

export function payMethodsFor(userAgent: string | null | undefined): readonly PayMethod[] {
  return insideWeChat(userAgent) ? ["wechat"] : PAY_METHODS;
}
