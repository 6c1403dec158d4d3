/**
 * Reads and throws away a request body the server refuses, so that the
 * browser can read the refusal: a server that closes while the browser is
 * still sending resets the connection, and the reset erases the answer before
 * the browser reads it (RFC 9112 §9.6, "lingering close"). Nothing is kept in
 * memory; a body larger than the cap, or one that arrives too slowly, is
 * given up on (the connection is then closed by the caller).
 */
import type { IncomingMessage } from "node:http";

export const DISCARD_LIMITS = {
  /** a phone photo several times the avatar limit still gets its answer */
  capBytes: 32 * 1024 * 1024,
  /** no byte for this long: a stalled or slow-drip client */
  idleMs: 10_000,
  /** at most this long in all (32 MB at about 4.5 Mbit/s) */
  deadlineMs: 60_000,
};

/** true when the whole body was read (the connection is clean), false when given up. */
export function discardBody(req: IncomingMessage, limits = DISCARD_LIMITS): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limits.capBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    let settled = false;
    const settle = (whole: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(idle);
      req.off("data", onData);
      if (!whole) req.pause();
      resolve(whole);
    };
    const deadline = setTimeout(() => settle(false), limits.deadlineMs);
    const idle = setTimeout(() => settle(false), limits.idleMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limits.capBytes) settle(false);
      else idle.refresh();
    };
    req.on("data", onData);
    req.once("end", () => settle(true));
    req.once("close", () => settle(req.readableEnded));
    req.once("error", () => settle(false));
  });
}
