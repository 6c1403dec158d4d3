/**
 * Where the buyer pays (decision 039), from where the page is open:
 * - a desktop: the QR code;
 * - a phone's browser outside WeChat: the wallet opened on the phone itself;
 * - WeChat's own browser: JSAPI through WeixinJSBridge, as the payer its silent OAuth names;
 * - the mini-program's web-view: the host's pay page, which the service pays on the mini-program
 *   path; the shop itself only ever starts the QR code there (its fallback).
 * A buyer may always ask for the QR code instead ("pay by QR code").
 */
import type { PayPath } from "#contract/buying";
import { insideWeChat } from "./methods";

const PHONE = /Mobi|Android|iPhone|iPod|HarmonyOS|OpenHarmony/i;

/** A phone: its QR code is a picture to save, since it cannot scan its own screen. */
export function onPhone(userAgent: string | null | undefined): boolean {
  return PHONE.test(userAgent ?? "") || insideWeChat(userAgent);
}

export function payPathFor(userAgent: string | null | undefined, inMiniProgram = false): PayPath {
  if (inMiniProgram || /miniProgram/i.test(userAgent ?? "")) return "qr";
  if (insideWeChat(userAgent)) return "wechat-browser";
  return onPhone(userAgent) ? "phone" : "qr";
}
