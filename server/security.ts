/**
 * Security headers for every storefront response: a CSP with this
 * response's nonce, HSTS in production, nosniff and a referrer policy.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

export function securityHeaders(production: boolean) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'strict-dynamic'", nonce],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": ["'self'", ...(production ? [] : ["ws://localhost:*"])],
        "font-src": ["'self'"],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}
