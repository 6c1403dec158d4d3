/**
 * The provenance library's cryptography on the service: SHA-256 and Ed25519 from node:crypto,
 * and new log keys in the signed-note text forms (decision 035).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
  verify,
} from "node:crypto";
import { formatSignerKey, formatVerifierKey } from "../../contract/provenance/note-keys";
import type { SigningCrypto } from "../../contract/provenance/primitives";

// The fixed DER headers around a raw Ed25519 key (RFC 8410): node:crypto reads keys as DER.
const PKCS8_ED25519_SEED = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_ED25519_PUBLIC = Buffer.from("302a300506032b6570032100", "hex");

function privateKey(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new RangeError("an Ed25519 seed has 32 bytes");
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_SEED, seed]),
    format: "der",
    type: "pkcs8",
  });
}

function publicKey(raw: Uint8Array): KeyObject {
  return createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PUBLIC, raw]),
    format: "der",
    type: "spki",
  });
}

export const nodeCrypto: SigningCrypto = {
  sha256: (data) => Uint8Array.from(createHash("sha256").update(data).digest()),

  ed25519PublicKey(seed) {
    const der = createPublicKey(privateKey(seed)).export({ format: "der", type: "spki" });
    return Uint8Array.from(der.subarray(SPKI_ED25519_PUBLIC.length));
  },

  signEd25519: (seed, message) => Uint8Array.from(sign(null, message, privateKey(seed))),

  verifyEd25519(key, message, signature) {
    if (key.length !== 32 || signature.length !== 64) return false;
    try {
      return verify(null, message, publicKey(key), signature);
    } catch {
      // A public key that is not a point of the curve verifies nothing.
      return false;
    }
  },
};

/**
 * A new log key: the signer key to keep secret (an environment variable or a file, never the
 * database) and the verifier key to publish. `seed` is for tests; a real key takes 32 random
 * bytes.
 */
export async function generateNoteKeys(
  name: string,
  seed: Uint8Array = randomBytes(32),
): Promise<{ signerKey: string; verifierKey: string }> {
  return {
    signerKey: await formatSignerKey(nodeCrypto, name, seed),
    verifierKey: await formatVerifierKey(nodeCrypto, name, await nodeCrypto.ed25519PublicKey(seed)),
  };
}
