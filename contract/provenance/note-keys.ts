/**
 * The keys of C2SP signed notes (https://c2sp.org/signed-note), in the text forms of Go's
 * golang.org/x/mod/sumdb/note, with Ed25519 only:
 *   verifier key  name+keyid+base64(0x01 ‖ 32-byte public key)
 *   signer key    PRIVATE+KEY+name+keyid+base64(0x01 ‖ 32-byte seed)
 * keyid being the hex of the first four bytes of SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key).
 */
import { concatBytes, fromBase64, isWellFormed, readUint32, toBase64, utf8 } from "./bytes";
import { malformed } from "./errors";
import type { Hasher, SigningCrypto } from "./primitives";

/** The signature type byte of Ed25519 in signed notes. */
export const ED25519_TYPE = 0x01;
const ED25519_TYPE_BYTE = new Uint8Array([ED25519_TYPE]);
const SIGNER_PREFIX = "PRIVATE+KEY+";

export interface VerifierKey {
  name: string;
  keyId: number;
  publicKey: Uint8Array;
}

export interface NoteSigner {
  name: string;
  keyId: number;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

/** Non-empty, well-formed, without spaces, control characters or plus signs. */
export function isValidKeyName(name: string): boolean {
  return name.length > 0 && !/[\s\u0085+\u0000-\u001f\u007f]/.test(name) && isWellFormed(name);
}

export async function noteKeyId(
  hasher: Hasher,
  name: string,
  publicKey: Uint8Array,
): Promise<number> {
  const digest = await hasher.sha256(concatBytes(utf8(`${name}\n`), ED25519_TYPE_BYTE, publicKey));
  return readUint32(digest);
}

export function keyIdHex(keyId: number): string {
  return keyId.toString(16).padStart(8, "0");
}

/** The verifier key text of an Ed25519 public key. */
export async function formatVerifierKey(
  hasher: Hasher,
  name: string,
  publicKey: Uint8Array,
): Promise<string> {
  if (!isValidKeyName(name) || publicKey.length !== 32) throw malformed("verifier key");
  const keyId = await noteKeyId(hasher, name, publicKey);
  return `${name}+${keyIdHex(keyId)}+${toBase64(concatBytes(ED25519_TYPE_BYTE, publicKey))}`;
}

export async function parseVerifierKey(hasher: Hasher, text: string): Promise<VerifierKey> {
  const key = readKeyText(text);
  if (!key || !(await hasKeyId(hasher, key, key.material))) throw malformed("verifier key");
  return { name: key.name, keyId: parseInt(key.idHex, 16), publicKey: key.material };
}

/** The signer key text of an Ed25519 seed; keep it secret. */
export async function formatSignerKey(
  crypto: SigningCrypto,
  name: string,
  seed: Uint8Array,
): Promise<string> {
  if (!isValidKeyName(name) || seed.length !== 32) throw malformed("signer key");
  const keyId = await noteKeyId(crypto, name, await crypto.ed25519PublicKey(seed));
  return `${SIGNER_PREFIX}${name}+${keyIdHex(keyId)}+${toBase64(concatBytes(ED25519_TYPE_BYTE, seed))}`;
}

/** A signer from its key text, and the verifier key that checks its signatures. */
export async function parseSignerKey(
  crypto: SigningCrypto,
  text: string,
): Promise<NoteSigner & { verifierKey: string }> {
  const key = text.startsWith(SIGNER_PREFIX) ? readKeyText(text.slice(SIGNER_PREFIX.length)) : null;
  const publicKey = key && (await crypto.ed25519PublicKey(key.material));
  if (!key || !publicKey || !(await hasKeyId(crypto, key, publicKey)))
    throw malformed("signer key");
  const seed = key.material;
  return {
    name: key.name,
    keyId: parseInt(key.idHex, 16),
    sign: async (message) => crypto.signEd25519(seed, message),
    verifierKey: await formatVerifierKey(crypto, key.name, publicKey),
  };
}

interface KeyText {
  name: string;
  idHex: string;
  /** the 32 bytes after the Ed25519 type byte: a public key or a seed */
  material: Uint8Array;
}

/** `name+keyid+base64(0x01 ‖ 32 bytes)`, or null. Base64 may itself hold a plus: split twice. */
function readKeyText(text: string): KeyText | null {
  const first = text.indexOf("+");
  const second = text.indexOf("+", first + 1);
  if (first < 0 || second < 0) return null;
  const name = text.slice(0, first);
  const idHex = text.slice(first + 1, second);
  const bytes = fromBase64(text.slice(second + 1));
  if (!isValidKeyName(name) || !/^[0-9a-f]{8}$/.test(idHex) || !bytes) return null;
  if (bytes.length !== 33 || bytes[0] !== ED25519_TYPE) return null;
  return { name, idHex, material: bytes.slice(1) };
}

/** Whether the key id is the one the public key gives: not a key copied with a typo, or another. */
async function hasKeyId(hasher: Hasher, key: KeyText, publicKey: Uint8Array): Promise<boolean> {
  return keyIdHex(await noteKeyId(hasher, key.name, publicKey)) === key.idHex;
}
