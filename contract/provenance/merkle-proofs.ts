/**
 * The log's side of the Merkle tree: the tree head of any size and the two proofs, by RFC 6962
 * §2.1 (MTH, PATH and SUBPROOF). They read the tree through `SubtreeHashes`, the hash of one
 * complete subtree, so a database that keeps those rows serves a proof with a few lookups
 * instead of loading every leaf; `memoryTree` answers the same from a list of leaf hashes.
 */
import { emptyTreeHash, isCount, nodeHash } from "./merkle";
import type { Hasher, MaybePromise } from "./primitives";

/**
 * The hash of the complete subtree of 2^level leaves that starts at leaf index × 2^level
 * (level 0: the leaf hashes themselves). Only subtrees wholly inside the tree are asked for.
 */
export type SubtreeHashes = (level: number, index: number) => MaybePromise<Uint8Array>;

/** MTH(D[0:size]): the root of the first `size` leaves. */
export async function treeHash(
  hasher: Hasher,
  size: number,
  subtree: SubtreeHashes,
): Promise<Uint8Array> {
  if (!isCount(size)) throw new RangeError(`no tree of ${size} leaves`);
  if (size === 0) return emptyTreeHash(hasher);
  return rangeHash(hasher, subtree, 0, size);
}

/** PATH(index, D[0:size]): the inclusion proof of one leaf, from its sibling upwards. */
export async function inclusionProof(
  hasher: Hasher,
  index: number,
  size: number,
  subtree: SubtreeHashes,
): Promise<Uint8Array[]> {
  if (!isCount(index) || !isCount(size) || index >= size)
    throw new RangeError(`no leaf ${index} in a tree of ${size}`);
  const proof: Uint8Array[] = [];
  let start = 0;
  let m = index;
  let n = size;
  // The recursion of PATH, unrolled from the root: each step goes down one side and records
  // the other; the proof lists them from the leaf up, so it is reversed at the end.
  while (n > 1) {
    const k = largestPowerOfTwoBelow(n);
    if (m < k) {
      proof.push(await rangeHash(hasher, subtree, start + k, n - k));
      n = k;
    } else {
      proof.push(await rangeHash(hasher, subtree, start, k));
      start += k;
      m -= k;
      n -= k;
    }
  }
  return proof.reverse();
}

/** PROOF(oldSize, D[0:newSize]): that the first `oldSize` leaves are still the first ones. */
export async function consistencyProof(
  hasher: Hasher,
  oldSize: number,
  newSize: number,
  subtree: SubtreeHashes,
): Promise<Uint8Array[]> {
  if (!isCount(oldSize) || !isCount(newSize) || oldSize === 0 || oldSize > newSize)
    throw new RangeError(`no consistency proof from ${oldSize} to ${newSize} leaves`);
  const proof: Uint8Array[] = [];
  let start = 0;
  let m = oldSize;
  let n = newSize;
  // Whether the old tree's root is still the root of the subtree we stand in: the verifier
  // has it already, so SUBPROOF leaves it out.
  let isOldRoot = true;
  while (m !== n) {
    const k = largestPowerOfTwoBelow(n);
    if (m <= k) {
      proof.push(await rangeHash(hasher, subtree, start + k, n - k));
      n = k;
    } else {
      proof.push(await rangeHash(hasher, subtree, start, k));
      start += k;
      m -= k;
      n -= k;
      isOldRoot = false;
    }
  }
  if (!isOldRoot) proof.push(await rangeHash(hasher, subtree, start, m));
  return proof.reverse();
}

/** A tree held as its leaf hashes, each inner node computed once when first asked for. */
export function memoryTree(hasher: Hasher, leafHashes: readonly Uint8Array[]): SubtreeHashes {
  const known = new Map<string, Promise<Uint8Array>>();
  const subtree = (level: number, index: number): Promise<Uint8Array> => {
    const width = 2 ** level;
    if (!isCount(index) || (index + 1) * width > leafHashes.length)
      throw new RangeError(`no complete subtree ${level}/${index} in ${leafHashes.length} leaves`);
    if (level === 0) return Promise.resolve(leafHashes[index]);
    const key = `${level}/${index}`;
    let hash = known.get(key);
    if (!hash) {
      hash = (async () =>
        nodeHash(
          hasher,
          await subtree(level - 1, 2 * index),
          await subtree(level - 1, 2 * index + 1),
        ))();
      known.set(key, hash);
    }
    return hash;
  };
  return subtree;
}

/**
 * MTH of leaves [start, start + n). Within RFC 6962's recursion a range of 2^k leaves always
 * starts at a multiple of 2^k, so it is one complete subtree; any other range splits at the
 * largest power of two below its size.
 */
async function rangeHash(
  hasher: Hasher,
  subtree: SubtreeHashes,
  start: number,
  n: number,
): Promise<Uint8Array> {
  const level = exponentOfTwo(n);
  if (level !== null) return subtree(level, start / n);
  const k = largestPowerOfTwoBelow(n);
  return nodeHash(
    hasher,
    await rangeHash(hasher, subtree, start, k),
    await rangeHash(hasher, subtree, start + k, n - k),
  );
}

/** k when n = 2^k, else null. */
function exponentOfTwo(n: number): number | null {
  let level = 0;
  for (let width = 1; width < n; width *= 2) level++;
  return 2 ** level === n ? level : null;
}

/** The largest power of two strictly below n (n ≥ 2). */
function largestPowerOfTwoBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
