/**
 * What both sides know of the console's authenticator codes (RFC 6238): the secret's alphabet and
 * the otpauth:// URI an authenticator app reads from a QR code. The set-up page makes a secret and
 * shows it; the service checks the codes (shopping/staff/totp.ts).
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new secret: 20 random bytes (RFC 4226's recommended length), 32 base32 characters. */
export function newTotpSecret(): string {
  return base32Encode(globalThis.crypto.getRandomValues(new Uint8Array(20)));
}

/** The URI an authenticator app reads from the set-up page's QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
