import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  stepAt,
  totpCode,
} from "./totp";

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", eight digits there; the last six
// of each are ours.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(RFC_VECTORS)("at %i s gives RFC 6238's code %s", (seconds, code) => {
    expect(totpCode(RFC_SECRET, stepAt(seconds * 1000))).toBe(code.slice(-6));
  });

  it("round-trips base32 and makes 32-character secrets", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it("accepts one step of drift either way, and no further", () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now, null)).toBeNull();
  });

  it("refuses a code of a step already used, or an earlier one", () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, now, step - 1)).toBe(step);
  });

  it("writes the otpauth URI authenticators read, Chinese issuer and phone encoded", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "13900000000", "酒窖 Cellar");
    expect(uri.startsWith("otpauth://totp/")).toBe(true);
    const url = new URL(uri);
    expect(decodeURIComponent(uri.slice("otpauth://totp/".length).split("?")[0])).toBe(
      "酒窖 Cellar:13900000000",
    );
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(url.searchParams.get("issuer")).toBe("酒窖 Cellar");
  });
});
