/**
 * Real shop programs as child processes: the production start (`node
 * scripts/start.mjs [shopping]`) in a build folder of the test's own, their
 * output kept for the checks and for the failure message, and every one of
 * them stopped when the test process ends, however it ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export interface Program {
  name: string;
  base: string;
  child: ChildProcess;
  /** every line it printed so far, stdout and stderr */
  lines: string[];
  stop(): Promise<void>;
}

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node scripts/build.mjs --if-stale` with `env` (its REMIX_BUILD_DIR); throws with its output
 * when it fails.
 */
export async function buildIfStale(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ["scripts/build.mjs", "--if-stale"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the build failed (exit ${code}):\n${output}`);
}

/**
 * Starts `node scripts/start.mjs <target>` and waits until `readyPath` (on
 * `base`) answers 200. `base` is where the program listens.
 */
export async function startProgram(
  name: string,
  target: "storefront" | "shopping",
  base: string,
  readyPath: string,
  env: NodeJS.ProcessEnv,
): Promise<Program> {
  const args = target === "shopping" ? ["scripts/start.mjs", "shopping"] : ["scripts/start.mjs"];
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on("line", (line) => lines.push(line));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `${name} exited (code ${child.exitCode}) before it answered:\n${lines.slice(-30).join("\n")}`,
      );
    try {
      const res = await fetch(base + readyPath);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} did not answer ${readyPath} within 90 s:\n${lines.slice(-30).join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, base, child, lines, stop };
}
