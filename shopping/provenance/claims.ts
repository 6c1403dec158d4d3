/**
 * Each bottle's claim secret (in real life printed under a scratch panel) and what the log keeps
 * of it: the commitment SHA-256(serial ":" secret). A lot's commissioning entry carries the Merkle
 * root (RFC 6962) of its bottles' commitments, so one entry commits to every bottle's secret and
 * a bottle's is shown to be among them by an inclusion proof of a few hashes. Secrets are derived
 * from the lot's random seed, by generation: an inspection issues the next one.
 */
import { createHash, createHmac } from "node:crypto";
import { toBase64 } from "../../contract/provenance/bytes";
import { canonicalJsonBytes } from "../../contract/provenance/canonical-json";
import { inclusionProof, memoryTree } from "../../contract/provenance/merkle-proofs";
import { nodeCrypto } from "./crypto-node";

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);

/** Crockford's base32: no I, L, O or U, so what is read off a panel is typed back right. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function serialOf(lotCode: string, position: number): string {
  return `${lotCode}-${String(position + 1).padStart(4, "0")}`;
}

/** The secret of a bottle's claim generation: 12 characters in three groups of four. */
export function claimSecret(seed: string, serial: string, generation: number): string {
  const mac = createHmac("sha256", Buffer.from(seed, "base64"))
    .update(`claim|${serial}|${generation}`)
    .digest();
  // 60 bits, five at a time, from the first 8 bytes read as two 32-bit halves.
  const high = mac.readUInt32BE(0);
  const low = mac.readUInt32BE(4);
  let text = "";
  for (let i = 0; i < 12; i++) {
    const shift = 64 - 5 * (i + 1);
    const value =
      shift >= 32 ? (high >>> (shift - 32)) & 31 : ((high << (32 - shift)) | (low >>> shift)) & 31;
    text += ALPHABET[value];
  }
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

/** A secret as typed: case, spaces and hyphens aside, O read as 0 and I or L as 1. */
export function normaliseSecret(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export function claimCommitment(serial: string, secret: string): string {
  return createHash("sha256").update(`${serial}:${secret}`, "utf8").digest("base64");
}

/** The leaf of one bottle in its lot's claim tree. */
export function claimLeaf(serial: string, commitment: string): { claim: string; serial: string } {
  return { claim: commitment, serial };
}

/** The leaf hashes of a lot's claim tree, in bottle order. */
function claimLeaves(lot: { code: string; claimSeed: string; bottles: number }): Uint8Array[] {
  const leaves: Uint8Array[] = [];
  for (let position = 0; position < lot.bottles; position++) {
    const serial = serialOf(lot.code, position);
    const commitment = claimCommitment(serial, claimSecret(lot.claimSeed, serial, 0));
    leaves.push(
      createHash("sha256")
        .update(LEAF_PREFIX)
        .update(canonicalJsonBytes(claimLeaf(serial, commitment)))
        .digest(),
    );
  }
  return leaves;
}

/** MTH (RFC 6962 §2.1), synchronously: a lot has a few hundred bottles, the seed a few hundred lots. */
function rootOfLeaves(leaves: Uint8Array[]): Uint8Array {
  if (leaves.length === 1) return leaves[0];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return createHash("sha256")
    .update(NODE_PREFIX)
    .update(rootOfLeaves(leaves.slice(0, k)))
    .update(rootOfLeaves(leaves.slice(k)))
    .digest();
}

/** The root the lot's commissioning entry carries. */
export function claimRoot(lot: { code: string; claimSeed: string; bottles: number }): string {
  return toBase64(rootOfLeaves(claimLeaves(lot)));
}

/** The proof that one bottle's first commitment is under the lot's claim root. */
export async function claimProof(
  lot: { code: string; claimSeed: string; bottles: number },
  position: number,
): Promise<string[]> {
  const tree = memoryTree(nodeCrypto, claimLeaves(lot));
  return (await inclusionProof(nodeCrypto, position, lot.bottles, tree)).map(toBase64);
}

/** A sale's buyer, as the log names them: a commitment only the shop can open. */
export function buyerCommitment(seed: string, serial: string, orderId: number, userId: number) {
  return createHmac("sha256", Buffer.from(seed, "base64"))
    .update(`buyer|${serial}|${orderId}|${userId}`)
    .digest("base64");
}
