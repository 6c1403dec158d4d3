/**
 * The wine search at 100,000 wines (decision 019): a fresh database with the seeded catalogue, then
 * copies of its wines (each copy's names carry its number, as new wines of the same wineries
 * would) up to SEARCH_SCALE_WINES, with their search terms; then the list and the facets of the
 * wine list for common, pinyin, broad and unknown words, style words and a sound-alike typo, each
 * read as the endpoints read it (search-query.ts) and timed (median of 5), and on PostgreSQL
 * whether the plan uses the GIN index. On PGlite (in this process) and, with BENCH_DATABASE_URL, on
 * PostgreSQL. Prints figures; never throws.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { facetCounts, listProducts } from "../shopping/catalog/queries";
import { listQuerySchema } from "../shopping/catalog/schemas";
import { indexWinesForSearch } from "../shopping/catalog/search-index";
import { searchAs } from "../shopping/catalog/search-query";
import { openDatabase, type Database } from "../shopping/db/client";
import { queryRows } from "../shopping/db/rows";
import { seedIfEmpty } from "../shopping/db/seed/seed";
import { growCatalogue } from "../shopping/testing/catalogue-copies";
import { printTable } from "./pages";
import { createBenchDatabase } from "./postgres";

const WINES = Number(process.env.SEARCH_SCALE_WINES ?? 100_000);
const QUERIES: [string, Record<string, string>][] = [
  ["拉菲 (common name)", { q: "拉菲" }],
  ["lafei (pinyin)", { q: "lafei" }],
  ["lf (initials)", { q: "lf" }],
  ["Penfolds Bin 389", { q: "Penfolds Bin 389" }],
  ["chardonnay + France", { q: "chardonnay", countryCode: "fr" }],
  ["a (one letter: most wines)", { q: "a" }],
  ["xyzzy (nothing)", { q: "xyzzy" }],
  ["拉飞 nearest (match any)", { q: "拉飞", match: "any" }],
  ["红酒 (a style word)", { q: "红酒" }],
  ["波尔多红酒 (region and style)", { q: "波尔多红酒" }],
  ["拉非 (found by its sound)", { q: "拉非" }],
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  await run();
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Whether the plan of a term lookup reads the GIN index. */
async function usesIndex(db: Database["db"], q: string): Promise<string> {
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain select id from products where search_terms @> array[${q}]::text[]`,
  );
  return rows.some((r) => r["QUERY PLAN"].includes("products_search_terms_idx")) ? "yes" : "no";
}

async function measure(database: Database, label: string): Promise<void> {
  const { db } = database;
  const started = performance.now();
  await seedIfEmpty(db);
  await indexWinesForSearch(db);
  await growCatalogue(db, WINES);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const growSeconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nSearch at scale, ${label}: ${n} wines (made in ${growSeconds} s)`);
  console.log(`the plan of a term lookup reads the GIN index: ${await usesIndex(db, "lafei")}`);
  const rows = [["query", "found", "list ms", "facets ms"]];
  for (const [name, params] of QUERIES) {
    const typed = listQuerySchema.parse({ ...params, page: 1, pageSize: 20 });
    // As the endpoints search (decision 031): synonyms and style words, then Chinese by its sound
    // when the words find nothing.
    const list = () =>
      searchAs(
        db,
        typed.q!,
        typed.match,
        (q) => listProducts(db, { ...typed, q }),
        (page) => page.total > 0,
      );
    const facets = () =>
      searchAs(
        db,
        typed.q!,
        typed.match,
        (q) => facetCounts(db, { ...typed, q }),
        (f) => f.byCountry.some((c) => c.count > 0),
      );
    const { total } = (await list()).found;
    const listMs = await timed(list);
    const facetsMs = await timed(facets);
    rows.push([name, String(total), listMs.toFixed(1), facetsMs.toFixed(1)]);
  }
  printTable(rows);
}

export async function searchScaleFigures(postgresServer: string | undefined): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "vintry-search-scale-"));
  let pglite: Database | null = null;
  try {
    pglite = await openDatabase({ dataDir: folder });
    await measure(pglite, "PGlite");
  } catch (error) {
    console.log(`search at scale on PGlite: error: ${(error as Error).message}`);
  } finally {
    await pglite?.close().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  }
  if (!postgresServer) return;
  const bench = await createBenchDatabase(postgresServer, `vintry_search_${process.pid}`).catch(
    (error: Error) => {
      console.log(`search at scale on PostgreSQL: error: ${error.message}`);
      return null;
    },
  );
  if (!bench) return;
  let postgres: Database | null = null;
  try {
    postgres = await openDatabase({ url: bench.url });
    await measure(postgres, `PostgreSQL (database ${bench.name}, dropped at the end)`);
  } catch (error) {
    console.log(`search at scale on PostgreSQL: error: ${(error as Error).message}`);
  } finally {
    await postgres?.close().catch(() => {});
    await bench.drop().catch(() => {});
  }
}

// `tsx bench/search-scale.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await searchScaleFigures(process.env.BENCH_DATABASE_URL);
}
