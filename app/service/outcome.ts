/**
 * The error catalogue of spec §8, first half: what a /shopping answer means.
 * Pure, so every rule is unit-tested; client.server.ts applies it to every call.
 */
export type Failure =
  | { kind: "warning"; status: number; message: string; data?: unknown }
  | { kind: "error"; code: number; message: string }
  | { kind: "no-code" }
  | { kind: "unauthorized" }
  | { kind: "expired" }
  /** busy: the service said it is overloaded (503 without an answer of its own) */
  | { kind: "poor-network"; status: number | "timeout" | "busy" }
  | { kind: "server"; status: number };

export type Outcome<T> = { ok: true; data: T; message: string | null } | ({ ok: false } & Failure);

export const ANTI_HIJACK_PREFIX = ")]}',\n";

export function parseBody(text: string): unknown {
  const stripped = text.startsWith(ANTI_HIJACK_PREFIX)
    ? text.slice(ANTI_HIJACK_PREFIX.length)
    : text;
  if (stripped.trim() === "") return null;
  try {
    return JSON.parse(stripped);
  } catch {
    return null;
  }
}

export function classify<T>(httpStatus: number, body: unknown): Outcome<T> {
  if (httpStatus === 401) return { ok: false, kind: "unauthorized" };
  if (httpStatus === 403) return { ok: false, kind: "expired" };
  if (httpStatus === 500 || httpStatus === 502 || httpStatus === 504)
    return { ok: false, kind: "poor-network", status: httpStatus };
  const envelope = body as {
    code?: unknown;
    message?: unknown;
    status?: unknown;
    data?: unknown;
  } | null;
  const hasCode = !!envelope && typeof envelope === "object" && typeof envelope.code === "number";
  // A refusal of the request itself (too large, too many, unsupported) still carries the service's
  // message.
  const refusal = httpStatus === 413 || httpStatus === 415 || httpStatus === 429;
  // An overloaded service (or the proxy before it) answers 503 with no envelope: spec §8's "busy".
  if (httpStatus === 503 && !hasCode) return { ok: false, kind: "poor-network", status: "busy" };
  if ((httpStatus < 200 || httpStatus > 299) && !(refusal && hasCode))
    return { ok: false, kind: "server", status: httpStatus };
  if (!hasCode) return { ok: false, kind: "no-code" };
  const message = typeof envelope.message === "string" ? envelope.message : "";
  const code = envelope!.code as number;
  if (code === 200) return { ok: true, data: envelope.data as T, message: null };
  if (code === 0) return { ok: true, data: envelope.data as T, message };
  if (code > 100) {
    const status = typeof envelope.status === "number" ? envelope.status : code;
    return envelope.data == null
      ? { ok: false, kind: "warning", status, message }
      : { ok: false, kind: "warning", status, message, data: envelope.data };
  }
  return { ok: false, kind: "error", code, message };
}

/** A call that fails before any answer: a timeout or an unreachable service. */
export function networkFailure(error: unknown): Outcome<never> {
  const name = (error as { name?: string; code?: string })?.name ?? "";
  const code = (error as { code?: string })?.code ?? "";
  const timedOut = name === "TimeoutError" || name === "AbortError" || /TIMEOUT/i.test(code);
  return { ok: false, kind: "poor-network", status: timedOut ? "timeout" : 502 };
}
