/**
 * The cryptography the provenance library is given rather than imports, so that one library
 * runs on the service (node:crypto), in the storefront's server and in a buyer's browser
 * (WebCrypto, or @noble where WebCrypto lacks a piece). Each may answer at once or later.
 */

export type MaybePromise<T> = T | Promise<T>;

export interface Hasher {
  sha256(data: Uint8Array): MaybePromise<Uint8Array>;
}

/** Checks an Ed25519 signature (RFC 8032) made by a 32-byte public key. */
export interface SignatureChecker {
  verifyEd25519(
    publicKey: Uint8Array,
    message: Uint8Array,
    signature: Uint8Array,
  ): MaybePromise<boolean>;
}

/** Everything a verifier needs: the browser's half. */
export type VerifierCrypto = Hasher & SignatureChecker;

/** What signing adds, from a 32-byte Ed25519 seed (RFC 8032's private key). */
export interface SigningCrypto extends VerifierCrypto {
  ed25519PublicKey(seed: Uint8Array): MaybePromise<Uint8Array>;
  signEd25519(seed: Uint8Array, message: Uint8Array): MaybePromise<Uint8Array>;
}
