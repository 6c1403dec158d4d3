/**
 * React 18.3's renderToPipeableStream flushes the unused tail of its write
 * buffer when a multi-byte character does not fit at its end, so streamed
 * pages carry NUL bytes (React #31134; fixed only in React 19). In UTF-8 the
 * byte 0x00 is never part of another character, and U+0000 has no place in
 * HTML, so dropping every 0x00 byte repairs the stream without decoding it
 * (docs/decisions/010).
 */
import { Transform, type TransformCallback } from "node:stream";

export function withoutNul(chunk: Buffer): Buffer {
  let at = chunk.indexOf(0);
  if (at === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  let from = 0;
  while (at !== -1) {
    length += chunk.copy(out, length, from, at);
    from = at + 1;
    at = chunk.indexOf(0, from);
  }
  length += chunk.copy(out, length, from);
  return out.subarray(0, length);
}

export function dropNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const clean = withoutNul(bytes);
      done(null, clean.length > 0 ? clean : undefined);
    },
  });
}
