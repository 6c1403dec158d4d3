/**
 * /shopping from outside (the gateways' notifications, the API's clients, the
 * upload script) goes through to the service's thread over its private socket,
 * byte for byte: a notification's signature is over the exact body. The
 * visitor's address, host and scheme are stated as Express found them under
 * the one trust proxy rule (decision 011), replacing whatever the caller sent.
 */
import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { Agent } from "undici";

// Connection-scoped headers (RFC 9110 §7.6.1) and the ones this hop states itself.
const DROPPED = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "forwarded",
]);

export function proxyToShopping(socketPath: string): RequestHandler {
  const agent = new Agent({ connect: { socketPath }, keepAliveTimeout: 30_000, connections: 256 });
  return (req, res, next) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || DROPPED.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    headers["x-forwarded-for"] = req.ip ?? "";
    headers["x-forwarded-host"] = req.get("host") ?? "localhost";
    headers["x-forwarded-proto"] = req.protocol;
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    agent
      .request({
        origin: "http://localhost",
        path: `/shopping${req.url}`,
        method: req.method as "GET",
        headers,
        body: hasBody ? req : undefined,
        signal: aborted.signal,
      })
      .then(async (answer) => {
        res.status(answer.statusCode);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !DROPPED.has(name)) res.setHeader(name, value);
        }
        await pipeline(answer.body, res);
      })
      .catch((error: unknown) => {
        if (aborted.signal.aborted) return;
        if (res.headersSent) return void res.destroy();
        next(error);
      });
  };
}
