/**
 * The /shopping service on a thread of the shop's process (server/shopping-thread.ts
 * starts it): its database work (PGlite's WebAssembly, or drizzle and pg) and
 * its HTTP handling run beside the page rendering instead of between it
 * (decision 015). It listens on the private socket it is given; only the
 * storefront's thread can connect, so it believes the visitor's address the
 * storefront states (shopping/http/client-ip.ts).
 */
import express from "express";
import { parentPort } from "node:worker_threads";
import { listenOnInternalSocket } from "./internal-socket";
import { readShoppingConfig } from "../shopping/config";
import { DataFolderInUse } from "../shopping/db/client";
import { compileTrustProxy } from "../shopping/http/client-ip";
import { onCatalogChange } from "../shopping/catalog/changes";
import { startShoppingService } from "../shopping/service";

export type ThreadMessage =
  | { type: "ready"; socketPath: string; kind: string }
  | { type: "failed"; message: string; folderInUse: boolean }
  | { type: "closed" }
  | { type: "catalogChanged" };

const port = parentPort!;
const say = (message: ThreadMessage) => port.postMessage(message);

try {
  const { app, database } = await startShoppingService(readShoppingConfig(), {
    trustProxy: compileTrustProxy(undefined, { internalSocket: true }),
  });
  const root = express();
  root.disable("x-powered-by");
  root.set("etag", false);
  root.use("/shopping", app);
  const internal = await listenOnInternalSocket(root);
  port.on("message", (message: unknown) => {
    if (message !== "close") return;
    void (async () => {
      await internal.close();
      await database.close();
      say({ type: "closed" });
    })();
  });
  onCatalogChange(() => say({ type: "catalogChanged" }));
  say({ type: "ready", socketPath: internal.socketPath, kind: database.kind });
} catch (error) {
  const folderInUse = error instanceof DataFolderInUse;
  say({
    type: "failed",
    message:
      error instanceof Error
        ? ((folderInUse ? error.message : error.stack) ?? error.message)
        : String(error),
    folderInUse,
  });
}
