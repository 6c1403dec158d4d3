/** The `outbox` provider: keeps each text in sms_outbox and logs it, sending nothing. */
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema";
import type { SmsMessage, SmsProvider } from "./provider";

export function outboxProvider(db: Db): SmsProvider {
  return {
    name: "outbox",
    async send(message: SmsMessage) {
      await db.insert(smsOutbox).values({
        phone: message.phone,
        purpose: message.purpose,
        body: message.text,
        code: message.code,
        provider: "outbox",
      });
      console.log(`[sms outbox] ${message.phone} (${message.purpose}): ${message.text}`);
    },
  };
}
