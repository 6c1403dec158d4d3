/**
 * Login tokens. A token is 32 random bytes shown to the client once; only its
 * SHA-256 hash is stored. It expires after 30 days without use and can be
 * revoked. No token or an unknown one is 401; an expired or revoked one is 403.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { users, userTokens } from "../db/schema";
import { AuthError } from "./envelope";

export const TOKEN_IDLE_DAYS = 30;
/** Writing last_used_at on every request would turn reads into writes. */
const TOUCH_AFTER_MS = 60_000;
/**
 * How long a token found valid is taken on trust without asking the database again (decision
 * 022): a page makes two to four calls with one token within milliseconds, and the check was one
 * of every two queries. A revocation in this process forgets every trusted token at once; in
 * another process (PostgreSQL, decision 014) it is seen within this time.
 */
export const TOKEN_TRUST_MS = 2_000;
const TRUSTED_MAX = 10_000;
const trusted = new Map<string, { user: AuthUser; checkedAt: number }>();

/** After a token is revoked, or its user's phone or nickname changed. */
export function forgetTrustedTokens(): void {
  trusted.clear();
}

export interface AuthUser {
  id: number;
  phone: string;
  nickname: string;
  tokenId: number;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(userTokens).values({ userId, tokenHash: hashToken(token) });
  return token;
}

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

// Every call with a token makes it (at most once per TOKEN_TRUST_MS per token).
const tokenStatement = preparedPerDatabase((db) =>
  db
    .select({
      tokenId: userTokens.id,
      lastUsedAt: userTokens.lastUsedAt,
      revokedAt: userTokens.revokedAt,
      id: users.id,
      phone: users.phone,
      nickname: users.nickname,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(eq(userTokens.tokenHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("token_of_hash"),
);

export async function authenticate(
  db: Db,
  header: string | undefined,
  now = new Date(),
): Promise<AuthUser> {
  const token = tokenFromHeader(header);
  if (!token) throw new AuthError(401);
  const hash = hashToken(token);
  const at = now.getTime();
  const known = trusted.get(hash);
  if (known && at - known.checkedAt < TOKEN_TRUST_MS && at >= known.checkedAt) return known.user;
  const [row] = await tokenStatement(db).execute({ hash });
  if (!row) throw new AuthError(401);
  const idleMs = now.getTime() - row.lastUsedAt.getTime();
  if (row.revokedAt || idleMs > TOKEN_IDLE_DAYS * 24 * 60 * 60 * 1000) throw new AuthError(403);
  if (idleMs > TOUCH_AFTER_MS) {
    await db
      .update(userTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(userTokens.id, row.tokenId), lt(userTokens.lastUsedAt, now)));
  }
  const user = { id: row.id, phone: row.phone, nickname: row.nickname, tokenId: row.tokenId };
  if (trusted.size >= TRUSTED_MAX) trusted.clear();
  trusted.set(hash, { user, checkedAt: at });
  return user;
}

/** A token that checks out, or none: a refused or missing token reads as a visitor. */
export async function userOrNull(db: Db, header: string | undefined): Promise<AuthUser | null> {
  if (!header) return null;
  try {
    return await authenticate(db, header);
  } catch (error) {
    if (error instanceof AuthError) return null;
    throw error;
  }
}
