/**
 * Canonical JSON (RFC 8785, the JSON Canonicalization Scheme) for the log's entries: one value,
 * one byte string, whoever writes it. Keys sorted by UTF-16 code units, no whitespace, numbers
 * as ECMAScript prints them, strings with JSON's minimal escapes. Anything JSON cannot say
 * exactly (undefined, functions, NaN and infinities, bigints, lone surrogates, dates and other
 * class instances) is refused rather than quietly dropped or converted, since a hash of a value
 * that silently lost a field would still "verify".
 */
import { isWellFormed, utf8 } from "./bytes";

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export class CanonicalJsonError extends Error {
  override name = "CanonicalJsonError";
}

export function canonicalJson(value: unknown): string {
  return write(value, "$", []);
}

export function canonicalJsonBytes(value: unknown): Uint8Array {
  return utf8(canonicalJson(value));
}

/** The value of a text that is already canonical JSON; refuses any other spelling of it. */
export function parseCanonicalJson(text: string): JsonValue {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    throw new CanonicalJsonError("not JSON");
  }
  if (canonicalJson(value) !== text) throw new CanonicalJsonError("JSON, but not canonical");
  return value;
}

function write(value: unknown, path: string, open: object[]): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw refuse(path, String(value));
      // ECMAScript's Number::toString is JCS's number form (§3.2.2.3), but for minus zero.
      return Object.is(value, -0) ? "0" : String(value);
    case "string":
      return string(value, path);
    case "object":
      return container(value, path, open);
    default:
      throw refuse(path, typeof value);
  }
}

function string(value: string, path: string): string {
  if (!isWellFormed(value)) throw refuse(path, "a string with a lone surrogate");
  // JSON.stringify of a well-formed string escapes exactly what JCS escapes (§3.2.2.2).
  return JSON.stringify(value);
}

function container(value: object, path: string, open: object[]): string {
  if (open.includes(value)) throw refuse(path, "a cycle");
  open.push(value);
  try {
    if (Array.isArray(value)) return array(value, path, open);
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null)
      throw refuse(path, `an instance of ${value.constructor?.name ?? "a class"}`);
    if (Object.getOwnPropertySymbols(value).length > 0) throw refuse(path, "a symbol key");
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort(byCodeUnits);
    const members = keys.map((key) => {
      const at = `${path}.${key}`;
      if (record[key] === undefined) throw refuse(at, "undefined");
      return `${string(key, at)}:${write(record[key], at, open)}`;
    });
    return `{${members.join(",")}}`;
  } finally {
    open.pop();
  }
}

function array(value: unknown[], path: string, open: object[]): string {
  const items: string[] = [];
  for (let i = 0; i < value.length; i++) {
    // A hole or undefined would become null in JSON.stringify: say so instead.
    if (value[i] === undefined) throw refuse(`${path}[${i}]`, "undefined");
    items.push(write(value[i], `${path}[${i}]`, open));
  }
  return `[${items.join(",")}]`;
}

/** UTF-16 code unit order (§3.2.3), not the locale's and not code points'. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function refuse(path: string, what: string): CanonicalJsonError {
  return new CanonicalJsonError(`${path}: JSON cannot hold ${what}`);
}
