/**
 * `npm run bench`: throughput and latency of the anonymous catalogue pages
 * against a bare Node server sending a static page of the same size, and the
 * gzip size of the JavaScript each page loads. Prints figures; never fails.
 * Needs a build (`npm run build`); starts its own shop on a fresh PGlite.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${PORT}`;

async function waitFor(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

function startShop(): ChildProcess {
  const dataDir = path.resolve("tests/.tmp/bench-data");
  rmSync(dataDir, { recursive: true, force: true });
  // One process (no npx wrapper), so stopping it stops the server.
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOCAL_HTTP: "1", PORT: String(PORT), DATA_DIR: dataDir, SESSION_SECRET: "bench" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function startBare(body: string): http.Server {
  return http
    .createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
      res.end(body);
    })
    .listen(BARE_PORT, "127.0.0.1");
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { accept: "text/html" } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The gzip size of every script a page loads (entry, route chunks, preloads). */
function javascriptOf(html: string): { files: number; gzipKb: number } {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/build\/[^"']+\.js)["']/g)) srcs.add(m[1]);
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(readFileSync(path.join("public", src))).length;
  return { files: srcs.size, gzipKb: bytes / 1024 };
}

async function main() {
  const shop = startShop();
  try {
    await waitFor(`${base}/goods`);
    const detailId = 1;
    const pages = [
      { name: "/", url: `${base}/` },
      { name: "/goods", url: `${base}/goods` },
      { name: `/goods/${detailId}`, url: `${base}/goods/${detailId}` },
    ];
    const goodsHtml = await (await fetch(`${base}/goods`)).text();
    const bare = startBare("x".repeat(Buffer.byteLength(goodsHtml)));
    await new Promise((r) => setTimeout(r, 200));

    console.log(`\nbench: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${process.env.BENCH_LABEL ?? "this machine"}\n`);
    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const rows: string[][] = [["page", "req/s", "p99 ms", "vs bare", "errors", "HTML KB", "JS files", "JS gzip KB"]];
    for (const p of pages) {
      const html = await (await fetch(p.url)).text();
      const js = javascriptOf(html);
      const r = await load(p.url);
      rows.push([p.name, r.rps.toFixed(0), String(r.p99), `${((r.rps / bareResult.rps) * 100).toFixed(1)}%`, String(r.errors), (Buffer.byteLength(html) / 1024).toFixed(1), String(js.files), js.gzipKb.toFixed(1)]);
    }
    rows.push(["bare node (same size as /goods)", bareResult.rps.toFixed(0), String(bareResult.p99), "100%", String(bareResult.errors), (Buffer.byteLength(goodsHtml) / 1024).toFixed(1), "-", "-"]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i])).join("  "));
    bare.close();
  } finally {
    shop.kill("SIGTERM");
  }
}

await main();
