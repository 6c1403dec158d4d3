/**
 * The one cross-site check of the security model (beside the CSRF token of
 * every form): a POST to the storefront must come from a page of this shop.
 * Browsers send Origin on every POST; Referer is the fallback for old ones.
 * "This shop" is PUBLIC_URL's host when configured, else the host the
 * visitor asked for (a trusted proxy's X-Forwarded-Host, else Host). The
 * /shopping API is not covered: it takes its token in a header, not a cookie.
 */
import type { NextFunction, Request, Response } from "express";

export function refuseCrossSitePosts(publicUrl: string | undefined) {
  const publicHost = publicUrl ? new URL(publicUrl).host : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.path.startsWith("/shopping/"))
      return next();
    const source = req.get("origin") ?? req.get("referer");
    let from: string | null = null;
    try {
      from = source && source !== "null" ? new URL(source).host : null;
    } catch {
      from = null;
    }
    const here = req.get("x-forwarded-host") ?? req.get("host");
    if (from && (from === here || from === publicHost)) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("Cross-site request refused / 跨站请求已拒绝");
  };
}
