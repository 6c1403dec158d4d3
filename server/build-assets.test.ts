import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAssets } from "./build-assets";

const dir = mkdtempSync(path.join(tmpdir(), "build-assets-"));
const SCRIPT = `export const wines = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, name: `拉菲 ${i} 🍷` })),
)};\n`;
const TINY = "export const a = 1;\n";
let origin = "";
let close = () => {};
const assets = buildAssets(dir);

beforeAll(async () => {
  mkdirSync(path.join(dir, "_shared"));
  writeFileSync(path.join(dir, "_shared", "chunk-ABC.js"), SCRIPT);
  writeFileSync(path.join(dir, "tiny-XYZ.js"), TINY);
  writeFileSync(path.join(dir, "tailwind-Q.css"), "body{color:red}".repeat(100));
  assets.reload();
  // As server.ts mounts it: behind compression(), which must leave its answers alone.
  const app = express().use(compression()).use("/build", assets);
  app.use((_req, res) => res.status(404).send("the shop's own answer"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** The answer as sent (undici's request does not decode it, as fetch would). */
async function get(url: string, encodings: string | null, method: "GET" | "HEAD" | "POST" = "GET") {
  const answer = await request(`${origin}${url}`, {
    method,
    headers: encodings === null ? {} : { "accept-encoding": encodings },
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const header = (name: string) => {
    const value = answer.headers[name];
    return value === undefined ? null : String(value);
  };
  return { status: answer.statusCode, header, bytes, text: bytes.toString("utf8") };
}

describe("the browser's build from memory", () => {
  it("sends a script in brotli, gzip or as it is, as the request accepts, the same bytes each time", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
      ["identity", null, (b: Buffer) => b],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await get("/build/_shared/chunk-ABC.js", accept);
        expect(answer.status, accept).toBe(200);
        expect(answer.header("content-encoding"), accept).toBe(encoding);
        expect(answer.header("content-type")).toBe("application/javascript; charset=utf-8");
        expect(answer.header("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(answer.header("vary")).toBe("Accept-Encoding");
        const bytes = answer.bytes;
        expect(Number(answer.header("content-length"))).toBe(bytes.length);
        expect(decode(bytes).toString("utf8"), accept).toBe(SCRIPT);
      }
    }
    const brotli = await get("/build/_shared/chunk-ABC.js", "br");
    expect(brotli.bytes.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it("sends a file below a kilobyte as it is, and a stylesheet as a stylesheet", async () => {
    const tiny = await get("/build/tiny-XYZ.js", "br, gzip");
    expect(tiny.header("content-encoding")).toBeNull();
    expect(tiny.text).toBe(TINY);
    const css = await get("/build/tailwind-Q.css", "gzip");
    expect(css.header("content-type")).toBe("text/css; charset=utf-8");
    expect(gunzipSync(css.bytes).toString()).toBe(
      "body{color:red}".repeat(100),
    );
  });

  it("answers HEAD with the length and no body; leaves other methods and unknown paths to the shop", async () => {
    const head = await get("/build/_shared/chunk-ABC.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.header("content-length"))).toBeGreaterThan(0);
    expect(head.bytes.length).toBe(0);
    for (const [url, method] of <[string, "GET" | "POST"][]>[
      ["/build/_shared/chunk-ABC.js", "POST"],
      ["/build/nothing-here.js", "GET"],
      ["/build/%2e%2e/etc/passwd", "GET"],
      ["/build/拉菲🍷.js", "GET"],
    ]) {
      const answer = await get(url, "br", method);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.text).toBe("the shop's own answer");
    }
  });

  it("reads the folder again on reload: a rebuilt file is served, a removed one is not", async () => {
    writeFileSync(path.join(dir, "tiny-XYZ.js"), "export const a = 2;\n");
    rmSync(path.join(dir, "tailwind-Q.css"));
    assets.reload();
    expect((await get("/build/tiny-XYZ.js", "br")).text).toBe("export const a = 2;\n");
    expect((await get("/build/tailwind-Q.css", "br")).status).toBe(404);
  });
});
