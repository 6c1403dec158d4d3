/**
 * Partial uploads: each upload is written to a `.part-*` file first and renamed into place when it
 * is whole (receive.ts, upload.ts). One that a crash, a kill or a lost disk left behind is removed at
 * start-up and every few minutes, once nothing has written to it for PARTIAL_UPLOAD_MAX_IDLE_MS: an
 * upload still arriving writes to its file all the time, so several processes sharing the folder
 * never remove each other's live uploads.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { startSweepJob } from "../sweep-job";

export const PARTIAL_UPLOAD_PREFIX = ".part-";
export const PARTIAL_UPLOAD_MAX_IDLE_MS = 5 * 60_000;

/** Removes the partial uploads idle longer than `maxIdleMs`; answers how many. */
export async function sweepPartialUploads(
  dir: string,
  maxIdleMs = PARTIAL_UPLOAD_MAX_IDLE_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(PARTIAL_UPLOAD_PREFIX)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - (await stat(file)).mtimeMs <= maxIdleMs) continue;
      await unlink(file);
      removed += 1;
    } catch (error) {
      // Renamed into place, or removed by its upload or another process, in the meantime.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}

/** Sweeps now, then every few minutes; answers a stop function. */
export async function startPartialUploadSweep(dir: string): Promise<() => void> {
  const log = (n: number) => `[files] removed ${n} partial upload(s) left in ${dir}`;
  const now = await sweepPartialUploads(dir);
  if (now > 0) console.log(log(now));
  return startSweepJob({
    everySeconds: PARTIAL_UPLOAD_MAX_IDLE_MS / 1000,
    sweep: () => sweepPartialUploads(dir),
    done: log,
    failed: "[files] the sweep of partial uploads failed:",
  });
}
