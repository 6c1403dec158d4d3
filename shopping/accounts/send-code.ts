/**
 * Sending an SMS code, in order: the image captcha (consumed), the purpose's
 * own rule (registered or not, the caller's own number...), a working
 * provider, the send limits, then the text itself.
 */
import { eq } from "drizzle-orm";
import type { Request } from "express";
import type { SendSmsResult, SmsPurpose } from "../../contract/accounts";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { authenticate, type AuthUser } from "../http/auth";
import { clientIp } from "../http/client-ip";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import {
  selectSmsProvider,
  smsText,
  SmsUnavailable,
  type SmsProvider,
} from "../providers/sms/provider";
import { checkCaptcha } from "./captcha";
import { issueSmsCode, SMS_RESEND_SECONDS, sweepOldSmsCodes, withdrawSmsCode } from "./sms-codes";

export interface SendInput {
  phone: string;
  purpose: SmsPurpose;
  captchaId: string;
  captchaCode: string;
}

export async function sendSmsCode(
  db: Db,
  req: Request,
  input: SendInput,
  lang: ServiceLang,
): Promise<SendSmsResult> {
  // Changing one's phone needs a login; a caller without one keeps the captcha unspent.
  const user =
    input.purpose === "verifyOldPhone" ||
    input.purpose === "bindNewPhone" ||
    input.purpose === "giftPoints"
      ? await authenticate(db, req.header("authorization"))
      : null;
  await checkCaptcha(db, input.captchaId, input.captchaCode);
  await checkPurpose(db, input.phone, input.purpose, user);
  const provider = workingProvider(db);
  const { id, code } = await issueSmsCode(db, {
    phone: input.phone,
    purpose: input.purpose,
    clientIp: clientIp(req),
  });
  try {
    await provider.send({
      phone: input.phone,
      purpose: input.purpose,
      code,
      text: smsText(code, lang),
    });
  } catch (error) {
    await withdrawSmsCode(db, id);
    console.error(`[shopping] the SMS provider ${provider.name} failed:`, error);
    throw new BusinessError(503, "sms_unavailable");
  }
  await sweepOldSmsCodes(db);
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

async function checkPurpose(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  user: AuthUser | null,
): Promise<void> {
  const registered = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1)).length >
    0;
  switch (purpose) {
    case "register":
      if (await registered()) throw new BusinessError(409, "phone_registered");
      return;
    case "login":
      if (!(await registered())) throw new BusinessError(404, "phone_not_registered");
      return;
    case "verifyOldPhone":
    case "giftPoints":
      if (user?.phone !== phone) throw fieldError("phone", "phone.mismatch");
      return;
    case "bindNewPhone":
      if (await registered()) throw new BusinessError(409, "phone_taken");
      return;
    case "bindMiniProgram":
      // Either way the code proves the phone: its account is bound, or one is made for it.
      return;
  }
}

function workingProvider(db: Db): SmsProvider {
  try {
    return selectSmsProvider(db);
  } catch (error) {
    if (!(error instanceof SmsUnavailable)) throw error;
    console.error(`[shopping] refusing to send an SMS code: ${error.message}`);
    throw new BusinessError(503, "sms_unavailable");
  }
}
