/**
 * The login lockout: 5 failures within 15 minutes for one key (a phone, a
 * client address, a user) lock that key for 15 minutes from the failure that
 * made the fifth. Tries refused while locked are not recorded, so hammering
 * does not stretch the lock. A success clears the earlier failures of its own
 * phone or user, never those of an address: logging into one's own account
 * must not buy more guesses at others from the same address.
 *
 * Parallel guesses must not all pass the check before any is counted: an
 * attempt is claimed (checked and written as a failure) under a transaction
 * lock per key, before the secret is verified, and settled afterwards.
 */
import { randomInt } from "node:crypto";
import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { loginAttempts } from "../db/schema";
import { BusinessError } from "../http/envelope";

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

export const phoneKey = (phone: string) => `phone:${phone}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const userKey = (userId: number) => `user:${userId}`;

/** Seconds this key stays locked, or 0. */
export async function lockedSeconds(db: Db, key: string): Promise<number> {
  const resets = !key.startsWith("ip:");
  const window = sql.raw(`interval '${LOCK_MINUTES} minutes'`);
  const [row] = await queryRows<{ seconds: number | null }>(
    db,
    sql`select ceil(extract(epoch from max(created_at) + ${window} - now()))::int as seconds
        from (
          select created_at,
                 count(*) over (order by created_at range between ${window} preceding and current row) as n
          from login_attempts
          where key = ${key} and not succeeded
            and created_at > now() - 2 * ${window}
            and (not ${resets} or created_at > coalesce((select max(created_at) from login_attempts where key = ${key} and succeeded), '-infinity'))
        ) recent
        where n >= ${LOCK_AFTER_FAILURES}`,
  );
  return Math.max(0, row?.seconds ?? 0);
}

/** Refuses with code 429 while any of the keys is locked. */
export async function assertNotLocked(db: Db, keys: string[]): Promise<void> {
  const seconds = Math.max(...(await Promise.all(keys.map((key) => lockedSeconds(db, key)))));
  if (seconds > 0)
    throw new BusinessError(
      429,
      "login_locked",
      { n: Math.ceil(seconds / 60) },
      { retryAfterSeconds: seconds },
    );
}

const LOCK_CLASS = 7270103;

/**
 * Refuses with code 429 while any key is locked; otherwise counts this try as
 * a failure at once and answers its rows, for settleAttempt to mark a success.
 */
export async function claimAttempt(db: Db, keys: string[]): Promise<number[]> {
  const ids = await db.transaction(async (tx) => {
    // Sorted: two logins that share a key always lock in the same order.
    for (const key of [...keys].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
    await assertNotLocked(tx as unknown as Db, keys);
    const rows = await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, succeeded: false })))
      .returning({ id: loginAttempts.id });
    return rows.map((row) => row.id);
  });
  // Older rows can no longer lock anything; sweep now and then rather than run a scheduled job.
  if (randomInt(100) === 0)
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, sql`now() - interval '1 day'`));
  return ids;
}

export async function settleAttempt(db: Db, ids: number[], succeeded: boolean): Promise<void> {
  if (succeeded)
    await db.update(loginAttempts).set({ succeeded: true }).where(inArray(loginAttempts.id, ids));
}
