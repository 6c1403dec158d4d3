/**
 * C2SP checkpoints (https://c2sp.org/tlog-checkpoint): the text of the signed note that states
 * the log's head, one line each for the origin (the log's name), the tree size in decimal and
 * the base64 root hash, then optional extension lines.
 */
import { fromBase64, toBase64 } from "./bytes";
import { malformed, ProvenanceError } from "./errors";
import { isCount } from "./merkle";
import { openNote, type OpenedNote } from "./note";
import type { VerifierKey } from "./note-keys";
import type { SignatureChecker } from "./primitives";

export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Uint8Array;
  /** opaque, and not auditable by monitors: the shop's log writes none */
  extensions: string[];
}

export function formatCheckpoint(checkpoint: Checkpoint): string {
  const { origin, size, rootHash, extensions } = checkpoint;
  const free = [origin, ...extensions];
  if (free.some((line) => line === "" || /[\u0000-\u001f]/.test(line)))
    throw malformed("checkpoint");
  if (!isCount(size) || rootHash.length !== 32) throw malformed("checkpoint");
  return [origin, String(size), toBase64(rootHash), ...extensions].map((l) => `${l}\n`).join("");
}

export function parseCheckpoint(text: string): Checkpoint {
  if (!text.endsWith("\n")) throw malformed("checkpoint");
  const [origin, size, root, ...extensions] = text.slice(0, -1).split("\n");
  if (origin === undefined || size === undefined || root === undefined)
    throw malformed("checkpoint");
  if (origin === "" || extensions.some((line) => line === "")) throw malformed("checkpoint");
  // Decimal without leading zeros, so one size has one spelling.
  if (!/^(0|[1-9][0-9]*)$/.test(size) || !isCount(Number(size))) throw malformed("checkpoint");
  const rootHash = fromBase64(root);
  if (!rootHash || rootHash.length !== 32) throw malformed("checkpoint");
  return { origin, size: Number(size), rootHash, extensions };
}

export interface OpenedCheckpoint {
  checkpoint: Checkpoint;
  note: OpenedNote;
}

/** A signed checkpoint of the log named `origin`, signed by one of its `keys`. */
export async function openCheckpoint(
  signedNote: string | Uint8Array,
  log: { origin: string; keys: readonly VerifierKey[] },
  checker: SignatureChecker,
): Promise<OpenedCheckpoint> {
  const note = await openNote(signedNote, log.keys, checker);
  const checkpoint = parseCheckpoint(note.text);
  if (checkpoint.origin !== log.origin)
    throw new ProvenanceError(
      "wrong-origin",
      `a checkpoint of ${checkpoint.origin}, not of ${log.origin}`,
    );
  return { checkpoint, note };
}
