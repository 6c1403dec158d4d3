/**
 * Starts the /shopping service on a worker thread (server/shopping-thread-worker.ts) and
 * answers where it listens. The page rendering keeps this thread; the
 * database and the service's HTTP work get the other core (decision 015).
 * A service that cannot start, or that dies, takes the shop down with a
 * clear line: a shop without its service only shows errors.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ThreadMessage } from "./shopping-thread-worker";

export interface ShoppingThread {
  socketPath: string;
  kind: string;
  close(): Promise<void>;
}

/** The built bundle beside the built server, or the TypeScript source through tsx (npm run dev). */
function entry(): { url: URL; execArgv: string[] } {
  const built = new URL("./shopping-thread.js", import.meta.url);
  // The process's own flags (--cpu-prof among them: the bench's profile covers both threads).
  if (import.meta.url.endsWith(".js") && existsSync(fileURLToPath(built)))
    return { url: built, execArgv: process.execArgv };
  return {
    url: new URL("./shopping-thread-worker.ts", import.meta.url),
    execArgv: ["--import", "tsx"],
  };
}

/** `onCatalogChange`: the service changed the catalogue (the page cache forgets its pages). */
export function startShoppingThread(onCatalogChange: () => void): Promise<ShoppingThread> {
  const { url, execArgv } = entry();
  const worker = new Worker(url, { execArgv });
  let closing = false;
  return new Promise((resolve, reject) => {
    const early = (code: number) =>
      reject(new Error(`the /shopping service stopped while starting (exit code ${code})`));
    worker.once("exit", early);
    worker.once("error", reject);
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "catalogChanged") return onCatalogChange();
      if (message.type === "failed") {
        worker.off("exit", early);
        void worker.terminate();
        const error = new Error(message.message) as Error & { folderInUse?: boolean };
        error.folderInUse = message.folderInUse;
        reject(error);
      }
      if (message.type !== "ready") return;
      worker.off("exit", early);
      worker.off("error", reject);
      worker.on("error", (error) => {
        console.error("[shop] the /shopping service failed:", error);
        process.exit(1);
      });
      worker.on("exit", (code) => {
        if (closing) return;
        console.error(
          `[shop] the /shopping service stopped (exit code ${code}); the shop stops with it`,
        );
        process.exit(1);
      });
      resolve({
        socketPath: message.socketPath,
        kind: message.kind,
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            worker.on(
              "message",
              (m: ThreadMessage) =>
                m.type === "closed" && void worker.terminate().then(() => done()),
            );
            worker.once("exit", () => done());
            worker.postMessage("close");
          }),
      });
    });
  });
}
