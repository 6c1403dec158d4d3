/** C2SP tlog-proof (github.com/C2SP/C2SP, tlog-proof.md, commit ab17a74116563005). */
import { describe, expect, it } from "vitest";
import { generateNoteKeys, nodeCrypto } from "../../shopping/provenance/crypto-node";
import { toBase64, utf8 } from "./bytes";
import { canonicalJsonBytes } from "./canonical-json";
import { formatCheckpoint } from "./checkpoint";
import { leafHash } from "./merkle";
import { inclusionProof, memoryTree, treeHash } from "./merkle-proofs";
import { signNote } from "./note";
import { parseSignerKey, parseVerifierKey } from "./note-keys";
import { formatProofFile, parseProofFile, verifyProofFile } from "./proof-file";

const ORIGIN = "vintry.example/provenance";

const SPEC_EXAMPLE = `c2sp.org/tlog-proof@v1
extra YWdlLXYxLjIuMS1kYXJ3aW4tYXJtNjQudGFyLmd6kYXJ3aW4tYXJ
index 73894
gSKyXoYZUgZ6jduWYrkDOARinOMGJveXjgMkBTcdPlQ=
B95lDa8R83lS8n0eG+o0buTxRKQTYFi//1U8anccXmA=
EKNzoDWG8LGC0Yp9o+sv3qllpMP9uHQ9B20KNL+Q1zs=
RoopEkOdqkYqMB4MJXrbt/hMjOxsVn0IrWjpz1ZMMes=
AHCioX9nLjsrse6YhjRRmk1WUEirVOLLRoOQ6vfO5vk=

example.com/fancylog
109482
sFodV/vSp5O8n9a8QpW6PRY97tfOSW5bsc2Xl/EQi08=

— example.com/fancylog hI2DJw[...]1roloI=
`;

/** A log of ten bottle events, its signed checkpoint, and the proof file of entry 7. */
async function loggedBottle(seedByte = 11) {
  const keys = await generateNoteKeys(ORIGIN, new Uint8Array(32).fill(seedByte));
  const signer = await parseSignerKey(nodeCrypto, keys.signerKey);
  const verifier = await parseVerifierKey(nodeCrypto, keys.verifierKey);
  const entries = Array.from({ length: 10 }, (_, i) =>
    canonicalJsonBytes({ serial: `VT-2019-${i}`, step: "commissioning", seq: i }),
  );
  const tree = memoryTree(
    nodeCrypto,
    await Promise.all(entries.map((e) => leafHash(nodeCrypto, e))),
  );
  const text = formatCheckpoint({
    origin: ORIGIN,
    size: 10,
    rootHash: await treeHash(nodeCrypto, 10, tree),
    extensions: [],
  });
  const checkpoint = await signNote({ text }, [signer]);
  const proof = await inclusionProof(nodeCrypto, 7, 10, tree);
  const file = formatProofFile({ extra: entries[7], index: 7, inclusionProof: proof, checkpoint });
  return { entries, verifier, file, proof, checkpoint, log: { origin: ORIGIN, keys: [verifier] } };
}

