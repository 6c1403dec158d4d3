/**
 * The WeChat Pay platform keys that sign answers and notifications, held by
 * the serial each message names in `Wechatpay-Serial`. Two modes:
 *
 * - public key: one key and its id (PUB_KEY_ID_...), set by the merchant;
 * - platform certificates: downloaded from GET /v3/certificates, each
 *   decrypted with the APIv3 key (AEAD_AES_256_GCM, so only WeChat Pay can
 *   have made it), checked (serial, RSA key, times) and kept by serial until
 *   it expires. The list is downloaded again every 12 hours and when an
 *   unknown serial arrives (at most once a minute), so WeChat Pay can rotate
 *   them: the new certificate joins the list a day before it is used, the old
 *   one stays valid until its expire_time.
 *
 * A message signed under a serial we do not hold is refused; nothing falls
 * back to "the" key.
 */
import { createDecipheriv, X509Certificate, type KeyObject } from "node:crypto";
import { isFreshTimestamp, loadPublicKey, rsaVerify } from "../signatures";
import { GatewayError } from "../types";

export const CERTIFICATES_PATH = "/v3/certificates";
export const CERTIFICATE_REFRESH_MS = 12 * 3600_000;
export const UNKNOWN_SERIAL_REFRESH_GAP_MS = 60_000;
const PUBLIC_KEY_ID = /^PUB_KEY_ID_\w+$/;

export interface PlatformKeys {
  /** the key of this serial, or why there is none (unknown, expired) */
  keyFor(serial: string): Promise<KeyObject | string>;
  /** the serial to send as our requests' Wechatpay-Serial header */
  requestSerial(): Promise<string>;
}

/**
 * What GET /v3/certificates answered, unverified: the store checks it with the certificates it
 * carries.
 */
export interface RawAnswer {
  status: number;
  header(name: string): string | null | undefined;
  text: string;
}

export interface EncryptedResource {
  algorithm?: string;
  ciphertext?: string;
  associated_data?: string;
  nonce?: string;
}

/**
 * AEAD_AES_256_GCM as WeChat Pay uses it: the last 16 bytes of the ciphertext are the tag; nonce
 * and AAD are text. Throws on any failure.
 */
export function aeadDecrypt(resource: EncryptedResource, apiV3Key: Buffer): string {
  const { algorithm, ciphertext, associated_data = "", nonce } = resource;
  if (algorithm !== "AEAD_AES_256_GCM" || !ciphertext || !nonce)
    throw new Error("unsupported resource encryption");
  const data = Buffer.from(ciphertext, "base64");
  if (data.length <= 16) throw new Error("ciphertext too short");
  const decipher = createDecipheriv("aes-256-gcm", apiV3Key, Buffer.from(nonce, "utf8"));
  decipher.setAuthTag(data.subarray(-16));
  decipher.setAAD(Buffer.from(associated_data, "utf8"));
  return Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString("utf8");
}

export function publicKeyMode(pem: string, id: string): PlatformKeys {
  if (!PUBLIC_KEY_ID.test(id)) {
    throw new Error(
      `the WeChat Pay public key id must look like PUB_KEY_ID_...: got ${JSON.stringify(id)} (for platform certificates leave the public key unset: they are downloaded)`,
    );
  }
  const key = loadPublicKey(pem);
  return {
    keyFor: async (serial) => (serial === id ? key : `signed by unknown key ${serial}`),
    requestSerial: async () => id,
  };
}

interface PlatformCertificate {
  key: KeyObject;
  effectiveAt: number;
  expiresAt: number;
}

export interface CertificateModeOptions {
  apiV3Key: Buffer;
  /** GET /v3/certificates, signed as our other requests, its answer not checked */
  download(): Promise<RawAnswer>;
  now?: () => number;
}

export function certificateMode({
  apiV3Key,
  download,
  now = Date.now,
}: CertificateModeOptions): PlatformKeys {
  let certificates = new Map<string, PlatformCertificate>();
  let refreshedAt = -Infinity;
  let attemptedAt = -Infinity;
  let running: Promise<void> | null = null;

  // A listed certificate verifies until it expires (WeChat Pay lists a new one a day before using
  // it); the effective time only chooses the request serial.
  const usable = (cert: PlatformCertificate) => now() < cert.expiresAt;

  function refresh(): Promise<void> {
    attemptedAt = now();
    running ??= (async () => {
      try {
        const downloaded = readCertificates(await download(), apiV3Key, now());
        // A certificate the list no longer names stays until its own expiry: messages signed before
        // the switch may still arrive.
        for (const [serial, cert] of certificates)
          if (!downloaded.has(serial) && now() < cert.expiresAt) downloaded.set(serial, cert);
        certificates = downloaded;
        refreshedAt = now();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** the 12-hourly refresh; a failure is only logged while some certificate is still usable */
  async function fresh(): Promise<void> {
    if (now() - refreshedAt < CERTIFICATE_REFRESH_MS) return;
    try {
      await refresh();
    } catch (error) {
      if (![...certificates.values()].some(usable)) throw error;
      console.error(
        `[payments] wechatpay: refreshing the platform certificates: ${(error as Error).message}`,
      );
    }
  }

  return {
    async keyFor(serial) {
      try {
        await fresh();
      } catch (error) {
        return `cannot load the platform certificates: ${(error as Error).message}`;
      }
      let cert = certificates.get(normalSerial(serial));
      if (!cert && now() - attemptedAt >= UNKNOWN_SERIAL_REFRESH_GAP_MS) {
        try {
          await refresh();
        } catch (error) {
          console.error(
            `[payments] wechatpay: refreshing the platform certificates for serial ${serial}: ${(error as Error).message}`,
          );
        }
        cert = certificates.get(normalSerial(serial));
      }
      if (!cert) return `signed by unknown key ${serial}`;
      if (!usable(cert)) return `signed by an expired platform certificate ${serial}`;
      return cert.key;
    },

    async requestSerial() {
      await fresh();
      // The newest certificate in force, as WeChat Pay advises for what it must decrypt.
      const inForce = [...certificates].filter(
        ([, cert]) => usable(cert) && cert.effectiveAt <= now(),
      );
      inForce.sort(([, a], [, b]) => b.effectiveAt - a.effectiveAt);
      if (inForce.length === 0)
        throw new GatewayError("wechatpay", "no platform certificate in force");
      return inForce[0][0];
    },
  };
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
function readCertificates(
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
function normalSerial(serial: string): string {
  return serial
    .trim()
    .toUpperCase()
    .replace(/^0+(?=.)/, "");
}

function timeOf(value: unknown): number {
  return typeof value === "string" ? Date.parse(value) : NaN;
}
