/**
 * `npm run bench`: throughput and latency of the anonymous catalogue pages
 * and of the logged-in cart and checkout pages against a bare Node server
 * sending a static page of the same size, the gzip size of the JavaScript
 * each page loads, then concurrent checkout (orders per second, no oversell)
 * on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; first, the
 * start-up time of the production start. Prints figures; never fails.
 * Builds first when the build (REMIX_BUILD_DIR, default build/) is missing or
 * stale; starts its own shops (the built server, with node) on fresh databases.
 */
import http from "node:http";
import os from "node:os";
import { build } from "../scripts/build.mjs";
import { checkoutFigures } from "./checkout";
import { loggedInRows } from "./logged-in";
import { CONNECTIONS, DURATION, HEADER, load, noteRow, pageRow, printTable } from "./pages";
import { createBenchDatabase, type BenchDatabase } from "./postgres";
import { scaleFigures } from "./scale";
import { settle, startShop, type Shop } from "./shop";
import { startupFigures } from "./startup";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const PG_PORT = PORT + 2;
const STARTUP_PORT = PORT + 3;

function startBare(body: string): http.Server {
  return http
    .createServer((_req, res) => {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
      });
      res.end(body);
    })
    .listen(BARE_PORT, "127.0.0.1");
}

// BENCH_SKIP=startup,checkout,scale leaves those parts out (quicker rounds while working on pages).
const skipped = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim()));

const errorLine = (what: string, error: unknown) =>
  console.log(`${what}: error: ${error instanceof Error ? error.message : String(error)}`);

/** Rows for the anonymous pages (from the page cache when the shop has it on). */
async function anonymousRows(shop: Shop, bareRps: number, note = ""): Promise<string[][]> {
  const rows: string[][] = [];
  for (const path of ["/", "/goods", "/goods/1"]) {
    const url = shop.base + path;
    try {
      await settle(shop.base);
      const html = await (await fetch(url)).text();
      rows.push(pageRow(path + note, html, await load(url), bareRps));
    } catch (error) {
      rows.push(noteRow(path + note, `error: ${(error as Error).message}`));
    }
  }
  return rows;
}

/** Measures the pages; answers the bare server's req/s, the yardstick of the other tables. */
async function pages(shop: Shop): Promise<number> {
  const base = shop.base;
  const goodsHtml = await (await fetch(`${base}/goods`)).text();
  const bare = startBare("x".repeat(Buffer.byteLength(goodsHtml)));
  try {
    await new Promise((r) => setTimeout(r, 200));
    console.log(
      `\nbench: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${process.env.BENCH_LABEL ?? "this machine"}`,
    );
    // Figures of a busy machine are not the shop's: say how busy it was.
    console.log(
      `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs at the start)\n`,
    );
    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const rows: string[][] = [
      HEADER,
      ...(await anonymousRows(shop, bareResult.rps, " (page cache)")),
    ];
    rows.push(...(await loggedInRows(shop, bareResult.rps)));
    rows.push([
      "bare node (same size as /goods)",
      bareResult.rps.toFixed(0),
      String(bareResult.p99),
      "100%",
      String(bareResult.errors),
      (Buffer.byteLength(goodsHtml) / 1024).toFixed(1),
      "-",
      "-",
    ]);
    printTable(rows);
    return bareResult.rps;
  } finally {
    bare.close();
  }
}

async function onPostgres(serverUrl: string, bareRps: number) {
  let database: BenchDatabase | null = null;
  let shop: Shop | null = null;
  try {
    database = await createBenchDatabase(serverUrl);
    // Without the page cache, so that the anonymous figures are the pages' own.
    shop = await startShop({
      port: PG_PORT,
      label: "postgres",
      databaseUrl: database.url,
      env: { PAGE_CACHE: "off" },
    });
    console.log(
      `\nPostgreSQL, page cache off (the same storefront; its queries leave the shop's thread)`,
    );
    printTable([
      HEADER,
      ...(await anonymousRows(shop, bareRps, " (no page cache)")),
      ...(await loggedInRows(shop, bareRps)),
    ]);
    if (!skipped.has("checkout"))
      await checkoutFigures(shop, `PostgreSQL (database ${database.name}, dropped at the end)`);
  } catch (error) {
    errorLine("\ncheckout on PostgreSQL", error);
  } finally {
    await shop?.stop().catch((error) => errorLine("stopping the PostgreSQL shop", error));
    await database?.drop().catch((error) => errorLine(`dropping ${database?.name}`, error));
  }
}

async function main() {
  try {
    // Only when missing or older than the sources; the shops below then start without building.
    await build();
  } catch (error) {
    errorLine("bench: the build", error);
    return;
  }
  // On a quiet machine, before the load of the other figures.
  if (!skipped.has("startup")) await startupFigures(STARTUP_PORT);
  let shop: Shop | null = null;
  let bareRps = 0;
  try {
    shop = await startShop({ port: PORT, label: "pglite" });
    try {
      bareRps = await pages(shop);
    } catch (error) {
      errorLine("pages", error);
    }
    if (!skipped.has("checkout")) {
      try {
        await checkoutFigures(shop, "PGlite (embedded)");
      } catch (error) {
        errorLine("checkout on PGlite", error);
      }
    }
  } catch (error) {
    errorLine("bench", error);
  } finally {
    await shop?.stop().catch((error) => errorLine("stopping the shop", error));
  }
  if (process.env.BENCH_DATABASE_URL) await onPostgres(process.env.BENCH_DATABASE_URL, bareRps);
  // One storefront process, then two, on one PostgreSQL (ports PORT+10 to PORT+14).
  if (process.env.BENCH_DATABASE_URL && !skipped.has("scale"))
    await scaleFigures(process.env.BENCH_DATABASE_URL, PORT + 10);
}

await main().catch((error) => errorLine("bench", error));
// Keep-alive sockets of the bench's own clients must not hold the process open.
process.exit(0);
