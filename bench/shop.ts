/**
 * Starts shop processes (the built server.ts, `node scripts/start.mjs`) for the bench and makes
 * sure every one of them is stopped, also on errors.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

export interface Shop {
  label: string;
  base: string;
  port: number;
  /** the shop's process id, to read its threads' CPU time (bench/cost.ts) */
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

// Whatever happens to the bench, its shops go with it.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill("SIGKILL");
    process.exit(130);
  });
}

export async function waitFor(url: string, timeoutMs = 120_000, child?: ChildProcess) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`the shop exited (code ${child.exitCode}) before ${url} came up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Waits until the shop answers a trivial request quickly again: the backlog of the previous load is
 * gone.
 */
export async function settle(base: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const t0 = performance.now();
    try {
      await (await fetch(`${base}/shopping/health`)).text();
      if (performance.now() - t0 < 200) return;
    } catch {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * One shop on `port`: a fresh PGlite in its own data folder, or `databaseUrl`.
 * Test hooks and the SMS outbox are on so the bench can register users; the
 * client address is taken from X-Forwarded-For (TRUST_PROXY=1) so the SMS
 * limits per address do not stop the bench from registering a hundred users.
 */
/** The operator key of the bench's shops (the wine page's lot gets the operator's notes). */
export const BENCH_OPS_KEY = "bench-operator-key-0123456789";

export async function startShop({
  port,
  label,
  databaseUrl,
  env: extraEnv = {},
  inspect,
}: {
  port: number;
  label: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** a port for the inspector of the shop's main thread */
  inspect?: number;
}): Promise<Shop> {
  const dataDir = path.resolve(`tests/.tmp/bench-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "1",
    // The bench is many requests from one address: a load test, not a visitor.
    RATE_LIMITS: "off",
    LOCAL_HTTP: "1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench",
    OPS_KEY: BENCH_OPS_KEY,
    SHOPPING_TEST_HOOKS: "1",
    SMS_PROVIDER: "outbox",
    TRUST_PROXY: "1",
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // The production start (the built server, with node) in this one process, so stopping it stops
  // the server. BENCH_PROFILE=<folder>: each shop writes V8 CPU profiles of its threads there when
  // it stops.
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  // The inspector, for bench/allocation.ts.
  if (inspect) profile.push(`--inspect=127.0.0.1:${inspect}`);
  const child = spawn(process.execPath, [...profile, "scripts/start.mjs"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  // The shop's own complaints, marked with the shop they came from.
  createInterface({ input: child.stderr! }).on("line", (line) => {
    if (!line.includes("test hooks are mounted")) console.error(`  [${label} shop] ${line}`);
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    // server.ts closes gracefully within 10 s; past that it is killed.
    const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/goods`, 180_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { label, base, port, pid: child.pid!, stop };
}
