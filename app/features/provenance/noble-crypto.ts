/**
 * SHA-256 and Ed25519 verification in plain JavaScript (@noble), for devices whose WebCrypto
 * lacks them. Imported only by web-crypto.ts, on first need.
 */
import { hashes, verify } from "@noble/ed25519";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import type { VerifierCrypto } from "#contract/provenance/primitives";

export const nobleCrypto: VerifierCrypto = {
  sha256: (data) => sha256(data),

  verifyEd25519(publicKey, message, signature) {
    if (publicKey.length !== 32 || signature.length !== 64) return false;
    // The synchronous verifier needs SHA-512; the asynchronous one would ask crypto.subtle,
    // which is exactly what may be missing here.
    hashes.sha512 ??= sha512;
    try {
      // RFC 8032's strict rules, as WebCrypto and node:crypto apply them, rather than ZIP-215's.
      return verify(signature, message, publicKey, { zip215: false });
    } catch {
      return false;
    }
  },
};
