import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("stores scrypt$N$r$p$salt$hash and verifies only the right password", async () => {
    const stored = await hashPassword("abc123");
    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(64);
    expect(await verifyPassword("abc123", stored)).toBe(true);
    expect(await verifyPassword("abc124", stored)).toBe(false);
    expect(await verifyPassword("ABC123", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same-pass1")).not.toBe(await hashPassword("same-pass1"));
  });

  it("refuses a missing or malformed hash", async () => {
    expect(await verifyPassword("abc123", null)).toBe(false);
    expect(await verifyPassword("abc123", "plain")).toBe(false);
    expect(await verifyPassword("abc123", "scrypt$99999999$8$1$AA==$AA==")).toBe(false);
  });
});
