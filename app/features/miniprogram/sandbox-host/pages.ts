/**
 * The sandbox's mini-program host in a browser (decision 040): where each of the host's pages and
 * calls lands on this shop. The host's logic (miniprogram/logic) is the real one; only its `wx`
 * is the browser's, and its pages are this shop's /sandbox/mini-program pages.
 */
import { SERVICE_BASE } from "../../../../miniprogram/config";
import { LOGIN_PAGE, PAY_PAGE, SHOP_PAGE, shopSrc } from "../../../../miniprogram/logic/shop";

export const SANDBOX_HOST = "/sandbox/mini-program";

const HOST_PAGES: Record<string, string> = {
  [LOGIN_PAGE]: `${SANDBOX_HOST}/login`,
  [PAY_PAGE]: `${SANDBOX_HOST}/pay`,
};

/**
 * Where a host page's URL (wx.navigateTo / wx.redirectTo) opens here: the sandbox's login or pay
 * page, or the shop's page that the web-view page would show; null for a page the host has not.
 */
export function browserPageOf(hostUrl: string): string | null {
  const url = new URL(hostUrl, "https://host.invalid");
  if (url.origin !== "https://host.invalid") return null;
  if (url.pathname === SHOP_PAGE) {
    const src = new URL(shopSrc(url.searchParams.get("url") ?? undefined));
    return `${src.pathname}${src.search}${src.hash}`;
  }
  const page = HOST_PAGES[url.pathname];
  return page ? `${page}${url.search}` : null;
}

/**
 * The path on this shop of a call the host makes to the service (wx.request), or null for an
 * address outside the service, which WeChat refuses too (its request domain list).
 */
export function servicePathOf(requestUrl: string): string | null {
  const base = new URL(SERVICE_BASE);
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(`${base.pathname}/`)) return null;
  return `${url.pathname}${url.search}`;
}
