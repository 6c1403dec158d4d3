/**
 * Test support for the gateway adapters' offline tests: a fake gateway as a
 * local HTTP server that hands each request's whole body to the test's
 * handler, listening for the tests of the `describe` it is used in.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export function fakeServer(
  handle: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Server {
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => handle(req, body, res));
  });
  // A kept-alive socket the server closes just as the client reuses it fails the call with "fetch
  // failed"; on a loaded machine the client's timer can run past the server's 5 s (it did in CI).
  server.keepAliveTimeout = 60_000;
  return server;
}

/**
 * What a fake keeps: the requests it has seen (`last()` the latest) and how it
 * answers (`behaviour`, which the tests change; `reset()` sets it back to
 * `defaults`, before each test).
 */
export function fakeState<Seen, Behaviour extends object>(defaults: Behaviour) {
  const seen: Seen[] = [];
  const behaviour = { ...defaults };
  return {
    seen,
    behaviour,
    last: () => seen[seen.length - 1],
    reset: (): void => {
      Object.assign(behaviour, defaults);
    },
  };
}

/**
 * Starts the server before the tests of the current `describe` and stops it after them; `onStart`
 * gets its base URL.
 */
export function listenDuringTests(server: Server, onStart: (baseUrl: string) => void): void {
  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    onStart(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
}
