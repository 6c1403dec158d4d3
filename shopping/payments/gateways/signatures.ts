/** Signing helpers shared by the gateways: RSA-SHA256 keys and signatures, timestamp windows. */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

/**
 * A signed message older or newer than this is refused, so a captured one cannot be replayed later.
 */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** PEM text, or the bare base64 DER that Alipay's key tool hands out (PKCS#8 or PKCS#1). */
export function loadPrivateKey(text: string): KeyObject {
  if (text.includes("-----BEGIN")) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ""), "base64");
  try {
    return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  } catch {
    return createPrivateKey({ key: der, format: "der", type: "pkcs1" });
  }
}

/** PEM text (a public key or a certificate), or bare base64 DER (SubjectPublicKeyInfo). */
export function loadPublicKey(text: string): KeyObject {
  if (text.includes("-----BEGIN")) return createPublicKey(text);
  return createPublicKey({
    key: Buffer.from(text.replace(/\s+/g, ""), "base64"),
    format: "der",
    type: "spki",
  });
}

/** base64 RSA-SHA256, PKCS#1 v1.5 (what both WeChat Pay and Alipay call RSA2 / SHA256-RSA2048) */
export function rsaSign(message: string, key: KeyObject): string {
  return sign("sha256", Buffer.from(message, "utf8"), key).toString("base64");
}

export function rsaVerify(message: string, signatureBase64: string, key: KeyObject): boolean {
  try {
    return verify(
      "sha256",
      Buffer.from(message, "utf8"),
      key,
      Buffer.from(signatureBase64, "base64"),
    );
  } catch {
    return false;
  }
}

/** unix seconds, within SIGNATURE_MAX_SKEW_SECONDS of our clock */
export function isFreshTimestamp(text: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(text)) return false;
  return Math.abs(now / 1000 - Number(text)) <= SIGNATURE_MAX_SKEW_SECONDS;
}
