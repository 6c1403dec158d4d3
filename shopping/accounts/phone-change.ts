/**
 * Changing the phone in two steps. Step one proves the current number (its
 * SMS code) and answers a ticket: random, stored hashed, single use, valid 10
 * minutes. Step two spends the ticket with the new number's SMS code.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  bindNewPhoneSchema,
  PhoneChangeTicket,
  UserProfile,
  verifyOldPhoneSchema,
} from "../../contract/accounts";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { phoneChangeTickets, users } from "../db/schema";
import { forgetTrustedTokens, hashToken, type AuthUser } from "../http/auth";
import { fieldError, WithMessage } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { presentProfile } from "./profile";
import { pointsBalance } from "../points/ledger";
import { consumeSmsCode } from "./sms-codes";
import { findUserByPhone } from "./users";

export const TICKET_TTL_SECONDS = 600;

export async function verifyOldPhone(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof verifyOldPhoneSchema>,
): Promise<PhoneChangeTicket> {
  if (input.phone !== user.phone) throw fieldError("phone", "phone.mismatch");
  if (!(await consumeSmsCode(db, input.phone, "verifyOldPhone", input.smsCode)))
    throw fieldError("smsCode", "sms.wrong");
  const ticket = randomBytes(32).toString("base64url");
  await db.insert(phoneChangeTickets).values({
    tokenHash: hashToken(ticket),
    userId: user.id,
    expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
  });
  return { ticket, expiresInSeconds: TICKET_TTL_SECONDS };
}

export async function bindNewPhone(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof bindNewPhoneSchema>,
): Promise<WithMessage<UserProfile>> {
  const liveTicket = and(
    eq(phoneChangeTickets.tokenHash, hashToken(input.ticket)),
    eq(phoneChangeTickets.userId, user.id),
    isNull(phoneChangeTickets.usedAt),
    gt(phoneChangeTickets.expiresAt, sql`now()`),
  );
  const [ticket] = await db
    .select({ id: phoneChangeTickets.id })
    .from(phoneChangeTickets)
    .where(liveTicket)
    .limit(1);
  if (!ticket) throw fieldError("ticket", "ticket.invalid");
  if (await findUserByPhone(db, input.phone)) throw new BusinessError(409, "phone_taken");
  if (!(await consumeSmsCode(db, input.phone, "bindNewPhone", input.smsCode)))
    throw fieldError("smsCode", "sms.wrong");
  try {
    const profile = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(phoneChangeTickets)
        .set({ usedAt: sql`now()` })
        .where(liveTicket)
        .returning({ id: phoneChangeTickets.id });
      if (!spent) throw fieldError("ticket", "ticket.invalid");
      const [row] = await tx
        .update(users)
        .set({ phone: input.phone })
        .where(eq(users.id, user.id))
        .returning();
      return presentProfile(row, await pointsBalance(tx, user.id));
    });
    forgetTrustedTokens();
    return new WithMessage("verification_success", profile);
  } catch (error) {
    // Another account took the number meanwhile: the unique index refuses it and the ticket stays
    // unspent.
    if (isUniqueViolation(error, "users_phone_uq")) throw new BusinessError(409, "phone_taken");
    throw error;
  }
}
