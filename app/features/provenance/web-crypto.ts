/**
 * The verifier's cryptography on the buyer's device (decision 035): SHA-256 and Ed25519 from
 * WebCrypto, and from @noble where WebCrypto lacks them: Ed25519 before Chromium 137 (Android
 * WeChat's built-in browser among them), and all of crypto.subtle on a page that is not a
 * secure context (a shop opened at a plain-http LAN address). The fallback is imported on first
 * need, so a page that verifies nothing never downloads it. Not a .client module: Node has the
 * same WebCrypto, so the storefront's server checks a chain with this file when the page runs
 * without JavaScript.
 */
import type { VerifierCrypto } from "#contract/provenance/primitives";

type Subtle = Pick<SubtleCrypto, "digest" | "importKey" | "verify">;

const ED25519 = { name: "Ed25519" };
// RFC 8032's first test public key: a point every implementation must accept.
const PROBE_KEY = new Uint8Array([
  0xd7, 0x5a, 0x98, 0x01, 0x82, 0xb1, 0x0a, 0xb7, 0xd5, 0x4b, 0xfe, 0xd3, 0xc9, 0x64, 0x07, 0x3a,
  0x0e, 0xe1, 0x72, 0xf3, 0xda, 0xa6, 0x23, 0x25, 0xaf, 0x02, 0x1a, 0x68, 0xf7, 0x07, 0x51, 0x1a,
]);

/**
 * `subtle` is the page's own by default (undefined outside a secure context); tests pass a
 * lesser one, or null for none, to reach the fallback.
 */
export function webCrypto(
  subtle: Subtle | null = globalThis.crypto?.subtle ?? null,
): VerifierCrypto & { usesFallbackFor(): Promise<("sha256" | "ed25519")[]> } {
  let ed25519: Promise<boolean> | undefined;
  const hasEd25519 = () => (ed25519 ??= supportsEd25519(subtle));
  return {
    async sha256(data) {
      if (!subtle) return (await fallback()).sha256(data);
      return new Uint8Array(await subtle.digest("SHA-256", new Uint8Array(data)));
    },

    async verifyEd25519(publicKey, message, signature) {
      if (!subtle || !(await hasEd25519()))
        return (await fallback()).verifyEd25519(publicKey, message, signature);
      if (publicKey.length !== 32 || signature.length !== 64) return false;
      try {
        const key = await subtle.importKey("raw", new Uint8Array(publicKey), ED25519, false, [
          "verify",
        ]);
        return await subtle.verify(
          ED25519,
          key,
          new Uint8Array(signature),
          new Uint8Array(message),
        );
      } catch {
        // A key that is no point of the curve verifies nothing.
        return false;
      }
    },

    /** What this device needs @noble for, so a page can say how it checked. */
    async usesFallbackFor() {
      if (!subtle) return ["sha256", "ed25519"];
      return (await hasEd25519()) ? [] : ["ed25519"];
    },
  };
}

/** Browsers without Ed25519 refuse to import its key (NotSupportedError); try, and see. */
async function supportsEd25519(subtle: Subtle | null): Promise<boolean> {
  if (!subtle) return false;
  try {
    await subtle.importKey("raw", PROBE_KEY, ED25519, false, ["verify"]);
    return true;
  } catch {
    return false;
  }
}

async function fallback(): Promise<VerifierCrypto> {
  return (await import("./noble-crypto")).nobleCrypto;
}
