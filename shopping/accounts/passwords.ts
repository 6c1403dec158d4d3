/**
 * Password hashes: scrypt (N=16384, r=8, p=1, 64-byte key, 16-byte salt),
 * stored as "scrypt$N$r$p$salt$hash" (salt and hash in base64) so the cost can
 * be raised later without breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A missing hash still costs one scrypt, so "no such user" takes as long as "wrong password". */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(password, Buffer.alloc(16), { N, r: R, p: P });
    return false;
  }
  const key = await derive(password, parsed.salt, { N: parsed.n, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const cost = [Number(n), Number(r), Number(p)];
  if (
    scheme !== "scrypt" ||
    !salt ||
    !key ||
    cost.some((c) => !Number.isInteger(c) || c < 1) ||
    cost[0] > 2 ** 20
  )
    return null;
  return {
    n: cost[0],
    r: cost[1],
    p: cost[2],
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
}
