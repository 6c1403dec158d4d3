/**
 * WeChat Pay's keys: the merchant's (its private key signs our requests, its
 * APIv3 key decrypts what WeChat Pay encrypts) and the platform's, which sign
 * every answer and notification (platform-keys.ts).
 */
import type { KeyObject } from "node:crypto";
import { isFreshTimestamp, loadPrivateKey, rsaVerify } from "../signatures";
import type { WechatPayConfig } from "./config";
import type { RawAnswer } from "./platform-certificates";
import { certificateMode, publicKeyMode, type PlatformKeys } from "./platform-keys";

export interface MerchantKeys {
  privateKey: KeyObject;
  apiV3Key: Buffer;
}

export function merchantKeys(config: WechatPayConfig): MerchantKeys {
  const privateKey = loadPrivateKey(config.privateKeyPem);
  const apiV3Key = Buffer.from(config.apiV3Key, "utf8");
  if (apiV3Key.length !== 32) throw new Error("the WeChat Pay APIv3 key must be 32 bytes");
  return { privateKey, apiV3Key };
}

/** the configured public key, or else the platform certificates fetched by `download` */
export function platformKeysFor(
  config: WechatPayConfig,
  apiV3Key: Buffer,
  now: () => number,
  download: () => Promise<RawAnswer>,
): PlatformKeys {
  if (!config.platformPublicKeyPem !== !config.platformSerial)
    throw new Error(
      "the WeChat Pay public key and its id (PUB_KEY_ID_...) go together: set both or neither",
    );
  return config.platformPublicKeyPem
    ? publicKeyMode(config.platformPublicKeyPem, config.platformSerial!)
    : certificateMode({ apiV3Key, now, download });
}

/**
 * checks the platform's signature over "timestamp\nnonce\nbody\n" with the key its serial names;
 * answers why not, or null
 */
export async function signatureProblem(
  platformKeys: PlatformKeys,
  header: (name: string) => string | null | undefined,
  body: string,
): Promise<string | null> {
  const timestamp = header("wechatpay-timestamp");
  const nonce = header("wechatpay-nonce");
  const signature = header("wechatpay-signature");
  const serial = header("wechatpay-serial");
  if (!timestamp || !nonce || !signature || !serial) return "missing Wechatpay signature headers";
  if (!isFreshTimestamp(timestamp)) return "timestamp outside the accepted window";
  const key = await platformKeys.keyFor(serial);
  if (typeof key === "string") return key;
  if (!rsaVerify(`${timestamp}\n${nonce}\n${body}\n`, signature, key)) return "bad signature";
  return null;
}
