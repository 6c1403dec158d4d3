/**
 * A history as the shop shows it (a lot's, or a bottle's with its lot's before it) and its check,
 * the same on the storefront's server and in a buyer's browser: the checkpoint is signed by a key
 * of the log, every record is in the tree it signs, and every record names the one before it
 * (`prev`), so none was left out, changed or put in between.
 */
import { fromBase64, toBase64, utf8 } from "./bytes";
import { parseCanonicalJson } from "./canonical-json";
import { openCheckpoint } from "./checkpoint";
import { ProvenanceError } from "./errors";
import { leafHash, verifyConsistency, verifyInclusion } from "./merkle";
import { parseVerifierKey, type VerifierKey } from "./note-keys";
import type { VerifierCrypto } from "./primitives";

export interface ChainRecord {
  index: number;
  /** the entry's canonical JSON, as logged */
  entry: string;
  /** base64 hashes, from the leaf's sibling up */
  proof: string[];
}

export interface ProvenanceChain {
  /** the log's name */
  origin: string;
  /** the log's verifier keys (name+keyid+base64) */
  keys: string[];
  /** the signed checkpoint the proofs lead to */
  checkpoint: string;
  records: ChainRecord[];
}

export type ChainCheck =
  | { ok: true; size: number; rootHash: string }
  | {
      ok: false;
      /** the record (0-based) where the chain breaks; null when the checkpoint itself fails */
      at: number | null;
      reason: "signature" | "not-included" | "broken-link" | "malformed";
    };

export async function verifyChain(
  chain: ProvenanceChain,
  crypto: VerifierCrypto,
): Promise<ChainCheck> {
  let keys: VerifierKey[];
  try {
    keys = await Promise.all(chain.keys.map((k) => parseVerifierKey(crypto, k)));
  } catch {
    return { ok: false, at: null, reason: "malformed" };
  }
  let size: number;
  let root: Uint8Array;
  try {
    const { checkpoint } = await openCheckpoint(
      chain.checkpoint,
      { origin: chain.origin, keys },
      crypto,
    );
    size = checkpoint.size;
    root = checkpoint.rootHash;
  } catch (error) {
    const reason =
      error instanceof ProvenanceError && error.failure === "malformed" ? "malformed" : "signature";
    return { ok: false, at: null, reason };
  }
  let before: string | undefined;
  for (const [at, record] of chain.records.entries()) {
    const value = entryValue(record.entry);
    if (!value) return { ok: false, at, reason: "malformed" };
    const leaf = await leafHash(crypto, utf8(record.entry));
    const proof = record.proof.map(fromBase64);
    if (proof.some((hash) => !hash || hash.length !== 32))
      return { ok: false, at, reason: "malformed" };
    const included = await verifyInclusion(crypto, {
      index: record.index,
      size,
      leafHash: leaf,
      proof: proof as Uint8Array[],
      root,
    });
    if (!included) return { ok: false, at, reason: "not-included" };
    if (at > 0 && value.prev !== before) return { ok: false, at, reason: "broken-link" };
    before = toBase64(leaf);
  }
  return { ok: true, size, rootHash: toBase64(root) };
}

/** An entry's fields, when its text is canonical JSON of an object; else null. */
export function entryValue(text: string): Record<string, unknown> | null {
  try {
    const value = parseCanonicalJson(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A checkpoint a browser remembered, and whether the log it sees now still extends it. */
export interface RememberedCheckpoint {
  size: number;
  rootHash: string;
}

export async function extendsRemembered(
  crypto: VerifierCrypto,
  remembered: RememberedCheckpoint,
  now: { size: number; rootHash: string },
  proof: string[],
): Promise<boolean> {
  const oldRoot = fromBase64(remembered.rootHash);
  const newRoot = fromBase64(now.rootHash);
  const hashes = proof.map(fromBase64);
  if (!oldRoot || !newRoot || hashes.some((h) => !h || h.length !== 32)) return false;
  return verifyConsistency(crypto, {
    oldSize: remembered.size,
    newSize: now.size,
    oldRoot,
    newRoot,
    proof: hashes as Uint8Array[],
  });
}
