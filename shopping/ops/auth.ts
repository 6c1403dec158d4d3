/**
 * The operator's key (OPS_KEY) and the guard in front of /shopping/ops/...
 *
 * - OPS_KEY in the shop's environment is the key. Outside production (and in
 *   `npm start`, production code on one machine: LOCAL_HTTP=1) one is generated
 *   into the data folder when it is not set (DATA_DIR/ops-key, as the session
 *   secret is), and `npm run ops` reads it there. In production without OPS_KEY
 *   the operator endpoints are disabled: they answer 503 and say why.
 * - A call presents `Authorization: Ops <key>`. No key (or a buyer's token) is
 *   401; a wrong key is 403 and counts against the caller's address: past
 *   SERVICE_TIERS.opsWrongKey the address is refused every operator call (429)
 *   until the window ends, the right key included, so a key cannot be guessed.
 *   Keys are compared in constant time (as SHA-256 digests of equal length).
 * - X-Operator names who acts (URI-encoded UTF-8, "operator" when absent); the
 *   timeline records the operator's moves as `operator:<name>`.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/client";
import { clientIp } from "../http/client-ip";
import { send } from "../http/envelope";
import { message, parseLang } from "../http/messages";
import { createRateLimits, rateLimitsEnabled, type RateLimits } from "../http/rate-limits";
import { SERVICE_TIERS } from "../http/request-limits";

/** The file in the data folder that holds a generated key. */
export const OPS_KEY_FILE = "ops-key";
export const OPS_KEY_MIN_LENGTH = 16;
export const DEFAULT_OPERATOR = "operator";
/** An operator's name: letters (any script), digits, dot, underscore, hyphen; at most 32. */
export const OPERATOR_NAME_PATTERN = /^[\p{L}\p{N}._-]{1,32}$/u;

type Env = Record<string, string | undefined>;

export class OpsKeyInvalid extends Error {}

/** OPS_KEY as set in the environment, checked; null when unset. */
export function opsKeyFromEnv(env: Env): string | null {
  const key = env.OPS_KEY?.trim();
  if (!key) return null;
  if (key.length < OPS_KEY_MIN_LENGTH || /\s/.test(key)) {
    throw new OpsKeyInvalid(
      `OPS_KEY must be at least ${OPS_KEY_MIN_LENGTH} characters without spaces (e.g. openssl rand -base64 32)`,
    );
  }
  return key;
}

/**
 * Where a generated key may be made: outside production, and in npm start's
 * production-on-one-machine.
 */
export function mayGenerateOpsKey(env: Env): boolean {
  return env.NODE_ENV !== "production" || env.LOCAL_HTTP === "1";
}

export interface OpsKeySetting {
  key: string | null;
  /**
   * env: OPS_KEY; file: generated into (or read from) the data folder; none: the endpoints are
   * disabled
   */
  source: "env" | "file" | "none";
  file?: string;
}

/**
 * The shop's operator key at start-up: OPS_KEY, else (where allowed) the one in
 * the data folder, made on first start. Says in the log which, never the key.
 */
export function prepareOpsKey(
  env: Env,
  dataDir: string,
  log: (line: string) => void = console.log,
): OpsKeySetting {
  const fromEnv = opsKeyFromEnv(env);
  if (fromEnv) {
    log("[ops] operator endpoints on /shopping/ops (key from OPS_KEY)");
    return { key: fromEnv, source: "env" };
  }
  if (!mayGenerateOpsKey(env)) {
    log(
      "[ops] operator endpoints DISABLED: OPS_KEY is not set (production). Set OPS_KEY to ship orders and handle after-sale requests with npm run ops.",
    );
    return { key: null, source: "none" };
  }
  const file = path.join(dataDir, OPS_KEY_FILE);
  let key: string | null = null;
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= OPS_KEY_MIN_LENGTH) key = kept;
  } catch {
    // not made yet
  }
  if (!key) {
    mkdirSync(dataDir, { recursive: true });
    key = randomBytes(32).toString("base64url");
    writeFileSync(file, key, { mode: 0o600 });
  }
  log(`[ops] operator endpoints on /shopping/ops (key in ${file}; npm run ops reads it)`);
  return { key, source: "file", file };
}

/**
 * The key presented as `Authorization: Ops <key>`; null for no header or another scheme (a buyer's
 * token).
 */
export function presentedOpsKey(header: string | undefined): string | null {
  const match = /^Ops\s+(\S{1,512})\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Whether `presented` is the key, in time that does not depend on where they differ. */
export function sameKey(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * The X-Operator header's name (URI-encoded UTF-8), the default when absent, null when not a name.
 */
export function operatorName(header: string | undefined): string | null {
  if (header === undefined || header.trim() === "") return DEFAULT_OPERATOR;
  let name: string;
  try {
    name = decodeURIComponent(header.trim());
  } catch {
    return null;
  }
  return OPERATOR_NAME_PATTERN.test(name) ? name : null;
}

const operators = new WeakMap<Request, string>();

/** The name of the operator a guarded request acts for. */
export function operatorOf(req: Request): string {
  const name = operators.get(req);
  if (!name) throw new Error("operatorOf: the request did not pass the operator guard");
  return name;
}

export interface OpsGuardOptions {
  /** null: the operator endpoints are disabled */
  key: string | null;
  db: Db;
  env: Env;
  /**
   * counters for wrong keys; by default the service's own, in the database (none when
   * RATE_LIMITS=off)
   */
  limits?: RateLimits | null;
}

/** Express middleware for /ops: the key, the wrong-key limit, the operator's name. */
export function opsGuard({ key, db, env, limits }: OpsGuardOptions) {
  const counters =
    limits !== undefined ? limits : rateLimitsEnabled(env) ? createRateLimits("api", db) : null;
  const tier = SERVICE_TIERS.opsWrongKey;
  return (req: Request, res: Response, next: NextFunction) => {
    const lang = parseLang(req.header("accept-language-id"));
    const refuse = (
      http: number,
      key: string,
      params: Record<string, string | number> = {},
      data: unknown = null,
    ) => send(res, { code: http, message: message(key, lang, params), status: http, data }, http);
    const tooMany = (retryAfterSeconds: number) => {
      res.setHeader("Retry-After", String(retryAfterSeconds));
      refuse(
        429,
        "ops_too_many_wrong_keys",
        { n: Math.ceil(retryAfterSeconds / 60) },
        { retryAfterSeconds },
      );
    };
    void (async () => {
      if (!key) return refuse(503, "ops_disabled");
      const address = clientIp(req);
      if (counters) {
        const standing = await counters.consume(tier, address, 0);
        if (!standing.allowed) return tooMany(standing.retryAfterSeconds);
      }
      const presented = presentedOpsKey(req.header("authorization"));
      if (presented === null) return refuse(401, "ops_key_missing");
      if (!sameKey(presented, key)) {
        if (counters) {
          const verdict = await counters.consume(tier, address);
          if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
        }
        return refuse(403, "ops_key_wrong");
      }
      const name = operatorName(req.header("x-operator"));
      if (name === null) return refuse(422, "ops_operator_name");
      operators.set(req, name);
      next();
    })().catch(next);
  };
}
