/**
 * Go's golang.org/x/mod/sumdb/note known answers, byte for byte (github.com/golang/mod, commit
 * fe2ec04f7c3c3aa6fad97631aafcff6e49e2d1db, sumdb/note/example_test.go and note_test.go), and
 * the example of the C2SP signed-note specification (github.com/C2SP/C2SP, signed-note.md,
 * commit b3a911e3f2bd75a6ccdd0bf04e9e1912961c439a).
 */
import { describe, expect, it } from "vitest";
import { generateNoteKeys, nodeCrypto } from "../../shopping/provenance/crypto-node";
import { utf8 } from "./bytes";
import { ProvenanceError } from "./errors";
import { formatNote, openNote, parseNote, signNote } from "./note";
import { formatVerifierKey, parseSignerKey, parseVerifierKey, type VerifierKey } from "./note-keys";

const PETER_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const PETER_SKEY = "PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz";
const ENOCH_VKEY = "EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop";
const TEXT =
  "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n";
const PETER_SIG =
  "— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";
const ENOCH_SIG =
  "— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n";
const PETER = {
  name: "PeterNeumann",
  keyId: 0xc74f20a3,
  base64:
    "x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=",
};
const ENOCH = {
  name: "EnochRoot",
  keyId: 0xaf0cfe78,
  base64:
    "rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=",
};

const vkey = (text: string) => parseVerifierKey(nodeCrypto, text);
const open = (message: string, keys: VerifierKey[]) => openNote(message, keys, nodeCrypto);
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProvenanceError);
  return {
    failure: (error as ProvenanceError).failure,
    message: (error as ProvenanceError).message,
  };
};

