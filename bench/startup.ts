/**
 * Start-up time of the production start: from spawning `node scripts/start.mjs`
 * (what `npm start` runs, with the variables `npm start` sets; the build is
 * already up to date, so nothing is built) to the first 200 of `/`, on a
 * fresh data folder (PGlite created, migrated, seeded) and on that same
 * folder again (the start of every day after the first).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const running = new Set<ReturnType<typeof spawn>>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * The `VAR=value` words in front of `node` in package.json's start script (NODE_ENV=production …).
 */
function startScriptEnv(): Record<string, string> {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
  const env: Record<string, string> = {};
  for (const word of script.split(/\s+/)) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!m) break;
    env[m[1]] = m[2];
  }
  return env;
}

/** Milliseconds from spawn to the first 200 of `/`; the shop is stopped again before it answers. */
async function timeOneStart(port: number, dataDir: string): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startScriptEnv(),
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.SHOPPING_API_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(
          `the shop exited (code ${child.exitCode}): ${stderr.trim().split("\n").pop() ?? ""}`,
        );
      if (performance.now() - started > 180_000) throw new Error("no 200 from / within 180 s");
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

export async function startupFigures(port: number): Promise<void> {
  const dataDir = path.resolve(`tests/.tmp/bench-startup-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nstart-up: \`node scripts/start.mjs\` (npm start, build up to date) to the first 200 of /`,
  );
  console.log(
    `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs at the start)`,
  );
  try {
    const fresh = await timeOneStart(port, dataDir);
    console.log(`  fresh data folder (create, migrate, seed): ${seconds(fresh)}`);
    const again: number[] = [];
    for (let i = 0; i < 3; i++) again.push(await timeOneStart(port, dataDir));
    const median = [...again].sort((a, b) => a - b)[1];
    console.log(
      `  existing data folder: ${seconds(median)} (median of ${again.map(seconds).join(", ")})`,
    );
  } catch (error) {
    console.log(`  error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
