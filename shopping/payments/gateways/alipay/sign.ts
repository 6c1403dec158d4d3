/**
 * Alipay's RSA2 signatures: which key checks Alipay's answers and notifications
 * (the Alipay public key, or in certificate mode the Alipay public certificate:
 * certificates.ts), the sign content, and the exact text of an answer's
 * "..._response" member. That text is what Alipay signed, so it is cut out of
 * the raw answer rather than re-serialised.
 */
import type { KeyObject } from "node:crypto";
import { loadPublicKey } from "../signatures";
import { certificateMode, type CertificateMode } from "./certificates";
import type { AlipayConfig } from "./config";

export interface AlipayKeys {
  privateKey: KeyObject;
  /** the key that signs Alipay's answers and notifications */
  alipayKey: KeyObject;
  /** certificate mode's serials; null in public-key mode */
  certificates: CertificateMode | null;
}

export function alipayKeys(config: AlipayConfig, privateKey: KeyObject): AlipayKeys {
  if (!config.certificates === !config.alipayPublicKeyPem)
    throw new Error(
      "Alipay: give either the Alipay public key (ALIPAY_PUBLIC_KEY) or the three certificates (certificate mode), not both",
    );
  const certificates = config.certificates
    ? certificateMode(config.certificates, privateKey)
    : null;
  const alipayKey = certificates?.alipayKey ?? loadPublicKey(config.alipayPublicKeyPem!);
  return { privateKey, alipayKey, certificates };
}

/** "k=v&k2=v2" over the parameters sorted by key, raw (not URL-encoded) values, `sign` left out */
export function alipaySignContent(
  params: Record<string, string>,
  options: { keepEmpty?: boolean } = {},
): string {
  return Object.keys(params)
    .filter((key) => key !== "sign" && (options.keepEmpty || params[key] !== ""))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
}

/**
 * The exact text of a top-level member's value in a JSON object text (already known to be valid
 * JSON).
 */
export function rawMember(json: string, key: string): string | null {
  let i = json.indexOf("{") + 1;
  while (i > 0 && i < json.length) {
    i = skipSpaceAndCommas(json, i);
    if (json[i] !== '"') return null;
    const nameEnd = stringEnd(json, i);
    const name = JSON.parse(json.slice(i, nameEnd)) as string;
    i = skipSpaceAndCommas(json, nameEnd);
    if (json[i] !== ":") return null;
    const valueStart = skipSpaceAndCommas(json, i + 1);
    const valueEnd = valueEndAt(json, valueStart);
    if (name === key) return json.slice(valueStart, valueEnd);
    i = valueEnd;
  }
  return null;
}

function skipSpaceAndCommas(json: string, i: number): number {
  while (i < json.length && /[\s,]/.test(json[i])) i++;
  return i;
}

/** the index just past the string starting at `start` */
function stringEnd(json: string, start: number): number {
  let i = start + 1;
  while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** the index just past the value starting at `start` */
function valueEndAt(json: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < json.length) {
    const c = json[i];
    if (c === '"') {
      i = stringEnd(json, i);
      if (depth === 0) return i;
      continue;
    }
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (c === "," && depth === 0) return i;
    i++;
  }
  return i;
}
