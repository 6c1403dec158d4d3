/**
 * The spec's device environment of a request (§4). The mini-program's web-view says so in its user
 * agent, and its host page (miniprogram/pages/shop) also opens the shop with ?mp=1: the first such
 * request leaves a cookie, so the pages after it, reached by links without the parameter, know too.
 */
import { envFromUserAgent, type DeviceEnv } from "~/utils/device";

export const MINI_PROGRAM_PARAM = "mp";
/** A session cookie: it lasts as long as the web-view, and it is no secret. */
export const MINI_PROGRAM_COOKIE = "mp=1; Path=/; HttpOnly; SameSite=Lax";
/** Out of the web-view again (the sandbox's host, decision 040). */
export const FORGET_MINI_PROGRAM_COOKIE = "mp=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";

function saysMiniProgram(url: URL): boolean {
  return url.searchParams.get(MINI_PROGRAM_PARAM) === "1";
}

function hasCookie(request: Request): boolean {
  return /(?:^|;\s*)mp=1(?:;|$)/.test(request.headers.get("Cookie") ?? "");
}

export function envOfRequest(request: Request): DeviceEnv {
  if (saysMiniProgram(new URL(request.url)) || hasCookie(request)) return "miniProgram";
  return envFromUserAgent(request.headers.get("User-Agent"));
}

/** The Set-Cookie that remembers the web-view, on its first request with ?mp=1; else null. */
export function rememberMiniProgram(request: Request): string | null {
  if (!saysMiniProgram(new URL(request.url)) || hasCookie(request)) return null;
  return MINI_PROGRAM_COOKIE;
}
