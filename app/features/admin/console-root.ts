import type { ReactNode } from "react";

/**
 * Where the back office lives. Its own module, imported by the shop's root to leave the console's
 * pages without the shop's frame: nothing else of the console comes into every page's JavaScript.
 */
export const CONSOLE_ROOT = "/admin";

export const isConsolePath = (pathname: string) =>
  pathname === CONSOLE_ROOT || pathname.startsWith(`${CONSOLE_ROOT}/`);

/** What the shop's root lends the console's frame (the root's outlet context). */
export interface ConsoleChrome {
  langSwitch: ReactNode;
}
