import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { discardBody } from "./discard-body";

let server: Server | null = null;
afterEach(() => server?.close());

const limits = { capBytes: 1024 * 1024, idleMs: 300, deadlineMs: 1500 };

/** A server that discards every body and says whether it got all of it. */
async function serve(options = limits) {
  server = createServer(async (req, res) => {
    const whole = await discardBody(req, options);
    res.setHeader("connection", "close");
    res.end(whole ? "whole" : "given up");
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server!.once("listening", r));
  return (server.address() as AddressInfo).port;
}

/**
 * Sends the head, then `drip` once every `everyMs` until the body's `length` is sent or the server
 * answers. Never more than the body: bytes past it would be a second request, which the server
 * refuses with a 400 of its own when they come before its answer (a busy machine).
 */
async function dripping(port: number, length: number, drip: string, everyMs: number) {
  const started = Date.now();
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.write(`POST / HTTP/1.1\r\nhost: x\r\ncontent-length: ${length}\r\n\r\n`);
  let left = length;
  const timer = setInterval(() => {
    const part = drip.slice(0, left);
    left -= part.length;
    if (part) socket.write(part);
  }, everyMs);
  const answer = await new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (data) => (text += data.toString()));
    socket.on("close", () => resolve(text));
  });
  clearInterval(timer);
  return { answer, ms: Date.now() - started };
}

describe("discarding a refused body", () => {
  it("reads a body to its end", async () => {
    const port = await serve();
    const { answer } = await dripping(port, 3, "abc", 10);
    expect(answer).toContain("whole");
  });

  it("gives up on a client that stops sending", async () => {
    const port = await serve();
    const { answer, ms } = await dripping(port, 1000, "", 10_000);
    expect(answer).toContain("given up");
    expect(ms).toBeLessThan(1000);
  });

  it("gives up on a slow drip at the deadline", async () => {
    const port = await serve();
    const { answer, ms } = await dripping(port, 1000, "a", 100);
    expect(answer).toContain("given up");
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(2500);
  });

  it("does not start on a body that says it is over the cap", async () => {
    const port = await serve();
    const { answer, ms } = await dripping(port, 2 * 1024 * 1024, "", 10_000);
    expect(answer).toContain("given up");
    expect(ms).toBeLessThan(200);
  });

  it("stops a chunked body at the cap", async () => {
    const port = await serve({ ...limits, idleMs: 20_000, deadlineMs: 20_000 });
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n`);
    const piece = Buffer.alloc(64 * 1024, 1);
    let text = "";
    socket.on("data", (data) => (text += data.toString()));
    for (let i = 0; i < 40 && !socket.destroyed && !text; i++)
      socket.write(Buffer.concat([Buffer.from("10000\r\n"), piece, Buffer.from("\r\n")]));
    await new Promise((resolve) => socket.on("close", resolve));
    expect(text).toContain("given up");
  });
});
