/**
 * Shops for the browser tests beside the one playwright.config.ts starts: `npm run ops` against a
 * shop (with the operator key it generated into its data folder), and a fresh shop, started as the
 * test shop is (node scripts/start.mjs, the same settings) on a new embedded database, for what only
 * a shop nobody configured shows (shop-contact-unset.spec.ts, the console's specs), from a copy of
 * a new shop's data folder made once a run. Its log is kept for the test.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * A new shop's data folder, made once a run: migrating, seeding and indexing a new embedded database
 * takes some 9 of a fresh shop's 12 s to start on a two-core machine, and every console spec starts
 * one or two. The first shop to start makes it (a shop started on an empty folder, then stopped);
 * the others wait for it; each copies it (without the first shop's lock) into a folder of its own.
 * global-setup.ts removes it before each run, so it is always made by this run's code (one per
 * E2E_PORT, as two runs may go side by side).
 */
export const FRESH_TEMPLATE = path.resolve(
  `tests/.tmp/e2e-fresh-template-${process.env.E2E_PORT ?? 3300}`,
);
const TEMPLATE_READY = path.join(FRESH_TEMPLATE, "ready");
const TEMPLATE_FAILED = `${FRESH_TEMPLATE}.failed`;

async function freshTemplate(port: number): Promise<string> {
  const deadline = Date.now() + 180_000;
  let maker = false;
  try {
    mkdirSync(`${FRESH_TEMPLATE}.lock`, { recursive: false });
    maker = true;
  } catch {
    // another worker makes it
  }
  if (maker) {
    try {
      const shop = await startShop(port, FRESH_TEMPLATE);
      await shop.stop();
      writeFileSync(TEMPLATE_READY, "");
    } catch (error) {
      writeFileSync(TEMPLATE_FAILED, String(error));
      throw error;
    }
  }
  while (!existsSync(TEMPLATE_READY)) {
    if (existsSync(TEMPLATE_FAILED))
      throw new Error("the fresh shops' template could not be made (see the first fresh shop)");
    if (Date.now() > deadline) throw new Error("the fresh shops' template was not made in time");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return FRESH_TEMPLATE;
}

export async function startFreshShop(port: number): Promise<FreshShop> {
  const dataDir = path.resolve(`tests/.tmp/e2e-fresh-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const template = await freshTemplate(port);
  cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => !/(pglite\.owner|ready)$/.test(source),
  });
  const shop = await startShop(port, dataDir);
  return {
    ...shop,
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A shop started as the test shop is, on `dataDir`. */
async function startShop(port: number, dataDir: string): Promise<FreshShop> {
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
