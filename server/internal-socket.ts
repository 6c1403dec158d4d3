/**
 * The storefront reaches the /shopping service running on a thread of its own
 * process through a Unix socket in a private folder, not through its public
 * port: only this process can connect, so the service may believe the visitor's
 * address the storefront passes there (shopping/http/client-ip.ts), and
 * nobody else's. It also spares a TCP handshake per call.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export async function listenOnInternalSocket(
  handler: RequestListener,
): Promise<{ socketPath: string; close(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "vintry-"));
  const socketPath = path.join(folder, "shopping.sock");
  const server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).finally(() => rmSync(folder, { recursive: true, force: true })),
  };
}
