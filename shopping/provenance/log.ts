/**
 * The provenance log in the database (decision 035): entries appended inside the transaction of
 * the event they record, the tree's complete subtrees kept as rows, and tree heads and proofs
 * read from those rows with one query each.
 */
import { eq, gte, inArray, sql } from "drizzle-orm";
import { fromBase64, toBase64 } from "../../contract/provenance/bytes";
import { canonicalJson, canonicalJsonBytes } from "../../contract/provenance/canonical-json";
import { leafHash, nodeHash } from "../../contract/provenance/merkle";
import {
  consistencyProof,
  inclusionProof,
  type SubtreeHashes,
  treeHash,
} from "../../contract/provenance/merkle-proofs";
import type { Db, Tx } from "../db/client";
import { provenanceEntries, provenanceLog, provenanceNodes } from "../db/schema";
import { nodeCrypto } from "./crypto-node";
import { plannedRead } from "../db/prepared";

export interface NewEntry {
  /** lot:CODE, bottle:SERIAL or key */
  subject: string;
  value: Record<string, unknown>;
}

/**
 * Entries of one subject in a row, each naming the one before (`prev`, its leaf hash): the first
 * names `prev` when given (the subject's latest entry), or none (its first).
 */
export async function chainEntries(
  subject: string,
  values: Record<string, unknown>[],
  prev?: string,
): Promise<NewEntry[]> {
  const chained: NewEntry[] = [];
  let before = prev;
  for (const value of values) {
    const entry = before === undefined ? value : { ...value, prev: before };
    chained.push({ subject, value: entry });
    before = toBase64(await leafHash(nodeCrypto, canonicalJsonBytes(entry)));
  }
  return chained;
}

export interface Appended {
  index: number;
  /** base64 leaf hash: what the subject's next entry names as prev */
  leaf: string;
}

/**
 * Appends entries in order, in the caller's transaction: the head row is locked first, so
 * concurrent appends queue and the indexes have no gaps. Locks: take this one after the rows of
 * the event itself (orders, products, bottles), as every writer does.
 */
export async function appendEntries(tx: Tx, entries: NewEntry[]): Promise<Appended[]> {
  if (entries.length === 0) return [];
  const [head] = await tx
    .select({ size: provenanceLog.size })
    .from(provenanceLog)
    .where(eq(provenanceLog.id, 1))
    .for("update");
  if (!head) throw new Error("provenance_log has no row: the migrations did not run");
  // The right edge of the tree: the complete subtrees a new leaf may complete a node with.
  const frontier = new Map<string, Uint8Array>();
  const edge = frontierOf(head.size);
  if (edge.length > 0)
    for (const row of await readNodes(tx, edge)) frontier.set(key(row.level, row.idx), row.hash);

  const entryRows: (typeof provenanceEntries.$inferInsert)[] = [];
  const nodeRows: (typeof provenanceNodes.$inferInsert)[] = [];
  const appended: Appended[] = [];
  let size = head.size;
  for (const { subject, value } of entries) {
    const text = canonicalJson(value);
    const index = size++;
    let hash = await leafHash(nodeCrypto, canonicalJsonBytes(value));
    entryRows.push({ idx: index, entry: text, subject });
    appended.push({ index, leaf: toBase64(hash) });
    // Carry upwards while this node is a right child: its parent is now complete.
    let level = 0;
    let at = index;
    for (;;) {
      nodeRows.push({ level, idx: at, hash: toBase64(hash) });
      frontier.set(key(level, at), hash);
      if (at % 2 === 0) break;
      const left = frontier.get(key(level, at - 1));
      if (!left) throw new Error(`provenance_nodes lacks ${level}/${at - 1}`);
      hash = await nodeHash(nodeCrypto, left, hash);
      level++;
      at = Math.floor(at / 2);
    }
  }
  for (let i = 0; i < entryRows.length; i += 500)
    await tx.insert(provenanceEntries).values(entryRows.slice(i, i + 500));
  for (let i = 0; i < nodeRows.length; i += 1000)
    await tx.insert(provenanceNodes).values(nodeRows.slice(i, i + 1000));
  await tx.update(provenanceLog).set({ size }).where(eq(provenanceLog.id, 1));
  return appended;
}

const sizeRead = plannedRead();

export async function logSize(db: Db | Tx): Promise<number> {
  const [head] = await sizeRead(db.select({ size: provenanceLog.size }).from(provenanceLog));
  return head?.size ?? 0;
}

export interface LoggedEntry {
  index: number;
  entry: string;
  subject: string;
}

