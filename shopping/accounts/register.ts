/** Registration: a fresh number, its register SMS code, then the account and a token. */
import type { z } from "zod";
import type { LoginResult, registerSchema } from "../../contract/accounts";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { users } from "../db/schema";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { hashPassword } from "./passwords";
import { defaultNickname } from "./profile";
import { consumeSmsCode } from "./sms-codes";
import { findUserByPhone, signIn, type UserRow } from "./users";
import { postPoints } from "../points/ledger";
import { activePointRule } from "../points/rules";

/** The welcome grant of the rule in force, on the new account's first ledger row. */
async function welcome(tx: Tx, userId: number): Promise<void> {
  const rule = await activePointRule(tx);
  if (rule.welcomeGrant > 0)
    await postPoints(tx, userId, rule.welcomeGrant, { reason: "welcome", ruleId: rule.id });
}

export async function register(
  db: Db,
  input: z.infer<typeof registerSchema>,
): Promise<LoginResult> {
  if (await findUserByPhone(db, input.phone)) throw new BusinessError(409, "phone_registered");
  if (!(await consumeSmsCode(db, input.phone, "register", input.smsCode)))
    throw fieldError("smsCode", "sms.wrong");
  return signIn(db, await createAccount(db, input.phone, await hashPassword(input.password)));
}

/**
 * A new account as registration makes it, with its welcome points; without a password for a
 * buyer who signs in through the mini-program host. The caller has checked the SMS code.
 */
export async function createAccount(
  db: Db,
  phone: string,
  passwordHash: string | null,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ phone, passwordHash, nickname: defaultNickname(phone), status: "normal" })
        .returning();
      await welcome(tx, created.id);
      return created;
    });
  } catch (error) {
    // Two registrations of one number at once: the unique index lets one through.
    if (isUniqueViolation(error, "users_phone_uq"))
      throw new BusinessError(409, "phone_registered");
    throw error;
  }
}
