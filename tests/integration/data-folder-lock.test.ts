/**
 * Two processes on one embedded-database folder: the second refuses to start; a crashed first one
 * does not block the next.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataFolder } from "../helpers/service";

const dataDir = mkdtempSync(path.join(tmpdir(), "folder-lock-"));
const script = path.resolve("tests/helpers/hold-data-folder.ts");

function holder() {
  const child = spawn(process.execPath, ["--import", "tsx", script, dataDir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  child.stdout!.on("data", (chunk) => ((stdout += chunk), (output += chunk)));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const opened = new Promise<boolean>((resolve) => {
    child.stdout!.on("data", () => stdout.includes("holding the folder") && resolve(true));
    void exited.then(() => resolve(false));
  });
  return { child, opened, exited, output: () => output };
}

// A shop's folder as its first start leaves it: each holder then opens it without migrating it.
beforeAll(() => seededDataFolder(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database's folder", () => {
  it(
    "serves one process: a second start refuses with a clear message; after a crash the next start takes it over",
    { timeout: 240_000 },
    async () => {
      const first = holder();
      expect(await first.opened).toBe(true);
      expect(readFileSync(path.join(dataDir, "pglite.owner"), "utf8")).toBe(
        String(first.child.pid),
      );

      const second = holder();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by another shop process (pid ${first.child.pid})`);
      expect(readFileSync(path.join(dataDir, "pglite.owner"), "utf8")).toBe(
        String(first.child.pid),
      );

      // A crash leaves the owner file behind; its process is gone, so the next start is allowed.
      first.child.kill("SIGKILL");
      await first.exited;
      expect(existsSync(path.join(dataDir, "pglite.owner"))).toBe(true);
      const third = holder();
      expect(await third.opened).toBe(true);
      expect(readFileSync(path.join(dataDir, "pglite.owner"), "utf8")).toBe(
        String(third.child.pid),
      );

      // A clean exit releases the folder.
      third.child.kill("SIGTERM");
      expect(await third.exited, third.output()).toBe(0);
      expect(existsSync(path.join(dataDir, "pglite.owner"))).toBe(false);
    },
  );
});
