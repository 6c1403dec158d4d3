/**
 * Shops for the browser tests beside the one playwright.config.ts starts: `npm run ops` against a
 * shop (with the operator key it generated into its data folder), and a fresh shop, started as the
 * test shop is (node scripts/start.mjs, the same settings) on a new embedded database, for what only
 * a shop nobody configured shows (shop-contact-unset.spec.ts). Its log is kept for the test.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { E2E_SERVER_ENV } from "./e2e-settings";

const run = promisify(execFile);

/** `npm run ops -- <args>` against the shop on `port` whose data folder is `dataDir`; its output. */
export async function opsAt(port: number, dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/ops.mjs", ...args], {
    env: { ...process.env, SHOP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, OPS_KEY: "" },
    timeout: 30_000,
  });
  return stdout;
}

export interface FreshShop {
  url: string;
  /** what the shop printed so far (stdout and stderr) */
  log(): string;
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export async function startFreshShop(port: number): Promise<FreshShop> {
  const dataDir = path.resolve(`tests/.tmp/e2e-fresh-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (!(await isUp(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      throw new Error(`the fresh shop did not come up:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url: `http://localhost:${port}`,
    log: () => log,
    ops: (...args) => opsAt(port, dataDir, args),
    async stop() {
      if (child.exitCode === null) {
        process.kill(-child.pid!, "SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function isUp(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/shopping/health`)).ok;
  } catch {
    return false;
  }
}
