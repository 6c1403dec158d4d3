/**
 * The sandbox's stand-in for the official account's silent OAuth (decision 039): its authorize page
 * comes straight back to the shop with a code, as WeChat's snsapi_base does, and the code gives a
 * sandbox openid once, within 5 minutes. It only ever sends the buyer back to the shop's own origin,
 * as WeChat only to the official account's domain.
 */
import { randomBytes } from "node:crypto";
import type { Request, Response, Router } from "express";
import { originOf } from "../../../http/origin";
import type { SandboxDeps } from "./deps";
import { sandboxSign, sandboxSignatureMatches } from "./launch";
import { invalidActionPage } from "./pages";
import { sendPage } from "./wallet";

export const SANDBOX_OAUTH_PATH = "/payment/sandbox/oauth2/authorize";
/** A code lives as long as WeChat's, and is used once. */
const CODE_LIFETIME_MS = 5 * 60_000;
const CODE = /^sbx\.(\d{13})\.([0-9a-f]{32})\.([\w-]{43})$/;

export function sandboxOauthCode(secret: string, at = Date.now()): string {
  const nonce = randomBytes(16).toString("hex");
  return `sbx.${at}.${nonce}.${sandboxSign(secret, "oauth", String(at), nonce)}`;
}

/** The codes' openids; null for a forged, expired or used code. */
export function sandboxOauthCodes(secret: string, now = () => Date.now()) {
  const used = new Map<string, number>();
  return (code: string): string | null => {
    const match = CODE.exec(code);
    if (!match || !sandboxSignatureMatches(secret, match[3], "oauth", match[1], match[2]))
      return null;
    const [, issued, nonce] = match;
    const at = now();
    for (const [seen, expires] of used) if (expires <= at) used.delete(seen);
    const expires = Number(issued) + CODE_LIFETIME_MS;
    if (expires <= at || used.has(nonce)) return null;
    used.set(nonce, expires);
    // One sandbox WeChat user per code: nothing here needs a payer to be the same next time.
    return `osbx_${sandboxSign(secret, "openid", nonce).slice(0, 22)}`;
  };
}

export function mountSandboxOauth(router: Router, deps: SandboxDeps): void {
  router.get(SANDBOX_OAUTH_PATH, (req: Request, res: Response) => {
    const redirectUri = typeof req.query.redirect_uri === "string" ? req.query.redirect_uri : "";
    const state = typeof req.query.state === "string" ? req.query.state : "";
    let back: URL;
    try {
      back = new URL(redirectUri);
    } catch {
      return sendPage(res, 400, invalidActionPage());
    }
    if (back.origin !== originOf(req) || state.length > 128)
      return sendPage(res, 400, invalidActionPage());
    back.searchParams.set("code", sandboxOauthCode(deps.secret));
    back.searchParams.set("state", state);
    res.setHeader("Cache-Control", "no-store");
    res.redirect(302, back.toString());
  });
}
