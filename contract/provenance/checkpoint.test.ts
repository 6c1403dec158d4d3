/** C2SP tlog-checkpoint (github.com/C2SP/C2SP, tlog-checkpoint.md, commit c0d0289bb8fc9c07). */
import { describe, expect, it } from "vitest";
import { generateNoteKeys, nodeCrypto } from "../../shopping/provenance/crypto-node";
import { fromBase64, toBase64 } from "./bytes";
import { formatCheckpoint, openCheckpoint, parseCheckpoint } from "./checkpoint";
import { ProvenanceError } from "./errors";
import { signNote } from "./note";
import { parseSignerKey, parseVerifierKey } from "./note-keys";

const SPEC_EXAMPLE =
  "example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n";
const ORIGIN = "vintry.example/provenance";
const ROOT = fromBase64("CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=")!;

async function logKeys(name = ORIGIN, seedByte = 7) {
  const keys = await generateNoteKeys(name, new Uint8Array(32).fill(seedByte));
  return {
    signer: await parseSignerKey(nodeCrypto, keys.signerKey),
    verifier: await parseVerifierKey(nodeCrypto, keys.verifierKey),
  };
}

describe("checkpoints", () => {
  it("reads the specification's example and writes it back", () => {
    const checkpoint = parseCheckpoint(SPEC_EXAMPLE);
    expect(checkpoint).toEqual({
      origin: "example.com/behind-the-sofa",
      size: 20852163,
      rootHash: ROOT,
      extensions: [],
    });
    expect(formatCheckpoint(checkpoint)).toBe(SPEC_EXAMPLE);
  });

  it("keeps extension lines, and the empty tree", () => {
    const text = `${ORIGIN}\n0\n${toBase64(ROOT)}\nfirst extension\nsecond\n`;
    const checkpoint = parseCheckpoint(text);
    expect(checkpoint.size).toBe(0);
    expect(checkpoint.extensions).toEqual(["first extension", "second"]);
    expect(formatCheckpoint(checkpoint)).toBe(text);
  });

  it("refuses malformed text", () => {
    const root = toBase64(ROOT);
    const bad = [
      `${ORIGIN}\n5\n${root}`,
      `${ORIGIN}\n5\n`,
      `${ORIGIN}\n5\n${root}\n\n`,
      `${ORIGIN}\n5\n${root}\n\nextension\n`,
      `\n5\n${root}\n`,
      `${ORIGIN}\n05\n${root}\n`,
      `${ORIGIN}\n-1\n${root}\n`,
      `${ORIGIN}\n+5\n${root}\n`,
      `${ORIGIN}\n5.0\n${root}\n`,
      `${ORIGIN}\n1e3\n${root}\n`,
      `${ORIGIN}\n 5\n${root}\n`,
      `${ORIGIN}\nfive\n${root}\n`,
      `${ORIGIN}\n12345678901234567890\n${root}\n`,
      `${ORIGIN}\n5\n${root.slice(0, -1)}\n`,
      `${ORIGIN}\n5\n${root.replace("C", "!")}\n`,
      `${ORIGIN}\n5\n${toBase64(ROOT.slice(1))}\n`,
      `${ORIGIN}\r\n5\r\n${root}\r\n`,
      "",
    ];
    for (const text of bad) expect(() => parseCheckpoint(text), text).toThrow(ProvenanceError);
    const base = { origin: ORIGIN, size: 5, rootHash: ROOT, extensions: [] };
    for (const wrong of [
      { ...base, origin: "" },
      { ...base, origin: "two\nlines" },
      { ...base, size: -1 },
      { ...base, size: 1.5 },
      { ...base, rootHash: ROOT.slice(1) },
      { ...base, extensions: [""] },
    ])
      expect(() => formatCheckpoint(wrong)).toThrow("malformed checkpoint");
  });

  it("opens a checkpoint signed by the log's key, for the log it names", async () => {
    const { signer, verifier } = await logKeys();
    const text = formatCheckpoint({ origin: ORIGIN, size: 42, rootHash: ROOT, extensions: [] });
    const signed = await signNote({ text }, [signer]);
    const log = { origin: ORIGIN, keys: [verifier] };
    const opened = await openCheckpoint(signed, log, nodeCrypto);
    expect(opened.checkpoint.size).toBe(42);
    expect(opened.note.verified.map((s) => s.name)).toEqual([ORIGIN]);

    await expect(
      openCheckpoint(signed, { ...log, origin: "other.example/log" }, nodeCrypto),
    ).rejects.toMatchObject({ failure: "wrong-origin" });
    const stranger = await logKeys(ORIGIN, 8);
    await expect(
      openCheckpoint(signed, { ...log, keys: [stranger.verifier] }, nodeCrypto),
    ).rejects.toMatchObject({ failure: "unverified" });
    await expect(
      openCheckpoint(signed.replace("\n42\n", "\n43\n"), log, nodeCrypto),
    ).rejects.toMatchObject({ failure: "invalid-signature" });
    // A witness's cosignature by a key the buyer does not know is kept aside, not refused.
    const witness = await logKeys("witness.example", 9);
    const cosigned = await signNote({ text, signatures: opened.note.verified }, [witness.signer]);
    expect((await openCheckpoint(cosigned, log, nodeCrypto)).note.unverified).toHaveLength(1);
  });
});
