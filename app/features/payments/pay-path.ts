/**
 * Where the buyer pays (decision 039), from where the page is open. A phone's browser outside
 * WeChat opens the wallet on the phone itself; a desktop shows the QR code. Inside WeChat (its
 * browser, the mini-program) the bridge paths come next: until then the QR code, as before. A buyer
 * may always ask for the QR code instead ("pay by QR code").
 */
import type { PayPath } from "#contract/buying";
import { insideWeChat } from "./methods";

const PHONE = /Mobi|Android|iPhone|iPod|HarmonyOS|OpenHarmony/i;

/** A phone: its QR code is a picture to save, since it cannot scan its own screen. */
export function onPhone(userAgent: string | null | undefined): boolean {
  return PHONE.test(userAgent ?? "") || insideWeChat(userAgent);
}

export function payPathFor(userAgent: string | null | undefined): PayPath {
  if (insideWeChat(userAgent)) return "qr";
  return onPhone(userAgent) ? "phone" : "qr";
}
