/**
 * Security headers for every storefront response: a CSP with this
 * response's nonce, HSTS over https, nosniff, a referrer policy and a
 * permissions policy. helmet computes them once at start-up; each response
 * copies them and fills in its nonce, which is far cheaper than running
 * helmet's dozen middlewares per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

const NONCE_SLOT = "NONCE_SLOT_7f3a";

/**
 * Browser features the shop never uses, off for its pages and anything they
 * embed. Payment is by QR code (no Payment Request API); the WeChat
 * mini-program's web-view reaches the app through its JS bridge, not through
 * these. Only features Chromium knows: an unknown one is a console warning.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const isDevelopment = () => process.env.NODE_ENV !== "production";

/** Where Alipay's WAP pay form goes: its gateway (ALIPAY_GATEWAY_URL), by default Alipay's own. */
function alipayFormOrigin(): string {
  try {
    return new URL(process.env.ALIPAY_GATEWAY_URL || "https://openapi.alipay.com").origin;
  } catch {
    return "https://openapi.alipay.com";
  }
}

const WECHAT_OAUTH_ORIGIN = "https://open.weixin.qq.com";

function helmetFor(https: boolean, development: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'strict-dynamic'", `'nonce-${NONCE_SLOT}'`],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        // `remix dev`'s live reload
        "connect-src": ["'self'", ...(development ? ["ws://localhost:*"] : [])],
        "font-src": ["'self'"],
        "frame-ancestors": ["'self'"],
        // Alipay's WAP pay is a signed form the phone's browser posts to Alipay; in WeChat's
        // browser, choosing WeChat Pay may redirect the form to the official account's silent
        // OAuth, and form-action also governs a form's redirects (decision 039).
        "form-action": ["'self'", alipayFormOrigin(), WECHAT_OAUTH_ORIGIN],
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

/** The headers helmet would set, and the permissions policy, recorded once. */
export function recordHelmetHeaders(
  https: boolean,
  development = isDevelopment(),
): [string, string][] {
  const headers: [string, string][] = [["Permissions-Policy", PERMISSIONS_POLICY]];
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    },
    removeHeader() {},
  };
  let done = false;
  helmetFor(https, development)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {
      done = true;
    },
  );
  if (!done) throw new Error("helmet did not finish synchronously");
  return headers;
}

export function securityHeaders(https: boolean, development = isDevelopment()) {
  const headers = recordHelmetHeaders(https, development);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.cspNonce as string;
    for (const [name, value] of headers)
      res.setHeader(name, value.includes(NONCE_SLOT) ? value.replace(NONCE_SLOT, nonce) : value);
    next();
  };
}
