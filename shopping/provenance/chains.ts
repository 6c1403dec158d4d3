/**
 * Histories as the pages show them, with what checks them: a lot's entries, or a bottle's with
 * its lot's before it, each with its inclusion proof in the latest signed checkpoint.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ProvenanceChain } from "../../contract/provenance/chain";
import { toBase64, utf8 } from "../../contract/provenance/bytes";
import { leafHash } from "../../contract/provenance/merkle";
import type { Db, Tx } from "../db/client";
import { bottleLots, bottles, provenanceEntries } from "../db/schema";
import { bottleSubject, lotSubject } from "./bottles";
import { currentCheckpoint } from "./checkpoints";
import { nodeCrypto } from "./crypto-node";
import type { LogKeys } from "./keys";
import { entriesOf, inclusionProofs, type LoggedEntry } from "./log";
import { plannedRead } from "../db/prepared";

export type LotRow = typeof bottleLots.$inferSelect;
export type BottleRow = typeof bottles.$inferSelect;

/** The chain of some entries, oldest first, proven in the log as it is now; null without keys. */
export async function chainOf(
  db: Db,
  keys: LogKeys,
  entries: LoggedEntry[],
): Promise<ProvenanceChain | null> {
  const checkpoint = await currentCheckpoint(db, keys);
  if (!checkpoint) return null;
  const inTree = entries.filter((e) => e.index < checkpoint.size);
  const proofs = await provenProofs(
    db,
    inTree.map((e) => e.index),
    checkpoint.size,
  );
  return {
    origin: keys.origin,
    keys: keys.signers.map((s) => s.verifierKey),
    checkpoint: checkpoint.note,
    records: inTree.map((e, n) => ({
      index: e.index,
      entry: e.entry,
      proof: proofs[n].map(toBase64),
    })),
  };
}

/**
 * Inclusion proofs, kept by tree size and index: a complete subtree's hash never changes in an
 * append-only log, so a proof once read serves every page of that checkpoint. The entries
 * themselves are read each time, so a record changed in the database still shows as broken. By
 * database: a process may hold two (the tests do).
 */
const proofsKept = new WeakMap<Db, Map<string, Uint8Array[]>>();
const PROOFS_KEPT_MAX = 5_000;

async function provenProofs(db: Db, indexes: number[], size: number): Promise<Uint8Array[][]> {
  let kept = proofsKept.get(db);
  if (!kept) proofsKept.set(db, (kept = new Map()));
  const missing = indexes.filter((index) => !kept.has(`${size}:${index}`));
  if (missing.length > 0) {
    const read = await inclusionProofs(db, missing, size);
    if (kept.size + missing.length > PROOFS_KEPT_MAX) kept.clear();
    missing.forEach((index, n) => kept.set(`${size}:${index}`, read[n]));
  }
  return indexes.map((index) => kept.get(`${size}:${index}`)!);
}

// The wine page's read, by the wine's id.
const lotEntriesRead = plannedRead();

/** The latest lot of a wine and its entries in one query, or null when none was logged. */
export async function latestLotEntries(
  db: Db,
  productId: number,
): Promise<{ lot: LotFacts; entries: LoggedEntry[] } | null> {
  const entries = await lotEntriesRead(
    db
      .select({
        index: provenanceEntries.idx,
        entry: provenanceEntries.entry,
        subject: provenanceEntries.subject,
      })
      .from(provenanceEntries)
      .where(
        sql`${provenanceEntries.subject} = (select 'lot:' || ${bottleLots.code} from ${bottleLots}
        where ${bottleLots.productId} = ${productId} order by ${bottleLots.id} desc limit 1)`,
      )
      .orderBy(provenanceEntries.idx),
  );
  if (entries.length === 0) return null;
  // The lot's facts are its commissioning entry's.
  const first = JSON.parse(entries[0].entry) as Partial<LotFacts> & { lot?: string };
  return {
    lot: {
      code: String(first.lot ?? entries[0].subject.slice("lot:".length)),
      vintage: typeof first.vintage === "number" ? first.vintage : null,
      bottledOn: typeof first.bottledOn === "string" ? first.bottledOn : null,
      bottles: typeof first.bottles === "number" ? first.bottles : 0,
    },
    entries,
  };
}

export interface LotFacts {
  code: string;
  vintage: number | null;
  bottledOn: string | null;
  bottles: number;
}

export async function lotBySerial(
  db: Db | Tx,
  serial: string,
): Promise<{ lot: LotRow; position: number; bottle: BottleRow | null } | null> {
  const match = /^(L\d{5,})-(\d{4,})$/.exec(serial);
  if (!match) return null;
  const [lot] = await db.select().from(bottleLots).where(eq(bottleLots.code, match[1]));
  const position = Number(match[2]) - 1;
  if (!lot || position < 0 || position >= lot.bottles) return null;
  const [bottle] = await db
    .select()
    .from(bottles)
    .where(and(eq(bottles.serial, serial), eq(bottles.lotId, lot.id)));
  return { lot, position, bottle: bottle ?? null };
}

/**
 * A bottle's history: its lot's entries up to the one its own first entry names, then its own.
 * A bottle still in its lot has the lot's history.
 */
export async function bottleEntries(
  db: Db,
  lotCode: string,
  serial: string,
): Promise<LoggedEntry[]> {
  const all = await entriesOf(db, [lotSubject(lotCode), bottleSubject(serial)]);
  const own = all.filter((e) => e.subject === bottleSubject(serial));
  const lot = all.filter((e) => e.subject === lotSubject(lotCode));
  if (own.length === 0) return lot;
  const prev = (JSON.parse(own[0].entry) as { prev?: string }).prev;
  const upTo: LoggedEntry[] = [];
  for (const entry of lot) {
    if (entry.index > own[0].index) break;
    upTo.push(entry);
    if (toBase64(await leafHash(nodeCrypto, utf8(entry.entry))) === prev) break;
  }
  return [...upTo, ...own];
}
