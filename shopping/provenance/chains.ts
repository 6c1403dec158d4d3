/**
 * Histories as the pages show them, with what checks them: a lot's entries, or a bottle's with
 * its lot's before it, each with its inclusion proof in the latest signed checkpoint.
 */
import { and, desc, eq } from "drizzle-orm";
import type { ProvenanceChain } from "../../contract/provenance/chain";
import { toBase64, utf8 } from "../../contract/provenance/bytes";
import { leafHash } from "../../contract/provenance/merkle";
import type { Db } from "../db/client";
import { bottleLots, bottles } from "../db/schema";
import { bottleSubject, lotSubject } from "./bottles";
import { currentCheckpoint } from "./checkpoints";
import { nodeCrypto } from "./crypto-node";
import type { LogKeys } from "./keys";
import { entriesOf, inclusionProofs, type LoggedEntry } from "./log";

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
  const proofs = await inclusionProofs(
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

/** The latest lot of a wine, or null when none was logged. */
export async function latestLotOf(db: Db, productId: number): Promise<LotRow | null> {
  const [lot] = await db
    .select()
    .from(bottleLots)
    .where(eq(bottleLots.productId, productId))
    .orderBy(desc(bottleLots.id))
    .limit(1);
  return lot ?? null;
}

export async function lotBySerial(
  db: Db,
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
