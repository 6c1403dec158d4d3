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
import type { KeyObject } from "node:crypto";
import { loadPublicKey } from "../signatures";
import { GatewayError } from "../types";
import {
  normalSerial,
  readCertificates,
  type PlatformCertificate,
  type RawAnswer,
} from "./platform-certificates";

export const CERTIFICATE_REFRESH_MS = 12 * 3600_000;
export const UNKNOWN_SERIAL_REFRESH_GAP_MS = 60_000;
const PUBLIC_KEY_ID = /^PUB_KEY_ID_\w+$/;

export interface PlatformKeys {
  /** the key of this serial, or why there is none (unknown, expired) */
  keyFor(serial: string): Promise<KeyObject | string>;
  /** the serial to send as our requests' Wechatpay-Serial header */
  requestSerial(): Promise<string>;
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
