/**
 * The service's request-rate tiers, per visitor address (req.ip under the
 * service's trust proxy rule). A refusal is HTTP 429 with Retry-After and the
 * envelope's message in the caller's language.
 */
import type { Db } from "../db/client";
import { send } from "./envelope";
import { message, parseLang } from "./messages";
import { createRateLimits, rateLimitRequests, type Tier } from "./rate-limits";
import { BATCH_PATH, callsInBatch } from "./batch";

export const SERVICE_TIERS = {
  read: { name: "read", points: 600, windowSeconds: 60, shared: false },
  write: { name: "write", points: 120, windowSeconds: 60, shared: true },
  signIn: { name: "sign-in", points: 40, windowSeconds: 60, shared: true },
  payment: { name: "payment", points: 60, windowSeconds: 60, shared: true },
  /**
   * the operator's endpoints (the console and npm run ops), every call: a console page asks for
   * several, and a team behind one office address shares the tier, so it is as wide as reading; a
   * wrong credential has its own narrow tier below
   */
  ops: { name: "ops", points: 600, windowSeconds: 60, shared: true },
  /**
   * wrong operator keys: past this, the address is refused every operator call until the window
   * ends (shopping/ops/auth.ts)
   */
  opsWrongKey: { name: "ops-wrong-key", points: 10, windowSeconds: 15 * 60, shared: true },
} satisfies Record<string, Tier>;

// What sends an SMS code or checks one or a password: the sign-in forms, and a gift's code; the
// mini-program host's login (its bind checks an SMS code).
const SIGN_IN =
  /^\/(user\/(captcha\/|sms\/|user\/(register|loginBy|changePassword|setPassword|verifyOldPhone|bindNewPhone))|bonuspoint\/bonus-point-gift\/(sendGiftCode|giftPoints)|miniprogram\/)/;
const UNLIMITED = /^\/(payment\/notify\/|health$|openapi\.json$|test\/)/;

export function serviceTierFor(method: string, path: string): Tier | null {
  if (UNLIMITED.test(path)) return null;
  if (SIGN_IN.test(path)) return SERVICE_TIERS.signIn;
  if (path.startsWith("/payment/")) return SERVICE_TIERS.payment;
  if (path.startsWith("/ops/")) return SERVICE_TIERS.ops;
  return method === "GET" || method === "HEAD" ? SERVICE_TIERS.read : SERVICE_TIERS.write;
}

export function serviceRateLimits(db: Db) {
  return rateLimitRequests(
    createRateLimits("api", db),
    serviceTierFor,
    (req, res, retryAfterSeconds) => {
      const lang = parseLang(req.header("accept-language-id"));
      send(
        res,
        {
          code: 429,
          message: message("too_many_requests", lang, { n: retryAfterSeconds }),
          status: 429,
          data: { retryAfterSeconds },
        },
        429,
      );
    },
    (req) => (req.path === BATCH_PATH ? callsInBatch(req.query.calls) : 1),
  );
}