describe("signed-note keys (Go's NewVerifier, NewSigner, GenerateKey)", () => {
  it("reads Peter Neumann's verifier key", async () => {
    const key = await vkey(PETER_VKEY);
    expect(key.name).toBe("PeterNeumann");
    expect(key.keyId).toBe(0xc74f20a3);
    expect(key.publicKey.length).toBe(32);
    expect(await formatVerifierKey(nodeCrypto, key.name, key.publicKey)).toBe(PETER_VKEY);
  });

  it("refuses every part and every one-byte change of the verifier key", async () => {
    const bad = new Set<string>();
    for (let i = 0; i <= PETER_VKEY.length; i++)
      for (let j = i + 1; j <= PETER_VKEY.length; j++)
        if (i !== 0 || j !== PETER_VKEY.length) bad.add(PETER_VKEY.slice(i, j));
    for (let i = 0; i < PETER_VKEY.length; i++)
      bad.add(
        PETER_VKEY.slice(0, i) +
          String.fromCharCode(PETER_VKEY.charCodeAt(i) + 1) +
          PETER_VKEY.slice(i + 1),
      );
    // A key of the wrong length and one of an unknown algorithm, each with its key id adjusted.
    bad.add("PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==");
    bad.add("PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW");
    for (const text of bad)
      await expect(vkey(text), text).rejects.toThrow("malformed verifier key");
    expect(bad.size).toBeGreaterThan(1000);
  });

  it("reads Peter Neumann's signer key, whose verifier key is the published one", async () => {
    const signer = await parseSignerKey(nodeCrypto, PETER_SKEY);
    expect(signer.name).toBe("PeterNeumann");
    expect(signer.keyId).toBe(0xc74f20a3);
    expect(signer.verifierKey).toBe(PETER_VKEY);
  });

  it("refuses every part and every one-byte change of the signer key", async () => {
    const bad = new Set<string>();
    for (let i = 0; i <= PETER_SKEY.length; i++)
      for (let j = i + 1; j <= PETER_SKEY.length; j++)
        if (i !== 0 || j !== PETER_SKEY.length) bad.add(PETER_SKEY.slice(i, j));
    for (let i = 0; i < PETER_SKEY.length; i++)
      bad.add(
        PETER_SKEY.slice(0, i) +
          String.fromCharCode(PETER_SKEY.charCodeAt(i) + 1) +
          PETER_SKEY.slice(i + 1),
      );
    for (const text of bad)
      await expect(parseSignerKey(nodeCrypto, text), text).rejects.toThrow("malformed signer key");
  });

  it("makes Go's EnochRoot key from GenerateKey's all-zero random reader", async () => {
    const keys = await generateNoteKeys("EnochRoot", new Uint8Array(32));
    expect(keys.verifierKey).toBe(ENOCH_VKEY);
    expect(keys.signerKey).toBe(
      "PRIVATE+KEY+EnochRoot+af0cfe78+AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    );
    expect((await parseSignerKey(nodeCrypto, keys.signerKey)).verifierKey).toBe(ENOCH_VKEY);
  });

  it("makes fresh keys that sign what they verify", async () => {
    const keys = await generateNoteKeys("vintry.example/provenance");
    const signer = await parseSignerKey(nodeCrypto, keys.signerKey);
    expect(signer.verifierKey).toBe(keys.verifierKey);
    const note = await signNote({ text: "hi\n" }, [signer]);
    const opened = await open(note, [await vkey(keys.verifierKey)]);
    expect(opened.verified).toHaveLength(1);
    await expect(generateNoteKeys("a b")).rejects.toThrow("malformed");
    await expect(generateNoteKeys("a+b")).rejects.toThrow("malformed");
  });
});

describe("signed notes (Go's Sign and Open)", () => {
  it("signs Go's example byte for byte (Ed25519 is deterministic)", async () => {
    const signer = await parseSignerKey(nodeCrypto, PETER_SKEY);
    expect(await signNote({ text: TEXT }, [signer])).toBe(`${TEXT}\n${PETER_SIG}`);
    // An existing signature by the same key is replaced, not repeated.
    const stale = { name: "PeterNeumann", keyId: 0xc74f20a3, base64: "BADSIGN=" };
    expect(await signNote({ text: TEXT, signatures: [stale] }, [signer])).toBe(
      `${TEXT}\n${PETER_SIG}`,
    );
  });

  it("refuses to sign a text without its final newline, or with a bad signature kept", async () => {
    const signer = await parseSignerKey(nodeCrypto, PETER_SKEY);
    await expect(signNote({ text: "abc" }, [signer])).rejects.toThrow("malformed note");
    await expect(signNote({ text: "a\u0007b\n" }, [signer])).rejects.toThrow("malformed note");
    const badName = { name: "a+b", keyId: 0, base64: "ABCD" };
    await expect(signNote({ text: TEXT, signatures: [badName] }, [])).rejects.toThrow("malformed");
    const badHash = { name: "PeterNeumann", keyId: 0xc74f20a3, base64: "BADHASH=" };
    await expect(signNote({ text: TEXT, signatures: [badHash] }, [])).rejects.toThrow("malformed");
    const badSigner = { ...signer, name: "bad name" };
    await expect(signNote({ text: TEXT }, [badSigner])).rejects.toThrow("malformed signer");
  });

  it("opens Go's example", async () => {
    const opened = await open(`${TEXT}\n${PETER_SIG}`, [await vkey(PETER_VKEY)]);
    expect(opened.text).toBe(TEXT);
    expect(opened.verified).toEqual([PETER]);
    expect(opened.unverified).toEqual([]);
  });

  it("adds a second signature after the first, as Go's ExampleSign_add_signatures", async () => {
    const opened = await open(`${TEXT}\n${PETER_SIG}`, [await vkey(PETER_VKEY)]);
    const enoch = await parseSignerKey(
      nodeCrypto,
      (await generateNoteKeys("EnochRoot", new Uint8Array(32))).signerKey,
    );
    expect(await signNote({ text: opened.text, signatures: opened.verified }, [enoch])).toBe(
      `${TEXT}\n${PETER_SIG}${ENOCH_SIG}`,
    );
  });

  it("keeps signatures by unknown keys aside, and refuses a note no known key signed", async () => {
    const peter = await vkey(PETER_VKEY);
    const enoch = await vkey(ENOCH_VKEY);
    const both = `${TEXT}\n${PETER_SIG}${ENOCH_SIG}`;

    const one = await open(both, [peter]);
    expect(one.verified).toEqual([PETER]);
    expect(one.unverified).toEqual([ENOCH]);

    const two = await open(both, [peter, enoch]);
    expect(two.verified).toEqual([PETER, ENOCH]);
    expect(two.unverified).toEqual([]);

    expect(await failure(open(both, []))).toEqual({
      failure: "unverified",
      message: "note has no verifiable signatures",
    });
    expect(parseNote(both).signatures).toEqual([PETER, ENOCH]);
  });

  it("refuses a key configured twice only when a signature needs it", async () => {
    const peter = await vkey(PETER_VKEY);
    const enoch = await vkey(ENOCH_VKEY);
    expect(await failure(open(`${TEXT}\n${ENOCH_SIG}`, [enoch, peter, enoch]))).toEqual({
      failure: "ambiguous-key",
      message: "ambiguous key EnochRoot+af0cfe78",
    });
    expect((await open(`${TEXT}\n${PETER_SIG}`, [enoch, peter, enoch])).verified).toEqual([PETER]);
  });

  it("refuses more than 100 signatures, and a bad signature by a known key", async () => {
    const peter = await vkey(PETER_VKEY);
    const many = `${TEXT}\n${PETER_SIG.repeat(101)}`;
    await expect(open(many, [peter])).rejects.toThrow("malformed note");
    await expect(open(many, [])).rejects.toThrow("malformed note");
    const broken = `${TEXT}\n${PETER_SIG.slice(0, 58)}ABCD${PETER_SIG.slice(58)}`;
    expect(await failure(open(broken, [peter]))).toEqual({
      failure: "invalid-signature",
      message: "invalid signature for key PeterNeumann+c74f20a3",
    });
    const changedText = `${TEXT.replace("cryptography", "blockchain")}\n${PETER_SIG}`;
    expect((await failure(open(changedText, [peter]))).failure).toBe("invalid-signature");
  });

  it("keeps one of each repeated signature", async () => {
    const peter = await vkey(PETER_VKEY);
    // Go cuts at byte 60, the em dash being three bytes of UTF-8 and one code unit here.
    const enochABCD = `${ENOCH_SIG.slice(0, 58)}ABCD${ENOCH_SIG.slice(58)}`;
    const repeated = `${TEXT}\n${PETER_SIG}${PETER_SIG}${ENOCH_SIG}${ENOCH_SIG}${enochABCD}`;
    const opened = await open(repeated, [peter]);
    expect(opened.verified).toEqual([PETER]);
    expect(opened.unverified).toEqual([
      ENOCH,
      {
        name: "EnochRoot",
        keyId: 0xaf0cfe78,
        base64:
          "rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5nABCD2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=",
      },
    ]);
  });

  it("refuses malformed notes", async () => {
    const peter = await vkey(PETER_VKEY);
    const bad: (string | Uint8Array)[] = [
      TEXT,
      `${TEXT}\n`,
      `${TEXT}\n${PETER_SIG.slice(0, -1)}`,
      `\u0001${TEXT}\n${PETER_SIG}`,
      new Uint8Array([0xff, ...utf8(`${TEXT}\n${PETER_SIG}`)]),
      `${TEXT}\n— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=`,
      `${TEXT}\n${PETER_SIG}Unexpected line.\n`,
      `${TEXT}\n— PeterNeumann\n`,
      `${TEXT}\n— PeterNeumann AAAAAA==\n`,
      `${TEXT}\n- PeterNeumann ${PETER.base64}\n`,
      `\ud800${TEXT}\n${PETER_SIG}`,
      `${TEXT}\t\n${PETER_SIG}`,
    ];
    for (const message of bad) {
      expect((await failure(openNote(message, [peter], nodeCrypto))).failure).toBe("malformed");
    }
    // The same note as bytes opens as the text does.
    expect((await openNote(utf8(`${TEXT}\n${PETER_SIG}`), [peter], nodeCrypto)).text).toBe(TEXT);
  });

  it("ignores a signature by a key that shares only the name or only the key id", async () => {
    const peter = await vkey(PETER_VKEY);
    const otherName = PETER_SIG.replace("PeterNeumann", "CarmenSandiego");
    expect((await failure(open(`${TEXT}\n${otherName}`, [peter]))).failure).toBe("unverified");
    const otherId = PETER_SIG.replace("x08g", "xxxx");
    expect((await failure(open(`${TEXT}\n${otherId}`, [peter]))).failure).toBe("unverified");
  });

  it("writes a parsed note back as it was", () => {
    const text = `${TEXT}\n${PETER_SIG}${ENOCH_SIG}`;
    expect(formatNote(parseNote(text))).toBe(text);
    // The text may hold blank lines: the signatures start after the last one.
    const withBlank = `a\n\nb\n\n${PETER_SIG}`;
    expect(parseNote(withBlank).text).toBe("a\n\nb\n");
  });
});

describe("the C2SP signed-note example", () => {
  it("verifies with its verifier key", async () => {
    const key = await vkey("example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k");
    const note =
      "This is an example message.\n\n" +
      "— example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM=\n";
    const opened = await open(note, [key]);
    expect(opened.text).toBe("This is an example message.\n");
    expect(opened.verified.map((s) => s.name)).toEqual(["example.com/foo"]);
  });
});
