/** Security settings: change or set the password. */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema, setPasswordSchema } from "../../contract/accounts";
import type { Db } from "../db/client";
import { users, userTokens } from "../db/schema";
import { forgetTrustedTokens, type AuthUser } from "../http/auth";
import { fieldError, WithMessage } from "../http/endpoint";
import { AuthError, BusinessError } from "../http/envelope";
import { hashPassword, verifyPassword } from "./passwords";
import { claimAttempt, settleAttempt, userKey } from "./throttle";

/**
 * On success every token of the user is revoked, this one too: whoever knew the old password is
 * logged out.
 */
export async function changePassword(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof changePasswordSchema>,
): Promise<WithMessage<null>> {
  // A stolen token must not turn into unlimited guesses at the password.
  const keys = [userKey(user.id)];
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw new AuthError(401);
  if (row.passwordHash === null) throw new BusinessError(409, "password_not_set");
  const attempt = await claimAttempt(db, keys);
  if (!(await verifyPassword(input.oldPassword, row.passwordHash)))
    throw fieldError("oldPassword", "password.wrongOld");
  await settleAttempt(db, attempt, true);
  if (input.newPassword === input.oldPassword)
    throw fieldError("newPassword", "password.sameAsOld");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(userTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(userTokens.userId, user.id), isNull(userTokens.revokedAt)));
  });
  forgetTrustedTokens();
  return new WithMessage("password_changed", null);
}

/**
 * Only for an account without a password (the conditional update decides, even under concurrency).
 */
export async function setPassword(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof setPasswordSchema>,
): Promise<WithMessage<null>> {
  const passwordHash = await hashPassword(input.newPassword);
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!row) throw new BusinessError(409, "password_already_set");
  return new WithMessage("password_set", null);
}
