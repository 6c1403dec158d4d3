import express from "express";
import { createServer, request, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, compileTrustProxy } from "./client-ip";

describe("compileTrustProxy", () => {
  it("trusts nobody by default", () => {
    const trust = compileTrustProxy(undefined);
    expect(trust("127.0.0.1", 0)).toBe(false);
    expect(trust("10.0.0.1", 0)).toBe(false);
  });
  it("trusts a number of hops, or addresses and subnets", () => {
    expect(compileTrustProxy("1")("203.0.113.9", 0)).toBe(true);
    expect(compileTrustProxy("1")("203.0.113.9", 1)).toBe(false);
    const subnet = compileTrustProxy("loopback, 10.0.0.0/8");
    expect(subnet("127.0.0.1", 0)).toBe(true);
    expect(subnet("10.1.2.3", 1)).toBe(true);
    expect(subnet("192.0.2.1", 0)).toBe(false);
  });
  it("trusts the internal socket's first hop only when asked to", () => {
    expect(compileTrustProxy(undefined)(undefined, 0)).toBe(false);
    expect(compileTrustProxy(undefined, { internalSocket: true })(undefined, 0)).toBe(true);
    expect(compileTrustProxy(undefined, { internalSocket: true })(undefined, 1)).toBe(false);
    expect(compileTrustProxy(undefined, { internalSocket: true })("127.0.0.1", 0)).toBe(false);
  });
});

describe("the visitor's address as Express finds it", () => {
  let tcp: Server;
  let unix: Server;
  let port = 0;
  const socketPath = path.join(mkdtempSync(path.join(tmpdir(), "ip-")), "s.sock");

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", compileTrustProxy(undefined, { internalSocket: true }));
    app.get("/", (req, res) => void res.send(clientIp(req)));
    tcp = createServer(app).listen(0, "127.0.0.1");
    unix = createServer(app).listen(socketPath);
    await new Promise((resolve) => tcp.once("listening", resolve));
    port = (tcp.address() as { port: number }).port;
  });
  afterAll(() => {
    tcp.close();
    unix.close();
  });

  const ask = (options: { localAddress?: string; socketPath?: string; forwarded?: string }) =>
    new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/",
          localAddress: options.localAddress,
          socketPath: options.socketPath,
          headers: options.forwarded ? { "x-forwarded-for": options.forwarded } : {},
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve(text));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("a TCP visitor is its own address, whatever it forwards", async () => {
    expect(await ask({ localAddress: "127.0.0.2" })).toBe("127.0.0.2");
    expect(await ask({ localAddress: "127.0.0.3", forwarded: "198.51.100.7" })).toBe("127.0.0.3");
  });
  it("behind a configured proxy, the address it forwards", async () => {
    const proxied = express();
    proxied.set("trust proxy", compileTrustProxy("127.0.0.2", { internalSocket: true }));
    proxied.get("/", (req, res) => void res.send(clientIp(req)));
    const server = createServer(proxied).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const proxyPort = (server.address() as { port: number }).port;
    const via = (localAddress: string, forwarded: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: proxyPort,
            path: "/",
            localAddress,
            headers: { "x-forwarded-for": forwarded },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve(text));
          },
        );
        req.on("error", reject);
        req.end();
      });
    // The proxy at 127.0.0.2 vouches for its visitor; a client forging the header behind it is not
    // believed further.
    expect(await via("127.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(await via("127.0.0.2", "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
    // Anyone else is their own address.
    expect(await via("127.0.0.3", "198.51.100.7")).toBe("127.0.0.3");
    server.close();
  });

  it("the internal socket passes the storefront's finding", async () => {
    expect(await ask({ socketPath, forwarded: "198.51.100.7" })).toBe("198.51.100.7");
    expect(await ask({ socketPath, forwarded: "203.0.113.1, 198.51.100.7" })).toBe("198.51.100.7");
  });
});
