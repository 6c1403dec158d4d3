/**
 * Security headers for every storefront response: a CSP with this
 * response's nonce, HSTS over https, nosniff and a referrer policy. helmet
 * computes them once at start-up; each response copies them and fills in its
 * nonce, which is far cheaper than running helmet's dozen middlewares per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

const NONCE_SLOT = "NONCE_SLOT_7f3a";

function helmetFor(https: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'strict-dynamic'", `'nonce-${NONCE_SLOT}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": ["'self'", ...(https ? [] : ["ws://localhost:*"])],
        "font-src": ["'self'"],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}

/** The headers helmet would set, recorded once. */
export function recordHelmetHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    },
    removeHeader() {},
  };
  let done = false;
  helmetFor(https)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return headers;
}

export function securityHeaders(https: boolean) {
  const headers = recordHelmetHeaders(https);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.cspNonce as string;
    for (const [name, value] of headers)
      res.setHeader(name, value.includes(NONCE_SLOT) ? value.replace(NONCE_SLOT, nonce) : value);
    next();
  };
}
