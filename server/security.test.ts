import { describe, expect, it } from "vitest";
import { recordHelmetHeaders } from "./security";

const headersOf = (https: boolean, development: boolean) =>
  Object.fromEntries(recordHelmetHeaders(https, development).map(([k, v]) => [k.toLowerCase(), v]));

describe("security headers", () => {
  it("has a CSP with a nonce slot, nosniff and a referrer policy", () => {
    const headers = headersOf(false, false);
    expect(headers["content-security-policy"]).toMatch(
      /script-src 'self' 'strict-dynamic' 'nonce-NONCE_SLOT_7f3a'/,
    );
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets forms go to the shop, Alipay's WAP pay and WeChat's silent OAuth only", () => {
    expect(headersOf(false, false)["content-security-policy"]).toMatch(
      /(^|;)form-action 'self' https:\/\/openapi\.alipay\.com https:\/\/open\.weixin\.qq\.com(;|$)/,
    );
  });

  it("allows no inline style, in development or production", () => {
    for (const [https, development] of [
      [false, true],
      [false, false],
      [true, false],
    ])
      expect(headersOf(https, development)["content-security-policy"]).toMatch(
        /(^|;)style-src 'self'(;|$)/,
      );
  });

  it("lets the page open `remix dev`'s live-reload socket in development only", () => {
    expect(headersOf(false, true)["content-security-policy"]).toContain(
      "connect-src 'self' ws://localhost:*",
    );
    // npm start: NODE_ENV=production over plain http (LOCAL_HTTP=1)
    expect(headersOf(false, false)["content-security-policy"]).toMatch(
      /(^|;)connect-src 'self'(;|$)/,
    );
    expect(headersOf(true, false)["content-security-policy"]).not.toContain("ws:");
  });

  it("turns off the browser features the shop does not use", () => {
    const policy = headersOf(false, false)["permissions-policy"];
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "browsing-topics",
      "interest-cohort",
    ])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toMatch(/clipboard-write|fullscreen/);
    expect(policy).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
  });

  it("adds HSTS and upgrade-insecure-requests over https", () => {
    const headers = headersOf(true, false);
    expect(headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
