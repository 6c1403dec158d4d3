/**
 * transparency-dev/merkle's known answers (github.com/transparency-dev/merkle, commit
 * 417fb0c314750d94e53942e9f92e79b6d35915db, Apache-2.0): the reference tree of 8 leaves of
 * testonly/constants.go (leaf and node hashes, the root of every size), the inclusion and
 * consistency proofs of proof/verify_test.go (as of commit bcba819^, before they moved into
 * testdata/), and every inclusion and consistency probe of testdata/ (vectors/).
 */
import { describe, expect, it } from "vitest";
import { nodeCrypto } from "../../shopping/provenance/crypto-node";
import { fromBase64, fromHex, toHex, utf8 } from "./bytes";
import { leafHash, verifyConsistency, verifyInclusion } from "./merkle";
import { consistencyProof, inclusionProof, memoryTree, treeHash } from "./merkle-proofs";
import type { Hasher } from "./primitives";
import vectors from "./vectors/transparency-dev-merkle.json";

const hex = (text: string) => fromHex(text)!;
const hexes = (list: Uint8Array[]) => list.map(toHex);

const LEAVES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
];
const LEAF_HASHES = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
  "0298d122906dcfc10892cb53a73992fc5b9f493ea4c9badb27b791b4127a7fe7",
  "07506a85fd9dd2f120eb694f86011e5bb4662e5c415a62917033d4a9624487e7",
  "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
  "4271a26be0d8a84f0bd54c8c302e7cb3a3b5d1fa6780a40bcce2873477dab658",
  "b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f",
  "46f6ffadd3d06a09ff3c5860d2755c8b9819db7df44251788c7d8e3180de8eb1",
];
const LEVEL_1 = [
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
  "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
  "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
];
const LEVEL_2 = [
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
];
/** By tree size, from the empty tree. */
const ROOTS = [
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
/** verify_test.go's inclusionProofs, its 1-based leaf numbers made indexes. */
const INCLUSION = [
  { index: 0, size: 1, proof: [] },
  { index: 0, size: 8, proof: [LEAF_HASHES[1], LEVEL_1[1], LEVEL_2[1]] },
  { index: 5, size: 8, proof: [LEAF_HASHES[4], LEVEL_1[3], LEVEL_2[0]] },
  { index: 2, size: 3, proof: [LEVEL_1[0]] },
  { index: 1, size: 5, proof: [LEAF_HASHES[0], LEVEL_1[1], LEAF_HASHES[4]] },
];
const CONSISTENCY = [
  { oldSize: 1, newSize: 1, proof: [] },
  { oldSize: 1, newSize: 8, proof: [LEAF_HASHES[1], LEVEL_1[1], LEVEL_2[1]] },
  { oldSize: 6, newSize: 8, proof: [LEVEL_1[2], LEVEL_1[3], LEVEL_2[0]] },
  { oldSize: 2, newSize: 5, proof: [LEVEL_1[1], LEAF_HASHES[4]] },
  { oldSize: 6, newSize: 7, proof: [LEVEL_1[2], LEAF_HASHES[6], LEVEL_2[0]] },
];

const hasher = nodeCrypto;
const referenceTree = async () =>
  memoryTree(hasher, await Promise.all(LEAVES.map((l) => leafHash(hasher, hex(l)))));

const flipBit = (proof: Uint8Array[], at: number, bit: number) =>
  proof.map((h, i) => (i === at ? h.map((b, j) => (j === 0 ? b ^ (1 << bit) : b)) : h));

describe("the reference tree of 8 leaves", () => {
  it("hashes each leaf and each complete subtree as RFC 6962 does", async () => {
    const tree = await referenceTree();
    for (const [level, hashes] of [LEAF_HASHES, LEVEL_1, LEVEL_2].entries())
      for (const [index, hash] of hashes.entries())
        expect(toHex(await tree(level, index)), `${level}/${index}`).toBe(hash);
  });

  it("has the root of every size from 0 to 8", async () => {
    const tree = await referenceTree();
    for (const [size, root] of ROOTS.entries())
      expect(toHex(await treeHash(hasher, size, tree)), `size ${size}`).toBe(root);
  });

  it("generates exactly the inclusion proofs of the vectors, and they verify", async () => {
    const tree = await referenceTree();
    for (const { index, size, proof } of INCLUSION) {
      expect(hexes(await inclusionProof(hasher, index, size, tree))).toEqual(proof);
      const claim = {
        index,
        size,
        leafHash: hex(LEAF_HASHES[index]),
        proof: proof.map(hex),
        root: hex(ROOTS[size]),
      };
      expect(await verifyInclusion(hasher, claim), `${index} in ${size}`).toBe(true);
    }
  });

  it("generates exactly the consistency proofs of the vectors, and they verify", async () => {
    const tree = await referenceTree();
    for (const { oldSize, newSize, proof } of CONSISTENCY) {
      expect(hexes(await consistencyProof(hasher, oldSize, newSize, tree))).toEqual(proof);
      const claim = {
        oldSize,
        newSize,
        oldRoot: hex(ROOTS[oldSize]),
        newRoot: hex(ROOTS[newSize]),
        proof: proof.map(hex),
      };
      expect(await verifyConsistency(hasher, claim), `${oldSize} to ${newSize}`).toBe(true);
    }
  });

  it("refuses proofs of leaves and trees that are not there", async () => {
    const tree = await referenceTree();
    await expect(inclusionProof(hasher, 0, 0, tree)).rejects.toThrow(RangeError);
    await expect(inclusionProof(hasher, 8, 8, tree)).rejects.toThrow(RangeError);
    await expect(inclusionProof(hasher, 0, 9, tree)).rejects.toThrow(RangeError);
    await expect(consistencyProof(hasher, 0, 8, tree)).rejects.toThrow(RangeError);
    await expect(consistencyProof(hasher, 5, 4, tree)).rejects.toThrow(RangeError);
    await expect(treeHash(hasher, 9, tree)).rejects.toThrow(RangeError);
    await expect(treeHash(hasher, -1, tree)).rejects.toThrow(RangeError);
  });

  it("refuses every tampered inclusion proof: a bit, the size, the index, an element short or long", async () => {
    const tree = await referenceTree();
    const stray = hex(ROOTS[3]);
    let refused = 0;
    for (let size = 1; size <= 8; size++) {
      const root = await treeHash(hasher, size, tree);
      for (let index = 0; index < size; index++) {
        const proof = await inclusionProof(hasher, index, size, tree);
        const leaf = await tree(0, index);
        const honest = { index, size, leafHash: leaf, proof, root };
        expect(await verifyInclusion(hasher, honest)).toBe(true);
        const tampered = [
          ...proof.flatMap((_, at) =>
            [0, 7].map((bit) => ({ ...honest, proof: flipBit(proof, at, bit) })),
          ),
          { ...honest, leafHash: flipBit([leaf], 0, 0)[0] },
          { ...honest, root: flipBit([root], 0, 5)[0] },
          // Another size with that size's root: a proof binds the size only through the path's
          // shape, and the signed checkpoint binds the size to its root.
          ...[size + 1, size - 1, size * 2]
            .filter((other) => other >= 1 && other <= 8)
            .map((other) => ({ ...honest, size: other, root: hex(ROOTS[other]) })),
          { ...honest, index: index + 1 },
          { ...honest, index: index - 1 },
          { ...honest, index: index ^ 1 },
          { ...honest, index: index + 0.5 },
          ...(proof.length > 0
            ? [
                { ...honest, proof: proof.slice(0, -1) },
                { ...honest, proof: proof.slice(1) },
              ]
            : []),
          { ...honest, proof: [...proof, stray] },
          { ...honest, proof: [stray, ...proof] },
          { ...honest, proof: [...proof, root] },
        ];
        for (const claim of tampered) {
          expect(await verifyInclusion(hasher, claim), JSON.stringify({ size, index })).toBe(false);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
  });

  it("refuses every tampered consistency proof", async () => {
    const tree = await referenceTree();
    const stray = hex(LEAF_HASHES[3]);
    for (let newSize = 1; newSize <= 8; newSize++) {
      for (let oldSize = 1; oldSize <= newSize; oldSize++) {
        const proof = await consistencyProof(hasher, oldSize, newSize, tree);
        const honest = {
          oldSize,
          newSize,
          oldRoot: hex(ROOTS[oldSize]),
          newRoot: hex(ROOTS[newSize]),
          proof,
        };
        expect(await verifyConsistency(hasher, honest)).toBe(true);
        const tampered = [
          ...proof.flatMap((_, at) =>
            [0, 7].map((bit) => ({ ...honest, proof: flipBit(proof, at, bit) })),
          ),
          { ...honest, oldRoot: flipBit([honest.oldRoot], 0, 1)[0] },
          { ...honest, newRoot: flipBit([honest.newRoot], 0, 1)[0] },
          ...(oldSize < newSize
            ? [{ ...honest, oldRoot: honest.newRoot, newRoot: honest.oldRoot }]
            : []),
          ...[oldSize - 1, oldSize + 1]
            .filter((other) => other >= 1 && other <= newSize)
            .map((other) => ({ ...honest, oldSize: other, oldRoot: hex(ROOTS[other]) })),
          ...[newSize - 1, newSize + 1]
            .filter((other) => other >= oldSize && other <= 8)
            .map((other) => ({ ...honest, newSize: other, newRoot: hex(ROOTS[other]) })),
          { ...honest, oldSize: 0, oldRoot: hex(ROOTS[0]) },
          ...(proof.length > 0
            ? [
                { ...honest, proof: proof.slice(0, -1) },
                { ...honest, proof: proof.slice(1) },
              ]
            : []),
          { ...honest, proof: [...proof, stray] },
          { ...honest, proof: [stray, ...proof] },
        ];
        for (const claim of tampered) {
          expect(await verifyConsistency(hasher, claim), JSON.stringify({ oldSize, newSize })).toBe(
            false,
          );
        }
      }
    }
  });
});

describe("transparency-dev/merkle's probes (testdata/inclusion and testdata/consistency)", () => {
  const bytes = (base64: string) => fromBase64(base64) ?? utf8(`not base64: ${base64}`);

  it.each(vectors.inclusion)("$file", async (probe) => {
    const claim = {
      index: probe.leafIdx,
      size: probe.treeSize,
      leafHash: bytes(probe.leafHash),
      proof: (probe.proof ?? []).map(bytes),
      root: bytes(probe.root),
    };
    expect(await verifyInclusion(hasher, claim)).toBe(!probe.wantErr);
  });

  it.each(vectors.consistency)("$file", async (probe) => {
    const claim = {
      oldSize: probe.size1,
      newSize: probe.size2,
      oldRoot: bytes(probe.root1),
      newRoot: bytes(probe.root2),
      proof: (probe.proof ?? []).map(bytes),
    };
    expect(await verifyConsistency(hasher, claim)).toBe(!probe.wantErr);
  });

  it("holds every probe of both folders, happy and not", () => {
    expect(vectors.inclusion.length).toBe(98);
    expect(vectors.consistency.length).toBe(98);
    expect(vectors.inclusion.filter((p) => !p.wantErr).length).toBeGreaterThan(4);
  });
});

describe("random trees up to 300 leaves", () => {
  let seed = 30;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  it("every generated proof verifies, and none verifies against another root", async () => {
    const leaves = Array.from({ length: 300 }, (_, i) => utf8(`bottle ${i} ${random(1e9)}`));
    const tree = memoryTree(hasher, await Promise.all(leaves.map((l) => leafHash(hasher, l))));
    const roots = [await treeHash(hasher, 0, tree)];
    for (let size = 1; size <= 300; size++) roots.push(await treeHash(hasher, size, tree));
    // Every size up to 40, and then a sample, each with every leaf and every older size.
    const sizes = [
      ...Array.from({ length: 40 }, (_, i) => i + 1),
      63,
      64,
      65,
      127,
      128,
      129,
      255,
      256,
      257,
      300,
    ];
    for (let i = 0; i < 8; i++) sizes.push(41 + random(260));
    let checked = 0;
    for (const size of sizes) {
      const other = roots[size === 1 ? 2 : size - 1];
      const flipped = flipBit([roots[size]], 0, 3)[0];
      for (let index = 0; index < size; index++) {
        const claim = {
          index,
          size,
          leafHash: await tree(0, index),
          proof: await inclusionProof(hasher, index, size, tree),
          root: roots[size],
        };
        expect(await verifyInclusion(hasher, claim)).toBe(true);
        expect(await verifyInclusion(hasher, { ...claim, root: other })).toBe(false);
        expect(await verifyInclusion(hasher, { ...claim, root: flipped })).toBe(false);
        checked++;
      }
      for (let oldSize = 1; oldSize <= size; oldSize++) {
        const claim = {
          oldSize,
          newSize: size,
          oldRoot: roots[oldSize],
          newRoot: roots[size],
          proof: await consistencyProof(hasher, oldSize, size, tree),
        };
        expect(await verifyConsistency(hasher, claim)).toBe(true);
        expect(await verifyConsistency(hasher, { ...claim, newRoot: other })).toBe(false);
        expect(await verifyConsistency(hasher, { ...claim, newRoot: flipped })).toBe(false);
        const oldFlipped = flipBit([roots[oldSize]], 0, 3)[0];
        expect(await verifyConsistency(hasher, { ...claim, oldRoot: oldFlipped })).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it("gives the same answers with a hasher that answers later, as WebCrypto does", async () => {
    const later: Hasher = { sha256: async (data) => hasher.sha256(data) };
    const tree = memoryTree(later, await Promise.all(LEAVES.map((l) => leafHash(later, hex(l)))));
    expect(toHex(await treeHash(later, 7, tree))).toBe(ROOTS[7]);
    const proof = await consistencyProof(later, 3, 7, tree);
    const claim = { oldSize: 3, newSize: 7, oldRoot: hex(ROOTS[3]), newRoot: hex(ROOTS[7]), proof };
    expect(await verifyConsistency(later, claim)).toBe(true);
  });
});