/** The entries of some subjects, oldest first. */
export async function entriesOf(db: Db | Tx, subjects: string[]): Promise<LoggedEntry[]> {
  if (subjects.length === 0) return [];
  const rows = await db
    .select({
      index: provenanceEntries.idx,
      entry: provenanceEntries.entry,
      subject: provenanceEntries.subject,
    })
    .from(provenanceEntries)
    .where(inArray(provenanceEntries.subject, subjects))
    .orderBy(provenanceEntries.idx);
  return rows;
}

export async function entriesByIndex(db: Db | Tx, indexes: number[]): Promise<LoggedEntry[]> {
  if (indexes.length === 0) return [];
  return db
    .select({
      index: provenanceEntries.idx,
      entry: provenanceEntries.entry,
      subject: provenanceEntries.subject,
    })
    .from(provenanceEntries)
    .where(inArray(provenanceEntries.idx, indexes))
    .orderBy(provenanceEntries.idx);
}

/** Entries from `from` on, for monitors that mirror the log. */
export async function entriesFrom(db: Db, from: number, limit: number): Promise<LoggedEntry[]> {
  return db
    .select({
      index: provenanceEntries.idx,
      entry: provenanceEntries.entry,
      subject: provenanceEntries.subject,
    })
    .from(provenanceEntries)
    .where(gte(provenanceEntries.idx, from))
    .orderBy(provenanceEntries.idx)
    .limit(limit);
}

/**
 * Runs tree computations against the stored subtrees with one query: first with placeholder
 * hashes to learn which subtrees they read (the coordinates depend on sizes and indexes only),
 * then once more with those rows.
 */
export async function withStoredTree<T>(
  db: Db | Tx,
  compute: (subtree: SubtreeHashes) => Promise<T>,
): Promise<T> {
  const wanted = new Map<string, { level: number; idx: number }>();
  const placeholder = new Uint8Array(32);
  await compute((level, idx) => {
    wanted.set(key(level, idx), { level, idx });
    return placeholder;
  });
  const known = new Map<string, Uint8Array>();
  for (const row of await readNodes(db, [...wanted.values()]))
    known.set(key(row.level, row.idx), row.hash);
  return compute((level, idx) => {
    const hash = known.get(key(level, idx));
    if (!hash) throw new Error(`provenance_nodes lacks ${level}/${idx}`);
    return hash;
  });
}

export function rootOf(db: Db | Tx, size: number): Promise<Uint8Array> {
  return withStoredTree(db, (subtree) => treeHash(nodeCrypto, size, subtree));
}

/** The inclusion proofs of several entries in the tree of `size`, with one query. */
export function inclusionProofs(
  db: Db | Tx,
  indexes: number[],
  size: number,
): Promise<Uint8Array[][]> {
  return withStoredTree(db, (subtree) =>
    Promise.all(indexes.map((index) => inclusionProof(nodeCrypto, index, size, subtree))),
  );
}

export function consistencyProofOf(
  db: Db | Tx,
  oldSize: number,
  newSize: number,
): Promise<Uint8Array[]> {
  return withStoredTree(db, (subtree) => consistencyProof(nodeCrypto, oldSize, newSize, subtree));
}

/** The leaf hashes of some entries, as stored. */
export async function leavesOf(db: Db | Tx, indexes: number[]): Promise<Map<number, string>> {
  if (indexes.length === 0) return new Map();
  const rows = await db
    .select({ idx: provenanceNodes.idx, hash: provenanceNodes.hash })
    .from(provenanceNodes)
    .where(sql`${provenanceNodes.level} = 0 and ${inArray(provenanceNodes.idx, indexes)}`);
  return new Map(rows.map((r) => [r.idx, r.hash]));
}

/** The complete subtrees along the right edge of a tree of `size` leaves, one per set bit. */
function frontierOf(size: number): { level: number; idx: number }[] {
  const edge: { level: number; idx: number }[] = [];
  for (let level = 0; 2 ** level <= size; level++)
    if (Math.floor(size / 2 ** level) % 2 === 1)
      edge.push({ level, idx: Math.floor(size / 2 ** level) - 1 });
  return edge;
}

async function readNodes(
  db: Db | Tx,
  coordinates: { level: number; idx: number }[],
): Promise<{ level: number; idx: number; hash: Uint8Array }[]> {
  if (coordinates.length === 0) return [];
  const rows = await db
    .select()
    .from(provenanceNodes)
    .where(
      sql`(${provenanceNodes.level}, ${provenanceNodes.idx}) in (${sql.join(
        coordinates.map((c) => sql`(${c.level}::smallint, ${c.idx}::int)`),
        sql`, `,
      )})`,
    );
  return rows.map((row) => ({ level: row.level, idx: row.idx, hash: decode(row.hash) }));
}

function decode(base64: string): Uint8Array {
  const bytes = fromBase64(base64);
  if (!bytes || bytes.length !== 32) throw new Error("a stored hash is not 32 bytes");
  return bytes;
}

const key = (level: number, idx: number) => `${level}/${idx}`;
