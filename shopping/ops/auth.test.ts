import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OpsKeyInvalid, operatorName, prepareOpsKey, presentedOpsKey, sameKey } from "./auth";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ops-key-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the operator key at start-up", () => {
  it("takes OPS_KEY, and writes nothing", () => {
    const dir = tempDir();
    const lines: string[] = [];
    expect(
      prepareOpsKey({ OPS_KEY: " a-long-enough-operator-key " }, dir, (l) => lines.push(l)),
    ).toEqual({ key: "a-long-enough-operator-key", source: "env" });
    expect(() => statSync(path.join(dir, "ops-key"))).toThrow();
    expect(lines.join("\n")).not.toContain("a-long-enough-operator-key");
  });

  it("outside production (and in npm start's LOCAL_HTTP=1) makes one in the data folder once, readable only by its owner, and keeps it", () => {
    for (const env of [{ NODE_ENV: "development" }, { NODE_ENV: "production", LOCAL_HTTP: "1" }]) {
      const dir = tempDir();
      const lines: string[] = [];
      const first = prepareOpsKey(env, dir, (l) => lines.push(l));
      expect(first.source).toBe("file");
      expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const file = path.join(dir, "ops-key");
      expect(readFileSync(file, "utf8")).toBe(first.key);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(prepareOpsKey(env, dir, () => {}).key).toBe(first.key);
      expect(lines.join("\n")).toContain(file);
      expect(lines.join("\n")).not.toContain(first.key!);
    }
  });

  it("in production without OPS_KEY disables the endpoints and says so in the log", () => {
    const dir = tempDir();
    const lines: string[] = [];
    expect(prepareOpsKey({ NODE_ENV: "production" }, dir, (l) => lines.push(l))).toEqual({
      key: null,
      source: "none",
    });
    expect(lines.join("\n")).toContain("operator endpoints DISABLED: OPS_KEY is not set");
    expect(() => statSync(path.join(dir, "ops-key"))).toThrow();
  });

  it("refuses a short key or one with spaces", () => {
    expect(() => prepareOpsKey({ OPS_KEY: "short" }, tempDir(), () => {})).toThrow(OpsKeyInvalid);
    expect(() =>
      prepareOpsKey({ OPS_KEY: "has a space in the middle" }, tempDir(), () => {}),
    ).toThrow(OpsKeyInvalid);
  });
});

describe("presenting the key and a name", () => {
  it("takes only `Ops <key>`", () => {
    expect(presentedOpsKey("Ops abc")).toBe("abc");
    expect(presentedOpsKey("ops   abc ")).toBe("abc");
    expect(presentedOpsKey("Bearer abc")).toBeNull();
    expect(presentedOpsKey("abcdefghijklmnopqrstuvwxyz")).toBeNull();
    expect(presentedOpsKey(undefined)).toBeNull();
  });

  it("compares keys of any length", () => {
    expect(sameKey("the-key-0123456789", "the-key-0123456789")).toBe(true);
    expect(sameKey("the-key-0123456788", "the-key-0123456789")).toBe(false);
    expect(sameKey("x", "the-key-0123456789")).toBe(false);
  });

  it("names the operator from X-Operator (URI-encoded), operator by default", () => {
    expect(operatorName(undefined)).toBe("operator");
    expect(operatorName("alice")).toBe("alice");
    expect(operatorName(encodeURIComponent("王小明"))).toBe("王小明");
    expect(operatorName("bob smith")).toBeNull();
    expect(operatorName("%E0%A4%A")).toBeNull();
    expect(operatorName("a".repeat(33))).toBeNull();
  });
});
