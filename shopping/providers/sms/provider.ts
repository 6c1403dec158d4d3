/**
 * Sending SMS codes and notices. A provider only delivers a text; the codes,
 * their limits and their checks live in shopping/accounts, the restock
 * notices in shopping/restock. SMS_PROVIDER names the provider; outside
 * production it defaults to `outbox`, which sends nothing and keeps every
 * text in the sms_outbox table. In production the outbox
 * must be asked for explicitly, so a shop never goes live silently texting
 * nobody.
 */
import type { SmsPurpose } from "../../../contract/accounts";
import type { Db } from "../../db/client";
import type { ServiceLang } from "../../http/messages";
import { outboxProvider } from "./outbox";

/** Texts without a code: what the shop tells a buyer by itself. */
export type SmsNotice = "restockNotice" | "resaleNotice";

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose | SmsNotice;
  /** the code the text carries; "" for a notice */
  code: string;
  text: string;
}

/** The shop's signature that opens every text (carriers in China require one). */
export const SMS_SIGNATURE = { ch: "【醇境酒窖】", en: "[Vintry Cellars] " } as const;

export interface SmsProvider {
  name: string;
  send(message: SmsMessage): Promise<void>;
}

/** No provider can send: the configuration is wrong (the reason says how). */
export class SmsUnavailable extends Error {}

export function selectSmsProvider(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): SmsProvider {
  const name = env.SMS_PROVIDER || (env.NODE_ENV === "production" ? undefined : "outbox");
  if (name === "outbox") return outboxProvider(db);
  throw new SmsUnavailable(
    name
      ? `unknown SMS_PROVIDER "${name}" (known: outbox)`
      : "no SMS provider is configured in production; set SMS_PROVIDER (SMS_PROVIDER=outbox keeps the texts in the sms_outbox table and sends nothing)",
  );
}

export function smsText(code: string, lang: ServiceLang): string {
  return lang === "en"
    ? `${SMS_SIGNATURE.en}Your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`
    : `${SMS_SIGNATURE.ch}您的验证码是${code}，5分钟内有效。请勿泄露给他人。`;
}
