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

const LOCAL_ORIGIN = "http://local.invalid";
/** A longer path is no place a shopper came from; it would also bloat the cookie a wish lives in. */
const MAX_LOCAL_PATH = 1024;

/**
 * A same-site path to send a visitor to, or null: never a link to another host. The one place where
 * a return path from a form, a link or a cookie becomes a redirect target, so it is also where it is
 * encoded, once: a Location header carries bytes, not Chinese or emoji, and a path already encoded
 * stays as it is. A path encoded once more than that (as chat apps pass links on) is decoded once.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 4 * MAX_LOCAL_PATH) return null;
  const path = /^%2f/i.test(value) ? decodedOnce(value) : value;
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return null;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN) return null;
  const encoded = url.pathname + url.search + url.hash;
  return encoded.length <= MAX_LOCAL_PATH ? encoded : null;
}

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
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
