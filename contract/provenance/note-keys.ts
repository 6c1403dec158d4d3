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

export async function noteKeyId(hasher: Hasher, name: string, publicKey: Uint8Array) {
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
  const parts = splitKey(text, 3);
  const key = parts && (await decodeKey(hasher, parts[0], parts[1], parts[2], (k) => k));
  if (!key) throw malformed("verifier key");
  return key;
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
  const parts = text.startsWith(SIGNER_PREFIX)
    ? splitKey(text.slice(SIGNER_PREFIX.length), 3)
    : null;
  let seed: Uint8Array | undefined;
  const key =
    parts &&
    (await decodeKey(crypto, parts[0], parts[1], parts[2], async (material) => {
      seed = material;
      return crypto.ed25519PublicKey(material);
    }));
  if (!key || !seed) throw malformed("signer key");
  const secret = seed;
  return {
    name: key.name,
    keyId: key.keyId,
    sign: async (message) => crypto.signEd25519(secret, message),
    verifierKey: await formatVerifierKey(crypto, key.name, key.publicKey),
  };
}

/** The first `count - 1` plus-separated fields and the rest (base64 may itself hold a plus). */
function splitKey(text: string, count: number): string[] | null {
  const parts: string[] = [];
  let rest = text;
  for (let i = 1; i < count; i++) {
    const at = rest.indexOf("+");
    if (at < 0) return null;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  return [...parts, rest];
}

/**
 * The key a name, key id and base64 material describe, or null when any part is wrong or the
 * key id is not the one the public key gives (a key copied with a typo, or another key).
 */
async function decodeKey(
  hasher: Hasher,
  name: string,
  idHex: string,
  material64: string,
  publicKeyOf: (material: Uint8Array) => Uint8Array | Promise<Uint8Array>,
): Promise<VerifierKey | null> {
  const material = fromBase64(material64);
  if (!isValidKeyName(name) || !/^[0-9a-f]{8}$/.test(idHex) || !material) return null;
  if (material.length !== 33 || material[0] !== ED25519_TYPE) return null;
  const publicKey = await publicKeyOf(material.slice(1));
  const keyId = await noteKeyId(hasher, name, publicKey);
  if (keyIdHex(keyId) !== idHex) return null;
  return { name, keyId, publicKey };
}
