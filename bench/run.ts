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
import os from "node:os";
import { build } from "../scripts/build.mjs";
import { startBare, type Bare } from "./bare";
import { checkoutFigures } from "./checkout";
import { consoleRows } from "./console";
import { loggedInRows } from "./logged-in";
import {
  CONNECTIONS,
  DURATION,
  HEADER,
  load,
  measured,
  noteRow,
  pageRow,
  printTable,
} from "./pages";
import { createBenchDatabase, type BenchDatabase } from "./postgres";
import { scaleFigures } from "./scale";
import { searchScaleFigures } from "./search-scale";
import { settle, startShop, type Shop } from "./shop";
import { startupFigures } from "./startup";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const PG_PORT = PORT + 2;
const STARTUP_PORT = PORT + 3;

// BENCH_SKIP=startup,checkout,scale,search leaves those parts out (quicker rounds while working on pages).
const skipped = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim()));

const errorLine = (what: string, error: unknown) =>
  console.log(`${what}: error: ${error instanceof Error ? error.message : String(error)}`);

/** Rows for the anonymous pages (from the page cache when the shop has it on). */
async function anonymousRows(shop: Shop, bare: Bare, note = ""): Promise<string[][]> {
  const rows: string[][] = [];
  // A common search (拉菲) beside the plain list: the search's own cost shows without the cache.
  for (const path of ["/", "/goods", `/goods?q=${encodeURIComponent("拉菲")}`, "/goods/1"]) {
    if (!measured(path)) continue;
    const url = shop.base + path;
    try {
      await settle(shop.base);
      const html = await (await fetch(url)).text();
      rows.push(await pageRow(path + note, html, await load(url), bare));
    } catch (error) {
      rows.push(noteRow(path + note, `error: ${(error as Error).message}`));
    }
  }
  return rows;
}

/** Measures the pages against the bare server. */
async function pages(shop: Shop, bare: Bare): Promise<void> {
  console.log(
    `\nbench: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${process.env.BENCH_LABEL ?? "this machine"}`,
  );
  // Figures of a busy machine are not the shop's: say how busy it was.
  console.log(
    `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs at the start;` +
      ` "vs bare": req/s over a bare Node process's sending the same bytes)\n`,
  );
  const rows: string[][] = [HEADER, ...(await anonymousRows(shop, bare, " (page cache)"))];
  rows.push(...(await loggedInRows(shop, bare)));
  // Last: the console's first member retires the set-up key the parts above use.
  rows.push(...(await consoleRows(shop, bare)));
  printTable(rows);
}

async function onPostgres(serverUrl: string, bare: Bare) {
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
      ...(await anonymousRows(shop, bare, " (no page cache)")),
      ...(await loggedInRows(shop, bare)),
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
  const bare = await startBare(BARE_PORT);
  try {
    shop = await startShop({ port: PORT, label: "pglite" });
    try {
      await pages(shop, bare);
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
  if (process.env.BENCH_DATABASE_URL) await onPostgres(process.env.BENCH_DATABASE_URL, bare);
  bare.stop();
  // One storefront process, then two, on one PostgreSQL (ports PORT+10 to PORT+14).
  if (process.env.BENCH_DATABASE_URL && !skipped.has("scale"))
    await scaleFigures(process.env.BENCH_DATABASE_URL, PORT + 10);
  // The search at 100,000 wines, in this process: PGlite, and PostgreSQL when configured.
  if (!skipped.has("search")) await searchScaleFigures(process.env.BENCH_DATABASE_URL);
}

await main().catch((error) => errorLine("bench", error));
// Keep-alive sockets of the bench's own clients must not hold the process open.
process.exit(0);
