/**
 * Measures pages: autocannon load, the JavaScript each page loads (gzip), and the figures table.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { Bare } from "./bare";

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * BENCH_ONLY=/user/myCart,/goods/1: only the pages whose path begins so are measured (a profile of
 * one page with BENCH_PROFILE).
 */
export function measured(path: string): boolean {
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  return !only || only.some((prefix) => path.startsWith(prefix));
}
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Where the build's browser assets are on disk (served at /build/). */
const assetsDir = process.env.REMIX_BUILD_DIR
  ? path.join(process.env.REMIX_BUILD_DIR, "public")
  : path.join("public", "build");

export interface LoadResult {
  rps: number;
  p99: number;
  /** the median of requests sent one at a time (a person's wait, not a crowd's); console pages */
  aloneMs?: number;
  errors: number;
  /** what the errors were: timeouts, statuses other than 2xx */
  errorDetail: string;
}

export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { accept: "text/html", ...headers },
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${count}x${code}`);
  const detail = [result.timeouts ? `${result.timeouts} timeouts` : "", ...statuses]
    .filter(Boolean)
    .join(", ");
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    errorDetail: detail ? ` (${detail})` : "",
  };
}

/**
 * The median time of `requests` requests sent one after another: what one member of staff waits
 * for a page (issue 32's 300 ms), apart from what fifty at once make of the server.
 */
export async function aloneMedianMs(
  url: string,
  headers: Record<string, string>,
  requests = 25,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { accept: "text/html", ...headers } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The gzip size of every script a page loads (entry, route chunks, preloads). */
export function javascriptOf(html: string): { files: number; gzipKb: number } {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g))
    srcs.add(m[1]);
  for (const m of html.matchAll(
    /import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/build\/[^"']+\.js)["']/g,
  ))
    srcs.add(m[1]);
  let bytes = 0;
  for (const src of srcs)
    bytes += gzipSync(readFileSync(path.join(assetsDir, src.slice("/build/".length))), {
      level: 9,
    }).length;
  return { files: srcs.size, gzipKb: bytes / 1024 };
}

export const HEADER = [
  "page",
  "req/s",
  "p99 ms",
  "alone ms",
  "vs bare",
  "errors",
  "HTML KB",
  "JS files",
  "JS gzip KB",
  "calls",
  "queries",
];

/** The service's round trips and statements for one request of a page (api.ts serviceUsage). */
export interface PageUsage {
  calls: number;
  queries: number;
}

/**
 * One row of the table for a page already fetched once (html) and then loaded; "vs bare" is its
 * req/s over a bare Node server's sending the same bytes (bare.ts).
 */
export async function pageRow(
  name: string,
  html: string,
  r: LoadResult,
  bare: Bare,
  usage?: PageUsage,
): Promise<string[]> {
  const js = javascriptOf(html);
  const bareRps = await bare.rpsFor(Buffer.byteLength(html));
  return [
    name,
    r.rps.toFixed(0),
    String(r.p99),
    r.aloneMs === undefined ? "-" : r.aloneMs.toFixed(0),
    (r.rps / bareRps).toFixed(3),
    `${r.errors}${r.errorDetail}`,
    (Buffer.byteLength(html) / 1024).toFixed(1),
    String(js.files),
    js.gzipKb.toFixed(1),
    usage ? usage.calls.toFixed(1) : "-",
    usage ? usage.queries.toFixed(1) : "-",
  ];
}

/** A row that says why a page was not measured. */
export function noteRow(name: string, note: string): string[] {
  return [name, note, ...HEADER.slice(2).map(() => "-")];
}

export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i])).join("  "));
}
