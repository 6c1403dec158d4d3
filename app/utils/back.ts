/**
 * The mobile header's back button (spec §2): payment goes to the personal
 * center, order detail to the order list, my orders to the personal center;
 * anything else goes one step back. Without JavaScript the button is a link,
 * so "one step back" is the previous page when we know it, else the screen's
 * parent.
 */
import { screenFor } from "~/screens";

export interface BackLink {
  href: string;
  /** true when the browser's own history is the better target (with JavaScript) */
  historyBack: boolean;
}

export function backLinkFor(currentPath: string, previousPath: string | null): BackLink {
  const pathname = currentPath.split("?")[0] || "/";
  const screen = screenFor(pathname);
  // The spec's fixed ways back (the route table's fixedBack).
  if (screen?.fixedBack && screen.parent) return { href: screen.parent, historyBack: false };
  const parent = screen?.parent ?? "/";
  const previous = previousPath ? safeLocalPath(previousPath) : null;
  if (previous) {
    const previousPathname = previous.split("?")[0];
    // Coming back up from a child page must not bounce down into it again.
    const isSelf = previousPathname === pathname;
    const isChild = previousPathname.startsWith(pathname.endsWith("/") ? pathname : `${pathname}/`);
    if (!isSelf && !isChild) return { href: previous, historyBack: true };
  }
  return { href: parent, historyBack: true };
}

/** A same-site path, or null: never a link to another host. */
export function safeLocalPath(value: string | null | undefined, max = 500): string | null {
  if (!value || value.length > max) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** The path of a Referer header when it points at this site. */
export function previousPathFromReferer(referer: string | null, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.host !== here.host) return null;
    return safeLocalPath(from.pathname + from.search);
  } catch {
    return null;
  }
}
