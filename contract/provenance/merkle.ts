/**
 * The log's Merkle tree hashing (RFC 6962 §2.1, as RFC 9162 §2.1 restates it) and the checks of
 * its two proofs, the half a buyer's browser runs: an inclusion proof (this entry is in the tree
 * whose head was signed) and a consistency proof (the later tree extends the earlier one, so
 * nothing that was logged was rewritten). Sizes and indexes are numbers up to 2^53, far past
 * what a shop logs; anything else (negative, fractional, unsafe) fails the check.
 */
import { concatBytes, equalBytes } from "./bytes";
import type { Hasher } from "./primitives";

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);
const SHA256_LENGTH = 32;

/** SHA-256(0x00 ‖ entry): the prefix keeps a leaf from ever passing for an inner node. */
export async function leafHash(hasher: Hasher, entry: Uint8Array): Promise<Uint8Array> {
  return hasher.sha256(concatBytes(LEAF_PREFIX, entry));
}

/** SHA-256(0x01 ‖ left ‖ right). */
export async function nodeHash(
  hasher: Hasher,
  left: Uint8Array,
  right: Uint8Array,
): Promise<Uint8Array> {
  return hasher.sha256(concatBytes(NODE_PREFIX, left, right));
}

/** The head of the empty tree: SHA-256 of nothing. */
export async function emptyTreeHash(hasher: Hasher): Promise<Uint8Array> {
  return hasher.sha256(new Uint8Array(0));
}

export interface InclusionClaim {
  index: number;
  size: number;
  leafHash: Uint8Array;
  /** from the leaf's sibling up to the root's child */
  proof: Uint8Array[];
  root: Uint8Array;
}

/** RFC 9162 §2.1.3.2: does `proof` lead from the leaf at `index` to `root` of `size` leaves? */
export async function verifyInclusion(hasher: Hasher, claim: InclusionClaim): Promise<boolean> {
  const { index, size, proof } = claim;
  if (!isCount(index) || !isCount(size) || index >= size) return false;
  if (claim.leafHash.length !== SHA256_LENGTH) return false;
  let fn = index;
  let sn = size - 1;
  let r = claim.leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      r = await nodeHash(hasher, p, r);
      // Past the last full subtree the path climbs the right edge, where nodes have no sibling.
      while (!isOdd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      r = await nodeHash(hasher, r, p);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equalBytes(r, claim.root);
}

export interface ConsistencyClaim {
  oldSize: number;
  newSize: number;
  oldRoot: Uint8Array;
  newRoot: Uint8Array;
  proof: Uint8Array[];
}

/**
 * RFC 9162 §2.1.4.2: is the tree of `newSize` leaves with `newRoot` an extension of the tree of
 * `oldSize` leaves with `oldRoot`? A proof from the empty tree proves nothing and is refused, as
 * transparency-dev/merkle refuses it; equal sizes need equal roots and an empty proof.
 */
export async function verifyConsistency(hasher: Hasher, claim: ConsistencyClaim): Promise<boolean> {
  const { oldSize, newSize, oldRoot, newRoot, proof } = claim;
  if (!isCount(oldSize) || !isCount(newSize) || oldSize > newSize || oldSize === 0) return false;
  if (oldSize === newSize) return proof.length === 0 && equalBytes(oldRoot, newRoot);
  if (proof.length === 0) return false;
  // When the old tree is a complete subtree of the new one, its root is the path's first node.
  const path = isPowerOfTwo(oldSize) ? [oldRoot, ...proof] : proof;
  let fn = oldSize - 1;
  let sn = newSize - 1;
  while (isOdd(fn)) [fn, sn] = [half(fn), half(sn)];
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      fr = await nodeHash(hasher, c, fr);
      sr = await nodeHash(hasher, c, sr);
      while (!isOdd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      sr = await nodeHash(hasher, sr, c);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equalBytes(fr, oldRoot) && equalBytes(sr, newRoot);
}

/** A leaf count or index: JavaScript's bit operators stop at 32 bits, so these use arithmetic. */
export function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

export function isPowerOfTwo(n: number): boolean {
  let power = 1;
  while (power < n) power *= 2;
  return n > 0 && power === n;
}

function isOdd(n: number): boolean {
  return n % 2 === 1;
}

function half(n: number): number {
  return Math.floor(n / 2);
}
