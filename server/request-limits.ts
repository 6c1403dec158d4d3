/**
 * The storefront's request-rate tiers, per visitor address (req.ip under the
 * one trust proxy rule). Static files are not counted; a refusal is a 429
 * page in the visitor's language with Retry-After. On PostgreSQL the shared
 * tiers are counted in the database (shared by processes); on PGlite, which
 * is one process, in memory.
 */
import type { Db } from "../shopping/db/client";
import { createRateLimits, rateLimitRequests, type Tier } from "../shopping/http/rate-limits";
import { refuse } from "./refusal";

export const STOREFRONT_TIERS = {
  read: { name: "read", points: 300, windowSeconds: 60, shared: false },
  write: { name: "write", points: 60, windowSeconds: 60, shared: true },
  signIn: { name: "sign-in", points: 20, windowSeconds: 60, shared: true },
  payment: { name: "payment", points: 30, windowSeconds: 60, shared: true },
} satisfies Record<string, Tier>;

const SIGN_IN = new Set(["/login", "/register", "/user/security"]);
const PAYMENT = new Set(["/payment", "/checkOrder"]);
/** the compiler's assets and public/'s files */
const STATIC = /^\/build\/|\.(ico|svg|png|jpe?g|webp|txt|css|js|map|woff2?)$/;

export function storefrontTierFor(method: string, path: string): Tier | null {
  if (path.startsWith("/shopping/") || STATIC.test(path)) return null;
  if (method === "GET" || method === "HEAD") return STOREFRONT_TIERS.read;
  if (SIGN_IN.has(path)) return STOREFRONT_TIERS.signIn;
  if (PAYMENT.has(path)) return STOREFRONT_TIERS.payment;
  return STOREFRONT_TIERS.write;
}

export function storefrontRateLimits(db: Db | null) {
  return rateLimitRequests(
    createRateLimits("web", db),
    storefrontTierFor,
    (req, res, retryAfterSeconds) => {
      void refuse(req, res, 429, "tooMany", { seconds: retryAfterSeconds });
    },
  );
}
