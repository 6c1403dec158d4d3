/**
 * The log's signed checkpoints: made when asked for and the log has grown since the last one,
 * signed by every key the shop holds, and kept (any buyer may have been shown one). Before the
 * first, the log records its keys: a key it has not announced signs nothing a verifier accepts.
 */
import { eq } from "drizzle-orm";
import { formatCheckpoint } from "../../contract/provenance/checkpoint";
import { parseCanonicalJson } from "../../contract/provenance/canonical-json";
import { parseNote, signNote } from "../../contract/provenance/note";
import type { Db } from "../db/client";
import { provenanceCheckpoints } from "../db/schema";
import type { LogKeys } from "./keys";
import { appendEntries, entriesOf, logSize, rootOf } from "./log";

export const KEY_SUBJECT = "key";

export interface KeyEntry {
  type: "key";
  change: "added" | "retired";
  verifierKey: string;
  time: string;
}

/** The verifier keys the log has announced and not retired, in order. */
export function announcedKeys(entries: { entry: string }[]): string[] {
  const active: string[] = [];
  for (const { entry } of entries) {
    const value = parseCanonicalJson(entry) as unknown as KeyEntry;
    if (value.type !== "key") continue;
    const at = active.indexOf(value.verifierKey);
    if (value.change === "added" && at < 0) active.push(value.verifierKey);
    if (value.change === "retired" && at >= 0) active.splice(at, 1);
  }
  return active;
}

const announced = new WeakMap<LogKeys, Promise<void>>();

/**
 * Records in the log each key the shop holds that it has not announced, and retires each it
 * announced and no longer holds; once per keyring and process. The added entries come first, so
 * a checkpoint the old key signs includes the new key's announcement.
 */
export function announceKeys(db: Db, keys: LogKeys, now = new Date()): Promise<void> {
  let done = announced.get(keys);
  if (!done) {
    done = db.transaction(async (tx) => {
      // The log's head lock, taken by the append, makes two processes announce once.
      await appendEntries(tx, []);
      const active = announcedKeys(await entriesOf(tx, [KEY_SUBJECT]));
      const held = keys.signers.map((s) => s.verifierKey);
      const time = now.toISOString();
      const changes: KeyEntry[] = [
        ...held
          .filter((k) => !active.includes(k))
          .map((verifierKey) => ({
            type: "key" as const,
            change: "added" as const,
            verifierKey,
            time,
          })),
        ...(held.length > 0 ? active.filter((k) => !held.includes(k)) : []).map((verifierKey) => ({
          type: "key" as const,
          change: "retired" as const,
          verifierKey,
          time,
        })),
      ];
      await appendEntries(
        tx,
        changes.map((value) => ({ subject: KEY_SUBJECT, value: { ...value } })),
      );
    });
    done.catch(() => announced.delete(keys));
    announced.set(keys, done);
  }
  return done;
}

export interface SignedCheckpoint {
  size: number;
  note: string;
}

/** The checkpoint of the log as it is now, signed; null when the shop holds no key. */
/** The notes this process signed or read, by keyring and size: a tree of a size never changes. */
const signedBy = new WeakMap<LogKeys, Map<number, string>>();

export async function currentCheckpoint(db: Db, keys: LogKeys): Promise<SignedCheckpoint | null> {
  if (keys.signers.length === 0) return null;
  await announceKeys(db, keys);
  const size = await logSize(db);
  let known = signedBy.get(keys);
  if (!known) signedBy.set(keys, (known = new Map()));
  const note = known.get(size) ?? (await signedCheckpoint(db, keys, size));
  // The latest few: pages ask for the current one, rarely an older one.
  if (known.size > 16) known.delete(known.keys().next().value!);
  known.set(size, note);
  return { size, note };
}

async function signedCheckpoint(db: Db, keys: LogKeys, size: number): Promise<string> {
  const [kept] = await db
    .select()
    .from(provenanceCheckpoints)
    .where(eq(provenanceCheckpoints.size, size));
  if (kept && signedByAll(kept.note, keys)) return kept.note;
  const text = formatCheckpoint({
    origin: keys.origin,
    size,
    rootHash: await rootOf(db, size),
    extensions: [],
  });
  const note = await signNote({ text }, keys.signers);
  await db
    .insert(provenanceCheckpoints)
    .values({ size, note })
    .onConflictDoUpdate({ target: provenanceCheckpoints.size, set: { note } });
  return note;
}

function signedByAll(note: string, keys: LogKeys): boolean {
  const { signatures } = parseNote(note);
  return keys.signers.every((signer) =>
    signatures.some((s) => s.name === signer.name && s.keyId === signer.keyId),
  );
}
