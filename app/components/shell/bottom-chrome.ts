/**
 * What the phone shell draws at the bottom of a screen (900 px and narrower), as the route table
 * says (app/screens.ts `bottom` and `tab`). The tab bar shows on the main screens, the tabs' own
 * home and account screens included; not where the table hides the header otherwise, and not on
 * screens with a bar of their own (the wine's page, cart, checkout, payment), which get no floating
 * back-to-top either, so nothing floats over their buttons.
 */
import { screenFor, type TabId } from "~/screens";

export type { TabId } from "~/screens";

export function showsTabBar(pathname: string): boolean {
  const screen = screenFor(pathname);
  const bottom = screen?.bottom ?? (screen?.hidden ? "none" : "tabs");
  return bottom === "tabs";
}

export function showsBackToTop(pathname: string): boolean {
  return screenFor(pathname)?.bottom !== "own";
}

/** The tab a path belongs to, for aria-current. */
export function activeTab(pathname: string): TabId | null {
  return screenFor(pathname)?.tab ?? null;
}
