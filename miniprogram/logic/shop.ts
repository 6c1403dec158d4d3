/** The host's web-view page and the shop's paths it opens. */
import { SHOP_ORIGIN } from "../config";

export const SHOP_PAGE = "/pages/shop/shop";
export const LOGIN_PAGE = "/pages/login/login";
export const PAY_PAGE = "/pages/pay/pay";

/**
 * A path on the shop, or "/": never another site. A page's options arrive as they were put in its
 * URL, so an encoded path is decoded once.
 */
export function shopPath(value: string | undefined): string {
  let path = value ?? "/";
  if (/^%2f/i.test(path)) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return "/";
    }
  }
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : "/";
}

/** The web-view's src: the shop's page with ?mp=1, which tells the shop it is inside (spec §4). */
export function shopSrc(url: string | undefined): string {
  const path = shopPath(url);
  const hash = path.indexOf("#");
  const [base, fragment] = hash < 0 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  return `${SHOP_ORIGIN}${base}${base.includes("?") ? "&" : "?"}mp=1${fragment}`;
}

/** The host page that opens `path` of the shop. */
export function shopPage(path: string): string {
  return `${SHOP_PAGE}?url=${encodeURIComponent(path)}`;
}

/** The host's login page, sending the buyer to `to` of the shop afterwards. */
export function loginPage(to: string): string {
  return `${LOGIN_PAGE}?to=${encodeURIComponent(to)}`;
}
