/**
 * The JSON envelope every /shopping answer uses: { code, message, status, data }.
 * code 200 success; 0 success with a message to show; > 100 a business warning
 * (status says which); any other code an error to show as a toast.
 * Answers start with an anti-hijacking prefix that clients strip.
 */
import type { Response } from "express";
import type { MessageParam } from "./messages";

export const JSON_PREFIX = ")]}',\n";

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  status: number;
  data: T | null;
}

export function send<T>(res: Response, envelope: Envelope<T>, httpStatus = 200): void {
  res.status(httpStatus);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.send(JSON_PREFIX + JSON.stringify(envelope));
}

/** A business rule refused the request; shown to the shopper as a warning. */
export class BusinessError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, MessageParam> = {},
    /** sent as the envelope's data, e.g. how long to wait */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

/** The token is missing or unknown (401), or expired or revoked (403). */
export class AuthError extends Error {
  constructor(readonly httpStatus: 401 | 403) {
    super(httpStatus === 401 ? "no token" : "token expired");
  }
}
