/**
 * Starts the real /shopping service for a test file, on PGlite (in memory)
 * or on a fresh PostgreSQL database made from TEST_DATABASE_URL.
 */
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import path from "node:path";
import express from "express";
import { inject } from "vitest";
import { checkAnswer } from "../../contract/answers";
import { createShoppingApp, type ShoppingAppOptions } from "../../shopping/app";
import type { Buying } from "../../shopping/payments/context";
import { openDatabase, type Database } from "../../shopping/db/client";
import { seedIfEmpty } from "../../shopping/db/seed/seed";
import { indexWinesForSearch } from "../../shopping/catalog/search-index";
import { generateNoteKeys } from "../../shopping/provenance/crypto-node";
import { runningDatabases } from "./ledger-check";
import { freshPostgres } from "./postgres";

export type Backend = "pglite" | "postgres";

export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface RunningService {
  base: string;
  database: Database;
  /** the order and payment context: settings, gateways, change signals */
  buying: Buying;
  stop(): Promise<void>;
}

/** The provenance log's key of the tests (a fixed seed), so that none is written to .data/. */
export function testLogKey(seedByte = 7) {
  return generateNoteKeys("localhost/provenance", new Uint8Array(32).fill(seedByte));
}

/** The migrated, seeded and indexed database of the run (tests/vitest.global-setup.ts), loaded. */
let pgliteTemplate: Promise<Blob> | null = null;
const templateDump = () =>
  (pgliteTemplate ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes])));

/**
 * `dataDir` made into the data folder of a shop that has started once, holding the run's template
 * (migrated, seeded, indexed): a service process started on it skips some 9 s of that work.
 */
export async function seededDataFolder(dataDir: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(path.join(dataDir, "pglite"), { loadDataDir: await templateDump() });
  await client.waitReady;
  await client.close();
}

export async function startService(
  backend: Backend,
  options: ShoppingAppOptions = {},
): Promise<RunningService> {
  const pgDb = backend === "postgres" ? await freshPostgres(inject("postgresTemplate")) : null;
  const database = await openDatabase(
    pgDb ? { url: pgDb.url } : { loadDataDir: await templateDump() },
  );
  await seedIfEmpty(database.db);
  await indexWinesForSearch(database.db);
  const root = express();
  // A sandbox secret of the tests' own, so that no test writes one into the repository's .data/;
  // request-rate limits off, as these tests call from few addresses (rate-limits.test.ts turns them
  // on).
  const env = {
    ...process.env,
    PAYMENT_SANDBOX_SECRET: "tests-sandbox-secret-0123456789abcdef",
    PROVENANCE_SIGNER_KEYS: (await testLogKey()).signerKey,
    RATE_LIMITS: "off",
    ...options.env,
  };
  const app = createShoppingApp(database.db, { ...options, env });
  root.use("/shopping", app);
  const server = root.listen(0, "127.0.0.1");
  // fetch keeps a connection for as long as the server's Keep-Alive hint says, less a second; with
  // Node's 5 s, a busy machine's late timer let the server close one as the next call went out on
  // it (ECONNRESET, seen in CI), as server/internal-socket.ts explains for the shop itself.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  runningDatabases.add(database.db);
  return {
    base: `http://127.0.0.1:${port}/shopping`,
    database,
    buying: app.locals.buying,
    async stop() {
      runningDatabases.delete(database.db);
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await pgDb?.drop();
    },
  };
}

export interface Answer<T = any> {
  http: number;
  code: number;
  message: string;
  status: number;
  data: T;
  raw: string;
}

export async function call<T = any>(
  base: string,
  path: string,
  init: { token?: string; lang?: string; method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { "accept-language-id": init.lang ?? "ch" };
  if (init.token) headers.authorization = init.token;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(base + path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const raw = await res.text();
  const json = raw.startsWith(")]}',\n") ? JSON.parse(raw.slice(6)) : JSON.parse(raw);
  // Every successful answer the tests see is also checked against the contract's schema, as the
  // storefront checks it.
  if (json?.code === 200 || json?.code === 0) checkAnswer(path.split("?")[0], json.data);
  return { http: res.status, raw, ...json };
}