describe("tlog-proof files", () => {
  it("reads the specification's example (its signatures elided, so not opened)", () => {
    const file = parseProofFile(SPEC_EXAMPLE);
    expect(file.index).toBe(73894);
    expect(file.inclusionProof).toHaveLength(5);
    expect(toBase64(file.inclusionProof[0])).toBe("gSKyXoYZUgZ6jduWYrkDOARinOMGJveXjgMkBTcdPlQ=");
    expect(new TextDecoder().decode(file.extra?.slice(0, 30))).toBe(
      "age-v1.2.1-darwin-arm64.tar.gz",
    );
    expect(file.checkpoint).toBe(SPEC_EXAMPLE.slice(SPEC_EXAMPLE.indexOf("example.com/fancylog")));
    expect(formatProofFile(file)).toBe(SPEC_EXAMPLE);
  });

  it("writes a bottle's proof, reads it back, and verifies everything it says", async () => {
    const { entries, file, proof, checkpoint, log } = await loggedBottle();
    expect(file.startsWith("c2sp.org/tlog-proof@v1\nextra ")).toBe(true);
    expect(parseProofFile(file)).toEqual({
      extra: entries[7],
      index: 7,
      inclusionProof: proof,
      checkpoint,
    });
    const verified = await verifyProofFile(file, log, nodeCrypto);
    expect(verified.index).toBe(7);
    expect(verified.entry).toEqual(entries[7]);
    expect(verified.checkpoint.size).toBe(10);
    // The entry may come from elsewhere (the page shows it) when it is the same one.
    await expect(
      verifyProofFile(file, { ...log, entry: entries[7] }, nodeCrypto),
    ).resolves.toBeTruthy();
    const bare = formatProofFile({ index: 7, inclusionProof: proof, checkpoint });
    await expect(
      verifyProofFile(bare, { ...log, entry: entries[7] }, nodeCrypto),
    ).resolves.toBeTruthy();
  });

  it("says which part of a bad proof failed", async () => {
    const { entries, file, proof, checkpoint, log } = await loggedBottle();
    const cases: [string, string, { entry?: Uint8Array }?][] = [
      [file, "wrong-entry", { entry: entries[6] }],
      [formatProofFile({ index: 7, inclusionProof: proof, checkpoint }), "wrong-entry"],
      [
        formatProofFile({ extra: entries[6], index: 7, inclusionProof: proof, checkpoint }),
        "not-included",
      ],
      [
        formatProofFile({ extra: entries[7], index: 6, inclusionProof: proof, checkpoint }),
        "not-included",
      ],
      [
        formatProofFile({
          extra: entries[7],
          index: 7,
          inclusionProof: proof.slice(1),
          checkpoint,
        }),
        "not-included",
      ],
      [
        formatProofFile({
          extra: entries[7],
          index: 7,
          inclusionProof: [proof[1], proof[0], ...proof.slice(2)],
          checkpoint,
        }),
        "not-included",
      ],
      [file.replace(`${ORIGIN}\n10\n`, `${ORIGIN}\n11\n`), "invalid-signature"],
      [file.replace(`— ${ORIGIN} `, "— someone.else "), "unverified"],
    ];
    for (const [text, failure, extra] of cases)
      await expect(verifyProofFile(text, { ...log, ...extra }, nodeCrypto)).rejects.toMatchObject({
        failure,
      });
    const stranger = await loggedBottle(12);
    await expect(verifyProofFile(file, stranger.log, nodeCrypto)).rejects.toMatchObject({
      failure: "unverified",
    });
    await expect(
      verifyProofFile(file, { ...log, origin: "other.example/log" }, nodeCrypto),
    ).rejects.toMatchObject({ failure: "wrong-origin" });
  });

  it("refuses malformed files", async () => {
    const { file, proof, checkpoint } = await loggedBottle();
    const lines = file.split("\n");
    const hash = toBase64(proof[0]);
    const bad = [
      file.slice(0, -1),
      file.replace("c2sp.org/tlog-proof@v1", "c2sp.org/tlog-proof@v2"),
      file.replace(/^extra .*\n/m, "extra \n"),
      file.replace(/^extra .*\n/m, "extra !!!!\n"),
      file.replace("index 7\n", "index 07\n"),
      file.replace("index 7\n", "index -7\n"),
      file.replace("index 7\n", "index seven\n"),
      file.replace("index 7\n", "index  7\n"),
      file.replace("index 7\n", ""),
      file.replace(`${hash}\n`, `${hash.slice(1)}\n`),
      file.replace(`${hash}\n`, `${toBase64(proof[0].slice(1))}\n`),
      file.replace(`${hash}\n`, ` ${hash}\n`),
      lines.slice(0, lines.indexOf("")).join("\n"),
      formatProofFile({ index: 7, inclusionProof: proof, checkpoint }).replace(/\n\n[^]*$/, "\n\n"),
      "",
    ];
    for (const text of bad) expect(() => parseProofFile(text), text).toThrow("malformed proof");
    expect(() =>
      formatProofFile({ extra: new Uint8Array(0), index: 1, inclusionProof: [], checkpoint }),
    ).toThrow();
    expect(() => formatProofFile({ index: -1, inclusionProof: [], checkpoint })).toThrow();
    expect(() =>
      formatProofFile({ index: 1, inclusionProof: [utf8("short")], checkpoint }),
    ).toThrow();
    expect(() =>
      formatProofFile({ index: 1, inclusionProof: [], checkpoint: "no newline" }),
    ).toThrow();
  });
});
