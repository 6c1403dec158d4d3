/** Creates users and login tokens straight in the service's database (accounts arrive later). */
import { eq } from "drizzle-orm";
import type { Db } from "../../shopping/db/client";
import { cartItems, users, userTokens } from "../../shopping/db/schema";
import { forgetTrustedTokens, hashToken, issueToken } from "../../shopping/http/auth";

let counter = 0;

export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() % 1_0000_0000) * 7 + process.pid * 13 + counter;
  return `139${String(n % 1_0000_0000).padStart(8, "0")}`;
}

export async function createUser(db: Db, nickname = "测试用户") {
  const [user] = await db.insert(users).values({ phone: uniquePhone(), nickname }).returning();
  const token = await issueToken(db, user.id);
  return { user, token };
}

export async function addToCart(db: Db, userId: number, productId: number, quantity: number) {
  await db.insert(cartItems).values({ userId, productId, quantity });
}

export async function revokeToken(db: Db, token: string) {
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(eq(userTokens.tokenHash, hashToken(token)));
  // Written past the service: it must not go on trusting the token (shopping/http/auth.ts).
  forgetTrustedTokens();
}

export async function ageToken(db: Db, token: string, days: number) {
  await db
    .update(userTokens)
    .set({ lastUsedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(userTokens.tokenHash, hashToken(token)));
  forgetTrustedTokens();
}
