/**
 * The platform certificates of a GET /v3/certificates answer: each decrypted
 * with the APIv3 key, checked (serial, RSA key, times), and the answer itself
 * signed by one of them.
 */
import { X509Certificate, type KeyObject } from "node:crypto";
import { isFreshTimestamp, rsaVerify } from "../signatures";
import { GatewayError } from "../types";
import { aeadDecrypt, type EncryptedResource } from "./encrypted-resource";

export const CERTIFICATES_PATH = "/v3/certificates";

/**
 * What GET /v3/certificates answered, unverified: the store checks it with the certificates it
 * carries.
 */
export interface RawAnswer {
  status: number;
  header(name: string): string | null | undefined;
  text: string;
}

export interface PlatformCertificate {
  key: KeyObject;
  effectiveAt: number;
  expiresAt: number;
}

interface CertificateEntry {
  serial_no?: unknown;
  effective_time?: unknown;
  expire_time?: unknown;
  encrypt_certificate?: EncryptedResource;
}

/**
 * The certificates of a /v3/certificates answer, after checking each and the answer's signature by
 * one of them.
 */
export function readCertificates(
  answer: RawAnswer,
  apiV3Key: Buffer,
  now: number,
): Map<string, PlatformCertificate> {
  const fail = (why: string) => new GatewayError("wechatpay", `GET ${CERTIFICATES_PATH}: ${why}`);
  if (answer.status < 200 || answer.status > 299)
    throw fail(`answered ${answer.status} ${answer.text.slice(0, 200)}`);
  let entries: CertificateEntry[];
  try {
    entries = (JSON.parse(answer.text) as { data?: CertificateEntry[] }).data ?? [];
  } catch {
    throw fail("the answer is not JSON");
  }
  if (!Array.isArray(entries) || entries.length === 0) throw fail("no certificate in the answer");
  const certificates = new Map<string, PlatformCertificate>();
  for (const entry of entries) {
    const serial = typeof entry.serial_no === "string" ? normalSerial(entry.serial_no) : "";
    let pem: string;
    try {
      pem = aeadDecrypt(entry.encrypt_certificate ?? {}, apiV3Key);
    } catch (error) {
      throw fail(`cannot decrypt the certificate ${serial}: ${(error as Error).message}`);
    }
    let x509: X509Certificate;
    try {
      x509 = new X509Certificate(pem);
    } catch {
      throw fail(`the certificate ${serial} is not a certificate`);
    }
    if (!serial || normalSerial(x509.serialNumber) !== serial)
      throw fail(`the certificate's serial ${x509.serialNumber} is not ${serial}`);
    if (x509.publicKey.asymmetricKeyType !== "rsa")
      throw fail(`the certificate ${serial} has no RSA key`);
    const effectiveAt = Math.max(timeOf(entry.effective_time), Date.parse(x509.validFrom));
    const expiresAt = Math.min(timeOf(entry.expire_time), Date.parse(x509.validTo));
    if (Number.isNaN(effectiveAt) || Number.isNaN(expiresAt))
      throw fail(`the certificate ${serial} has no valid times`);
    if (expiresAt > now) certificates.set(serial, { key: x509.publicKey, effectiveAt, expiresAt });
  }
  // The list proves itself: its answer must be signed by one of the certificates it carries.
  const serial = normalSerial(answer.header("wechatpay-serial") ?? "");
  const signer = certificates.get(serial);
  const timestamp = answer.header("wechatpay-timestamp") ?? "";
  const nonce = answer.header("wechatpay-nonce") ?? "";
  if (!signer)
    throw fail(`the answer is signed by ${serial || "no serial"}, which is not in the list`);
  if (!isFreshTimestamp(timestamp))
    throw fail("the answer's timestamp is outside the accepted window");
  if (
    !rsaVerify(
      `${timestamp}\n${nonce}\n${answer.text}\n`,
      answer.header("wechatpay-signature") ?? "",
      signer.key,
    )
  )
    throw fail("the answer has a bad signature");
  return certificates;
}

/** certificate serials compare as upper-case hex without leading zeros */
export function normalSerial(serial: string): string {
  return serial
    .trim()
    .toUpperCase()
    .replace(/^0+(?=.)/, "");
}

function timeOf(value: unknown): number {
  return typeof value === "string" ? Date.parse(value) : NaN;
}
