import { describe, expect, it } from "vitest";
import { recordHelmetHeaders } from "./security";

describe("security headers", () => {
  it("has a CSP with a nonce slot, nosniff and a referrer policy", () => {
    const headers = Object.fromEntries(
      recordHelmetHeaders(false).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(headers["content-security-policy"]).toMatch(
      /script-src 'self' 'strict-dynamic' 'nonce-NONCE_SLOT_7f3a'/,
    );
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
  it("adds HSTS and upgrade-insecure-requests over https", () => {
    const headers = Object.fromEntries(
      recordHelmetHeaders(true).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
