/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
 * six digits, as every authenticator app reads them from an otpauth:// URI. A code is accepted one
 * step either side of now (a phone's clock drifts); the caller keeps the last step accepted, so a
 * code is good once.
 */
import { createHmac } from "node:crypto";
import { BASE32, TOTP_DIGITS, TOTP_STEP_SECONDS } from "../../contract/totp";

export { base32Encode, newTotpSecret, otpauthUri } from "../../contract/totp";

const DRIFT_STEPS = 1;

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The step whose code `code` is, within the drift around `now`, and later than `lastStep`; null
 * when none is. Every candidate is computed, so the time taken does not say which matched.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  const current = stepAt(now);
  let found: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const matches = totpCode(secret, step) === code;
    if (matches && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}
