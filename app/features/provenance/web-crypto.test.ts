/**
 * The buyer's device, three ways: WebCrypto with Ed25519 (Node here, Chromium 137+), WebCrypto
 * without it (the fallback verifies, as on Chromium before 137), and no crypto.subtle at all
 * (a plain-http page: the fallback hashes and verifies). Each checks the same known answers.
 */
import { readFileSync } from "node:fs";
import { getPublicKey, hashes, sign } from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fromHex, toHex, utf8 } from "#contract/provenance/bytes";
import { canonicalJsonBytes } from "#contract/provenance/canonical-json";
import { formatCheckpoint } from "#contract/provenance/checkpoint";
import { leafHash, verifyConsistency } from "#contract/provenance/merkle";
import {
  consistencyProof,
  inclusionProof,
  memoryTree,
  treeHash,
} from "#contract/provenance/merkle-proofs";
import { openNote, signNote } from "#contract/provenance/note";
import { formatSignerKey, parseSignerKey, parseVerifierKey } from "#contract/provenance/note-keys";
import type { SigningCrypto } from "#contract/provenance/primitives";
import { formatProofFile, verifyProofFile } from "#contract/provenance/proof-file";
import { RFC8032_VECTORS } from "#contract/provenance/vectors/rfc8032";
import { webCrypto } from "./web-crypto";

const hex = (text: string) => fromHex(text)!;
const native = globalThis.crypto.subtle;

/** A browser's WebCrypto before Ed25519: it refuses the algorithm, as Chromium < 137 does. */
const withoutEd25519: Pick<SubtleCrypto, "digest" | "importKey" | "verify"> = {
  digest: (algorithm, data) => native.digest(algorithm, data),
  importKey: () => Promise.reject(new DOMException("Unrecognized name.", "NotSupportedError")),
  verify: () => Promise.reject(new Error("WebCrypto's verify was called without Ed25519")),
};

const devices = [
  { name: "WebCrypto with Ed25519", subtle: native, fallbackFor: [] },
  { name: "WebCrypto without Ed25519", subtle: withoutEd25519, fallbackFor: ["ed25519"] },
  { name: "no crypto.subtle (plain http)", subtle: null, fallbackFor: ["sha256", "ed25519"] },
];

const PETER_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const GO_NOTE =
  "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n\n" +
  "— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";

/** The shop's signing side, here from @noble so that this test needs no service code. */
const nobleSigning = (): SigningCrypto => {
  hashes.sha512 ??= sha512;
  const verifier = webCrypto(null);
  return {
    sha256: verifier.sha256,
    verifyEd25519: verifier.verifyEd25519,
    ed25519PublicKey: (seed) => getPublicKey(seed),
    signEd25519: (seed, message) => sign(message, seed),
  };
};

describe.each(devices)("verifying on a device with $name", ({ subtle, fallbackFor }) => {
  const crypto = webCrypto(subtle);
  // On a plain-http page crypto.subtle is undefined: the fallback must not reach for it either.
  beforeAll(() => {
    if (subtle === null)
      vi.stubGlobal("crypto", {
        getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
      });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("uses @noble for exactly what the device lacks", async () => {
    if (subtle === null) expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await crypto.usesFallbackFor()).toEqual(fallbackFor);
  });

  it("hashes with SHA-256", async () => {
    expect(toHex(await crypto.sha256(utf8("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it.each(RFC8032_VECTORS)("verifies RFC 8032's $name and refuses it changed", async (v) => {
    const check = (message: Uint8Array, signature: Uint8Array, key = hex(v.publicKey)) =>
      crypto.verifyEd25519(key, message, signature);
    expect(await check(hex(v.message), hex(v.signature))).toBe(true);
    expect(await check(utf8("x"), hex(v.signature))).toBe(false);
    expect(
      await check(
        hex(v.message),
        hex(v.signature).map((b, i) => (i ? b : b ^ 1)),
      ),
    ).toBe(false);
    expect(await check(hex(v.message), hex(v.signature).slice(1))).toBe(false);
    expect(await check(hex(v.message), hex(v.signature), new Uint8Array(32).fill(0xff))).toBe(
      false,
    );
  });

  it("opens Go's signed note, and refuses it changed", async () => {
    const key = await parseVerifierKey(crypto, PETER_VKEY);
    expect((await openNote(GO_NOTE, [key], crypto)).verified[0].keyId).toBe(0xc74f20a3);
    await expect(
      openNote(GO_NOTE.replace("answer", "Answer"), [key], crypto),
    ).rejects.toMatchObject({ failure: "invalid-signature" });
  });

  it("checks a bottle's proof file and a consistency proof, as the provenance page will", async () => {
    const signing = nobleSigning();
    const signer = await parseSignerKey(
      signing,
      await formatSignerKey(signing, "vintry.example/provenance", new Uint8Array(32).fill(3)),
    );
    const entries = Array.from({ length: 6 }, (_, i) => canonicalJsonBytes({ serial: `B${i}` }));
    const tree = memoryTree(crypto, await Promise.all(entries.map((e) => leafHash(crypto, e))));
    const root = await treeHash(crypto, 6, tree);
    const text = formatCheckpoint({
      origin: "vintry.example/provenance",
      size: 6,
      rootHash: root,
      extensions: [],
    });
    const file = formatProofFile({
      extra: entries[4],
      index: 4,
      inclusionProof: await inclusionProof(crypto, 4, 6, tree),
      checkpoint: await signNote({ text }, [signer]),
    });
    const log = {
      origin: "vintry.example/provenance",
      keys: [await parseVerifierKey(crypto, signer.verifierKey)],
    };
    expect((await verifyProofFile(file, log, crypto)).index).toBe(4);
    const forged = file.replace(/^extra .*$/m, `extra ${btoa('{"serial":"B5"}')}`);
    await expect(verifyProofFile(forged, log, crypto)).rejects.toMatchObject({
      failure: "not-included",
    });
    const claim = {
      oldSize: 3,
      newSize: 6,
      oldRoot: await treeHash(crypto, 3, tree),
      newRoot: root,
      proof: await consistencyProof(crypto, 3, 6, tree),
    };
    expect(await verifyConsistency(crypto, claim)).toBe(true);
    expect(await verifyConsistency(crypto, { ...claim, oldRoot: root })).toBe(false);
  });
});

describe("the fallback's cost", () => {
  it("is not in web-crypto.ts's static imports, so only a page that verifies downloads it", () => {
    const source = readFileSync(new URL("./web-crypto.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^import .*(@noble|noble-crypto)/m);
    expect(source).toMatch(/await import\("\.\/noble-crypto"\)/);
  });
});
