/** The sandbox's notifications are signed with a secret it shares with the shop (HMAC-SHA256). */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isFreshTimestamp } from "../signatures";
import { NotificationRejected, type NotificationRequest } from "../types";

/** base64 HMAC-SHA256 over "timestamp\nnonce\nbody\n" */
export function signSandboxMessage(
  secret: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return createHmac("sha256", secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest("base64");
}

/**
 * throws NotificationRejected unless the headers sign this very body with the shared secret, lately
 */
export function checkSignature(secret: string, { headers, rawBody }: NotificationRequest): void {
  const timestamp = headers["x-sandbox-timestamp"];
  const nonce = headers["x-sandbox-nonce"];
  const signature = headers["x-sandbox-signature"];
  if (!timestamp || !nonce || !signature)
    throw new NotificationRejected("missing signature headers");
  if (!isFreshTimestamp(timestamp))
    throw new NotificationRejected("timestamp outside the accepted window");
  const expected = Buffer.from(signSandboxMessage(secret, timestamp, nonce, rawBody), "base64");
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotificationRejected("bad signature");
}
