/**
 * What WeChat Pay encrypts with the merchant's APIv3 key: a notification's
 * resource and each downloaded platform certificate.
 */
import { createDecipheriv } from "node:crypto";

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
