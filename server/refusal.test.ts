import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REFUSAL_HEADERS, refusalPage } from "./refusal";

describe("the refusal page", () => {
  const page = refusalPage("en", "Request not processed", "Too large <5 MB>", "Back");

  it("is styled by one style element that its CSP allows by hash, and nothing else", () => {
    expect(page).not.toMatch(/\sstyle=/);
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(1);
    const hash = createHash("sha256").update(styles[0]).digest("base64");
    const csp = REFUSAL_HEADERS["Content-Security-Policy"];
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("escapes its texts", () => {
    expect(page).toContain("Too large &#60;5 MB&#62;");
    expect(page).toContain('<html lang="en">');
  });

  it("has the shop's other headers", () => {
    expect(REFUSAL_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(REFUSAL_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });
});
