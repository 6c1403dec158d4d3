/**
 * The bench's yardstick: a bare Node server sending the same number of bytes as each page, in a
 * process of its own (in the bench's process it shared an event loop with autocannon and served a
 * quarter of what it can). Each size is measured once per run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "./pages";

export interface Bare {
  /** req/s of the bare server sending `bytes` */
  rpsFor(bytes: number): Promise<number>;
  stop(): void;
}

export async function startBare(port: number): Promise<Bare> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "bare-server.mjs");
  const child: ChildProcess = spawn(process.execPath, [script, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout!.once("data", () => resolve());
  });
  const measured = new Map<number, number>();
  return {
    async rpsFor(bytes) {
      let rps = measured.get(bytes);
      if (rps === undefined) {
        rps = (await load(`http://127.0.0.1:${port}/${bytes}`)).rps;
        measured.set(bytes, rps);
      }
      return rps;
    },
    stop: () => void child.kill(),
  };
}
