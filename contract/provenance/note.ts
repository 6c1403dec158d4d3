/**
 * C2SP signed notes (https://c2sp.org/signed-note): a text ending in a newline, a blank line,
 * then one line per signature, "— name base64(keyid ‖ signature)". Opened as Go's
 * golang.org/x/mod/sumdb/note opens them: signatures by unknown keys are kept aside unverified,
 * one bad signature by a known key refuses the whole note, and a note that no known key signed
 * is refused.
 */
import {
  concatBytes,
  fromBase64,
  fromUtf8,
  isWellFormed,
  readUint32,
  toBase64,
  uint32Bytes,
  utf8,
} from "./bytes";
import { malformed, ProvenanceError } from "./errors";
import { isValidKeyName, keyIdHex, type NoteSigner, type VerifierKey } from "./note-keys";
import type { SignatureChecker } from "./primitives";

const SIGNATURE_PREFIX = "— ";
// Go's limit; the specification asks verifiers to accept at least 16.
const MAX_SIGNATURES = 100;

export interface NoteSignature {
  name: string;
  keyId: number;
  /** the line's base64: key id and signature */
  base64: string;
}

export interface Note {
  /** the signed text, its final newline included */
  text: string;
  signatures: NoteSignature[];
}

export interface OpenedNote {
  text: string;
  /** by the known keys, each once */
  verified: NoteSignature[];
  /** by keys not known here (witnesses, a rotated key), each distinct line once */
  unverified: NoteSignature[];
}

/** The text and signature lines of a note, none of them checked yet. */
export function parseNote(message: string | Uint8Array): Note {
  const note = typeof message === "string" ? message : fromUtf8(message);
  if (note === null || !isNoteText(note)) throw malformed("note");
  const split = note.lastIndexOf("\n\n");
  if (split < 0) throw malformed("note");
  const text = note.slice(0, split + 1);
  const block = note.slice(split + 2);
  if (block === "" || !block.endsWith("\n")) throw malformed("note");
  const lines = block.slice(0, -1).split("\n");
  if (lines.length > MAX_SIGNATURES) throw malformed("note");
  return { text, signatures: lines.map(parseSignatureLine) };
}

/** The note if at least one known key signed it and no known key's signature is wrong. */
export async function openNote(
  message: string | Uint8Array,
  keys: readonly VerifierKey[],
  checker: SignatureChecker,
): Promise<OpenedNote> {
  const { text, signatures } = parseNote(message);
  const signed = utf8(text);
  const verified: NoteSignature[] = [];
  const unverified: NoteSignature[] = [];
  const seen = new Set<string>();
  for (const signature of signatures) {
    const matching = keys.filter((k) => k.name === signature.name && k.keyId === signature.keyId);
    const id = `${signature.name}+${keyIdHex(signature.keyId)}`;
    if (matching.length > 1) throw new ProvenanceError("ambiguous-key", `ambiguous key ${id}`);
    // A known key counts once, its repeats unread (as Go does); an unknown key's line once per
    // distinct line.
    const seenAs = matching.length === 0 ? `? ${signature.base64} ${id}` : id;
    if (seen.has(seenAs)) continue;
    seen.add(seenAs);
    if (matching.length === 0) {
      unverified.push(signature);
      continue;
    }
    const bytes = signatureBytes(signature);
    if (!(await checker.verifyEd25519(matching[0].publicKey, signed, bytes)))
      throw new ProvenanceError("invalid-signature", `invalid signature for key ${id}`);
    verified.push(signature);
  }
  if (verified.length === 0)
    throw new ProvenanceError("unverified", "note has no verifiable signatures");
  return { text, verified, unverified };
}

/**
 * The note signed by `signers`, after the signatures it already carries (less those by the
 * same keys, which the new ones replace).
 */
export async function signNote(
  note: { text: string; signatures?: readonly NoteSignature[] },
  signers: readonly NoteSigner[],
): Promise<string> {
  if (!note.text.endsWith("\n") || !isNoteText(note.text)) throw malformed("note");
  const signed = utf8(note.text);
  const fresh: NoteSignature[] = [];
  for (const signer of signers) {
    if (!isValidKeyName(signer.name)) throw malformed("signer");
    const signature = await signer.sign(signed);
    const base64 = toBase64(concatBytes(uint32Bytes(signer.keyId), signature));
    fresh.push({ name: signer.name, keyId: signer.keyId, base64 });
  }
  const replaced = (s: NoteSignature) =>
    fresh.some((f) => f.name === s.name && f.keyId === s.keyId);
  const kept = (note.signatures ?? []).filter((s) => !replaced(s));
  for (const signature of kept)
    if (parseSignatureLine(signatureLine(signature)).keyId !== signature.keyId)
      throw malformed("note");
  return formatNote({ text: note.text, signatures: [...kept, ...fresh] });
}

export function formatNote(note: Note): string {
  return `${note.text}\n${note.signatures.map((s) => `${signatureLine(s)}\n`).join("")}`;
}

/** The Ed25519 signature of a line, without its key id. */
export function signatureBytes(signature: NoteSignature): Uint8Array {
  return (fromBase64(signature.base64) ?? new Uint8Array(4)).slice(4);
}

function signatureLine(signature: NoteSignature): string {
  return `${SIGNATURE_PREFIX}${signature.name} ${signature.base64}`;
}

function parseSignatureLine(line: string): NoteSignature {
  if (!line.startsWith(SIGNATURE_PREFIX)) throw malformed("note");
  const rest = line.slice(SIGNATURE_PREFIX.length);
  const space = rest.indexOf(" ");
  const name = space < 0 ? rest : rest.slice(0, space);
  const base64 = space < 0 ? "" : rest.slice(space + 1);
  const bytes = fromBase64(base64);
  if (!isValidKeyName(name) || !bytes || bytes.length < 5) throw malformed("note");
  return { name, keyId: readUint32(bytes), base64 };
}

/** UTF-8-able text whose only control character is the newline. */
function isNoteText(text: string): boolean {
  return !/[\u0000-\u0009\u000b-\u001f]/.test(text) && isWellFormed(text);
}
