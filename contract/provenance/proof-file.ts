/**
 * A bottle's record as a file anyone can check offline: the C2SP tlog-proof format
 * (https://c2sp.org/tlog-proof), the entry's index and inclusion proof followed by the signed
 * checkpoint they lead to. The shop puts the entry itself (its canonical JSON) in the `extra`
 * line, so a file is whole on its own; the format leaves extra unauthenticated, and it is
 * trusted here only because its hash must be the leaf the proof includes.
 */
import { equalBytes, fromBase64, toBase64 } from "./bytes";
import { type Checkpoint, openCheckpoint } from "./checkpoint";
import { malformed, ProvenanceError } from "./errors";
import { isCount, leafHash, verifyInclusion } from "./merkle";
import type { OpenedNote } from "./note";
import type { VerifierKey } from "./note-keys";
import type { VerifierCrypto } from "./primitives";

export const PROOF_FILE_HEADER = "c2sp.org/tlog-proof@v1";
/** The extension C2SP recommends for such files. */
export const PROOF_FILE_EXTENSION = ".tlog-proof";

export interface ProofFile {
  /** the logged entry's bytes, in the shop's files */
  extra?: Uint8Array;
  index: number;
  /** from the leaf's sibling up to the root's child */
  inclusionProof: Uint8Array[];
  /** the signed checkpoint note, verbatim */
  checkpoint: string;
}

export function formatProofFile(file: ProofFile): string {
  const { extra, index, inclusionProof, checkpoint } = file;
  if (!isCount(index) || inclusionProof.some((h) => h.length !== 32)) throw malformed("proof");
  if (extra?.length === 0 || !checkpoint.endsWith("\n")) throw malformed("proof");
  const lines = [
    PROOF_FILE_HEADER,
    ...(extra ? [`extra ${toBase64(extra)}`] : []),
    `index ${index}`,
    ...inclusionProof.map(toBase64),
    "",
  ];
  return `${lines.join("\n")}\n${checkpoint}`;
}

export function parseProofFile(text: string): ProofFile {
  const lines = text.split("\n");
  let at = 0;
  if (lines[at++] !== PROOF_FILE_HEADER) throw malformed("proof");
  let extra: Uint8Array | undefined;
  if (lines[at]?.startsWith("extra ")) {
    const bytes = fromBase64(lines[at++].slice("extra ".length));
    if (!bytes || bytes.length === 0) throw malformed("proof");
    extra = bytes;
  }
  const index = /^index (0|[1-9][0-9]*)$/.exec(lines[at++] ?? "");
  if (!index || !isCount(Number(index[1]))) throw malformed("proof");
  const inclusionProof: Uint8Array[] = [];
  for (; at < lines.length && lines[at] !== ""; at++) {
    const hash = fromBase64(lines[at]);
    if (!hash || hash.length !== 32) throw malformed("proof");
    inclusionProof.push(hash);
  }
  // The blank line, then the checkpoint up to the end, its own final newline included.
  const checkpoint = lines.slice(at + 1).join("\n");
  if (at >= lines.length || !checkpoint.endsWith("\n")) throw malformed("proof");
  return { ...(extra ? { extra } : {}), index: Number(index[1]), inclusionProof, checkpoint };
}

export interface VerifiedProof {
  entry: Uint8Array;
  index: number;
  checkpoint: Checkpoint;
  note: OpenedNote;
}

/**
 * Everything a proof file claims, checked: the checkpoint is the log's and signed by one of its
 * keys, and the entry (the one given, else the file's own) is the leaf at `index` of the tree
 * the checkpoint signs. Throws a ProvenanceError saying which part failed.
 */
export async function verifyProofFile(
  text: string,
  log: { origin: string; keys: readonly VerifierKey[]; entry?: Uint8Array },
  crypto: VerifierCrypto,
): Promise<VerifiedProof> {
  const file = parseProofFile(text);
  const entry = log.entry ?? file.extra;
  if (!entry) throw new ProvenanceError("wrong-entry", "the proof names no entry");
  if (log.entry && file.extra && !equalBytes(log.entry, file.extra))
    throw new ProvenanceError("wrong-entry", "the proof is about another entry");
  const { checkpoint, note } = await openCheckpoint(file.checkpoint, log, crypto);
  const included = await verifyInclusion(crypto, {
    index: file.index,
    size: checkpoint.size,
    leafHash: await leafHash(crypto, entry),
    proof: file.inclusionProof,
    root: checkpoint.rootHash,
  });
  if (!included)
    throw new ProvenanceError(
      "not-included",
      `entry ${file.index} is not in the tree of ${checkpoint.size} the checkpoint signs`,
    );
  return { entry, index: file.index, checkpoint, note };
}
