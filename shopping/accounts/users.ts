/** Account lookups and sign-in shared by registration and both logins. */
import { eq } from "drizzle-orm";
import type { LoginResult } from "../../contract/accounts";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { issueToken } from "../http/auth";
import { pointsBalance } from "../points/ledger";
import { presentProfile } from "./profile";

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function signIn(db: Db, user: UserRow): Promise<LoginResult> {
  const token = await issueToken(db, user.id);
  return { token, user: presentProfile(user, await pointsBalance(db, user.id)) };
}
