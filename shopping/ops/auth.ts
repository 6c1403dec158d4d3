/**
 * The guard in front of /shopping/ops/... (decision 041): who calls, and whether they may.
 *
 * - Staff present `Authorization: Staff <secret>`: a console session (sess_...) or a member's API
 *   token for `npm run ops` (tok_...). A secret that is unknown, idle past its time, revoked, or a
 *   disabled member's is 401 and counts against the caller's address.
 * - The endpoint's permission (contract/staff.ts) is checked here, on every call, for every
 *   client: a member whose role lacks it is refused 403.
 * - The operator's key (OPS_KEY, or generated into DATA_DIR/ops-key outside production) is the
 *   set-up key: `Authorization: Ops <key>` acts with every permission only while the shop has no
 *   staff, to make the first owner. Once a member exists it is refused (403, ops_key_retired).
 *   X-Operator names who acts with it (URI-encoded UTF-8, "operator" when absent).
 * - A wrong key or secret counts against the address: past SERVICE_TIERS.opsWrongKey the address
 *   is refused every operator call (429) until the window ends. Keys are compared in constant time.
 * - The timelines record the operator's moves as `operator:<name>`: the member's name, or the
 *   X-Operator name of the set-up key.
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
import { SELF, type EndpointPermission, type Permission } from "../../contract/staff";
import { hasStaff } from "../staff/members";
import { memberBySecret, type StaffMember } from "../staff/sign-in";

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

/** Who a guarded request acts as: a staff member, or the set-up key on a shop without staff. */
export type Acting =
  { kind: "staff"; member: StaffMember; name: string } | { kind: "setupKey"; name: string };

const actings = new WeakMap<Request, Acting>();

/** The name the timelines record the operator's moves under (operator:<name>). */
export function operatorOf(req: Request): string {
  const acting = actings.get(req);
  if (!acting) throw new Error("operatorOf: the request did not pass the operator guard");
  return acting.name;
}

export function actingOf(req: Request): Acting {
  const acting = actings.get(req);
  if (!acting) throw new Error("actingOf: the request did not pass the operator guard");
  return acting;
}

/** Whether the request's actor holds a permission (the set-up key holds all). */
export function mayDo(req: Request, permission: Permission): boolean {
  const acting = actingOf(req);
  return acting.kind === "setupKey" || acting.member.permissions.has(permission);
}

/** The secret of `Authorization: Staff <secret>`; null for another scheme. */
export function presentedStaffSecret(header: string | undefined): string | null {
  const match = /^Staff\s+(\S{1,512})\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

export interface OpsGuardOptions {
  /** null: the set-up key is off (staff credentials still work) */
  key: string | null;
  db: Db;
  env: Env;
  /** the permission the endpoint at METHOD and path (under /ops) needs; undefined: no such endpoint */
  permissionOf: (method: string, path: string) => EndpointPermission | undefined;
  /**
   * counters for wrong keys; by default the service's own, in the database (none when
   * RATE_LIMITS=off)
   */
  limits?: RateLimits | null;
}

/**
 * Express middleware for /ops: who calls (a staff session or token; the set-up key only while the
 * shop has no staff), the wrong-credential limit per address, and the endpoint's permission.
 */
export function opsGuard({ key, db, env, limits, permissionOf }: OpsGuardOptions) {
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
      const address = clientIp(req);
      if (counters) {
        const standing = await counters.consume(tier, address, 0);
        if (!standing.allowed) return tooMany(standing.retryAfterSeconds);
      }
      const wrong = async (http: number, messageKey: string) => {
        if (counters) {
          const verdict = await counters.consume(tier, address);
          if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
        }
        return refuse(http, messageKey);
      };
      const header = req.header("authorization");
      const secret = presentedStaffSecret(header);
      let acting: Acting;
      if (secret !== null) {
        const member = await memberBySecret(db, secret);
        if (!member) return wrong(401, "staff_credential_invalid");
        acting = { kind: "staff", member, name: member.name };
      } else {
        const presented = presentedOpsKey(header);
        if (presented === null) return refuse(401, "ops_key_missing");
        if (!key) return refuse(503, "ops_disabled");
        if (!sameKey(presented, key)) return wrong(403, "ops_key_wrong");
        if (await hasStaff(db)) return refuse(403, "ops_key_retired");
        const name = operatorName(req.header("x-operator"));
        if (name === null) return refuse(422, "ops_operator_name");
        acting = { kind: "setupKey", name };
      }
      const permission = permissionOf(
        req.method === "HEAD" ? "GET" : req.method,
        `/ops${req.path}`,
      );
      // A refused permission is an answer, not a broken sign-in (decision 021): code 403 in a 200,
      // so the console shows the message and keeps the member signed in.
      const forbid = (messageKey: string) =>
        send(res, {
          code: 403,
          message: message(messageKey, lang, { permission: String(permission) }),
          status: 403,
          data: { permission },
        });
      if (
        permission !== undefined &&
        permission !== SELF &&
        acting.kind === "staff" &&
        !acting.member.permissions.has(permission)
      )
        return forbid("staff_forbidden");
      if (permission === SELF && acting.kind !== "staff") return forbid("staff_only");
      actings.set(req, acting);
      next();
    })().catch(next);
  };
}
