/**
 * What the phone shell draws at the bottom of a screen (900 px and narrower).
 * The tab bar shows on the main screens, the tabs' own home and account
 * screens included (the route table hides their title header, not the way
 * between tabs); not where the route table hides the header otherwise, not
 * while buying (cart, checkout, payment), and not on a wine's page, whose own
 * bar (cart, add to cart, buy now) takes the bottom. Screens with a
 * bar of their own get no floating back-to-top either, so nothing floats over
 * their buttons.
 */
import { screenFor } from "~/screens";

export type TabId = "home" | "goods" | "cart" | "account";

const OWN_BOTTOM_BAR = /^\/(goods\/[^/]+|user\/myCart|checkOrder|payment)\/?$/;
const TAB_SCREENS = /^\/(home|personalCenter)?\/?$/;

export function showsTabBar(pathname: string): boolean {
  if (OWN_BOTTOM_BAR.test(pathname)) return false;
  if (TAB_SCREENS.test(pathname)) return true;
  return !(screenFor(pathname)?.hidden ?? false);
}

export function showsBackToTop(pathname: string): boolean {
  return !OWN_BOTTOM_BAR.test(pathname);
}

/** The tab a path belongs to, for aria-current. */
export function activeTab(pathname: string): TabId | null {
  if (pathname === "/" || pathname === "/home") return "home";
  if (/^\/goods(\/|$)/.test(pathname)) return "goods";
  if (/^\/user\/myCart\/?$/.test(pathname)) return "cart";
  if (/^\/(personalCenter|login|register|user)(\/|$)/.test(pathname)) return "account";
  return null;
}
