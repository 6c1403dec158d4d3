/**
 * SMS codes: 6 digits, stored as sha256(phone:code), valid 5 minutes, single
 * use, dead after 5 wrong tries; only the newest code of a number and purpose
 * counts. Sending is limited to one a minute and 10 a day per number, and 30
 * a day per client address. Limits and codes live in the database, and the
 * checks run under advisory locks, so concurrent requests in any number of
 * processes cannot slip past a limit or use a code twice.
 */
import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, isNull, lt, gt, sql } from "drizzle-orm";
import type { SmsPurpose } from "../../contract/accounts";
import type { Db, Tx } from "../db/client";
import { queryRows } from "../db/rows";
import { smsCodes } from "../db/schema";
import { BusinessError } from "../http/envelope";

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 30;

// Advisory lock classes (first key) keep the two kinds of lock apart.
const LOCK_PHONE = 7270101;
const LOCK_IP = 7270102;

export function hashSmsCode(phone: string, code: string): string {
  return createHash("sha256").update(`${phone}:${code}`).digest("hex");
}

interface SendCounts {
  phoneDay: number;
  ipDay: number;
  /** seconds before this number may get another code, or null / <= 0 */
  wait: number | null;
}

/** Checks the limits and stores a new code; answers the code to send. */
export async function issueSmsCode(
  db: Db,
  input: { phone: string; purpose: SmsPurpose; clientIp: string },
): Promise<{ id: number; code: string }> {
  const { phone, purpose, clientIp } = input;
  return db.transaction(async (tx) => {
    // Always phone first, then address: one order, so no two requests wait on each other in a
    // circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PHONE}, hashtext(${phone}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${clientIp}))`);
    const [counts] = await queryRows<SendCounts>(
      tx as unknown as Db,
      sql`select
            count(*) filter (where phone = ${phone})::int as "phoneDay",
            count(*) filter (where client_ip = ${clientIp})::int as "ipDay",
            ceil(extract(epoch from max(created_at) filter (where phone = ${phone}) + make_interval(secs => ${SMS_RESEND_SECONDS}) - now()))::int as "wait"
          from sms_codes
          where (phone = ${phone} or client_ip = ${clientIp}) and created_at > now() - interval '24 hours'`,
    );
    if (counts.wait !== null && counts.wait > 0) {
      throw new BusinessError(
        429,
        "sms_resend_wait",
        { n: counts.wait },
        { retryAfterSeconds: counts.wait },
      );
    }
    if (counts.phoneDay >= SMS_DAILY_PER_PHONE) throw new BusinessError(429, "sms_daily_phone");
    if (counts.ipDay >= SMS_DAILY_PER_IP) throw new BusinessError(429, "sms_daily_ip");
    const code = String(randomInt(1_000_000)).padStart(6, "0");
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        purpose,
        clientIp,
        codeHash: hashSmsCode(phone, code),
        expiresAt: sql`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS})`,
      })
      .returning({ id: smsCodes.id });
    return { id: row.id, code };
  });
}

/**
 * Rows past the daily window count for nothing; sweep now and then rather than run a scheduled job.
 */
export async function sweepOldSmsCodes(db: Db): Promise<void> {
  if (randomInt(100) === 0)
    await db.delete(smsCodes).where(lt(smsCodes.createdAt, sql`now() - interval '2 days'`));
}

/** A code that could not be sent must not count against the limits. */
export async function withdrawSmsCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/**
 * Uses the newest code of this number and purpose if it is right, fresh,
 * unused and not dead. Each step is one conditional statement, so of two
 * concurrent right answers only one wins. A wrong answer costs a try.
 */
export async function consumeSmsCode(
  db: Db | Tx,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<boolean> {
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest) return false;
  const live = and(
    eq(smsCodes.id, latest.id),
    isNull(smsCodes.usedAt),
    lt(smsCodes.attempts, SMS_MAX_WRONG_TRIES),
  );
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        live,
        eq(smsCodes.codeHash, hashSmsCode(phone, code)),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: smsCodes.id });
  if (used) return true;
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(live);
  return false;
}
