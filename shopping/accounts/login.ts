/**
 * Both logins: the image captcha first, then the lockout of the phone and of
 * the client address, then the secret. Every answer to a wrong secret is the
 * same whether or not the number is registered.
 */
import type { Request } from "express";
import type { z } from "zod";
import type { LoginResult, passwordLoginSchema, smsLoginSchema } from "../../contract/accounts";
import type { Db } from "../db/client";
import { clientIp } from "../http/client-ip";
import { fieldError } from "../http/endpoint";
import { checkCaptcha } from "./captcha";
import { verifyPassword } from "./passwords";
import { consumeSmsCode } from "./sms-codes";
import { claimAttempt, ipKey, phoneKey, settleAttempt } from "./throttle";
import { findUserByPhone, signIn } from "./users";

export async function loginByPassword(
  db: Db,
  req: Request,
  input: z.infer<typeof passwordLoginSchema>,
): Promise<LoginResult> {
  await checkCaptcha(db, input.captchaId, input.captchaCode);
  const keys = [phoneKey(input.phone), ipKey(clientIp(req))];
  const attempt = await claimAttempt(db, keys);
  const user = await findUserByPhone(db, input.phone);
  const ok =
    (await verifyPassword(input.password, user?.passwordHash ?? null)) && user !== undefined;
  await settleAttempt(db, attempt, ok);
  if (!ok) throw fieldError("password", "login.failed");
  return signIn(db, user);
}

export async function loginBySms(
  db: Db,
  req: Request,
  input: z.infer<typeof smsLoginSchema>,
): Promise<LoginResult> {
  await checkCaptcha(db, input.captchaId, input.captchaCode);
  const keys = [phoneKey(input.phone), ipKey(clientIp(req))];
  const attempt = await claimAttempt(db, keys);
  const user = (await consumeSmsCode(db, input.phone, "login", input.smsCode))
    ? await findUserByPhone(db, input.phone)
    : undefined;
  await settleAttempt(db, attempt, user !== undefined);
  if (!user) throw fieldError("smsCode", "sms.wrong");
  return signIn(db, user);
}
