import { describe, expect, it } from "vitest";
import { fromHex, toHex, utf8 } from "../../contract/provenance/bytes";
import { parseSignerKey, parseVerifierKey } from "../../contract/provenance/note-keys";
import { RFC8032_VECTORS } from "../../contract/provenance/vectors/rfc8032";
import { generateNoteKeys, nodeCrypto } from "./crypto-node";

const hex = (text: string) => fromHex(text)!;

describe("node:crypto for the provenance log", () => {
  it("hashes with SHA-256 (FIPS 180-2's 'abc')", async () => {
    expect(toHex(await nodeCrypto.sha256(utf8("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it.each(RFC8032_VECTORS)("signs and verifies RFC 8032's $name", async (v) => {
    expect(toHex(await nodeCrypto.ed25519PublicKey(hex(v.seed)))).toBe(v.publicKey);
    expect(toHex(await nodeCrypto.signEd25519(hex(v.seed), hex(v.message)))).toBe(v.signature);
    const check = (message: Uint8Array, signature: Uint8Array, key = hex(v.publicKey)) =>
      nodeCrypto.verifyEd25519(key, message, signature);
    expect(await check(hex(v.message), hex(v.signature))).toBe(true);
    expect(await check(utf8("another message"), hex(v.signature))).toBe(false);
    const flipped = hex(v.signature).map((b, i) => (i === 10 ? b ^ 1 : b));
    expect(await check(hex(v.message), flipped)).toBe(false);
    expect(await check(hex(v.message), hex(v.signature).slice(1))).toBe(false);
    expect(await check(hex(v.message), hex(v.signature), hex(v.publicKey).slice(1))).toBe(false);
  });

  it("answers false, not an error, for a public key that is no point", async () => {
    const v = RFC8032_VECTORS[0];
    const notAPoint = new Uint8Array(32).fill(0xff);
    expect(await nodeCrypto.verifyEd25519(notAPoint, hex(v.message), hex(v.signature))).toBe(false);
  });

  it("refuses a seed of the wrong length", () => {
    expect(() => nodeCrypto.signEd25519(new Uint8Array(31), utf8("x"))).toThrow(RangeError);
  });

  it("generates a log key pair in the signed-note formats", async () => {
    const keys = await generateNoteKeys("vintry.example/provenance");
    expect(keys.verifierKey).toMatch(
      /^vintry\.example\/provenance\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}$/,
    );
    expect(keys.signerKey).toMatch(/^PRIVATE\+KEY\+vintry\.example\/provenance\+[0-9a-f]{8}\+/);
    const signer = await parseSignerKey(nodeCrypto, keys.signerKey);
    const verifier = await parseVerifierKey(nodeCrypto, keys.verifierKey);
    expect(signer.keyId).toBe(verifier.keyId);
    const other = await generateNoteKeys("vintry.example/provenance");
    expect(other.signerKey).not.toBe(keys.signerKey);
  });
});
