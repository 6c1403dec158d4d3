/**
 * Opens the database: PGlite in a folder by default, PostgreSQL when a URL is
 * given. Both speak the same SQL through one drizzle schema; migrations run at
 * start-up and the seed catalogue is loaded into an empty database.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { planReadsOnce } from "./pglite-plans";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what every change that must happen together runs on. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * The planner's price of a random page read. PostgreSQL's default (4) is a spinning disk's; on SSDs
 * and in PGlite's memory a random read costs about what a sequential one does. With the default,
 * the search's GIN index lost to a scan that unpacks every wine's terms: 1.9 s instead of 0.12 s
 * for a word that 13,000 of 100,000 wines have (decision 019).
 */
export const RANDOM_PAGE_COST = 1.1;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /** told of every statement (the bench counts them: shopping/testing/usage.ts) */
  logger?: Logger;
  /** PGlite only: start from this dump of a data folder (the tests' migrated and seeded template) */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { logger } = options;
  if (options.url) {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const database = await connectPostgres(
      options.url,
      Number(process.env.DATABASE_POOL_SIZE ?? 10),
      logger,
    );
    // Several service processes may start together: one migrates, the others wait.
    const conn = await database.pool.connect();
    try {
      await conn.query("select pg_advisory_lock(7270001)");
      await migrate(drizzle(conn, { schema }), { migrationsFolder });
    } finally {
      await conn.query("select pg_advisory_unlock(7270001)").catch(() => {});
      conn.release();
    }
    return { db: database.db, kind: "postgres", close: database.close };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // An undefined dataDir means an in-memory database (tests).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Claimed before PGlite opens the folder: a second process must not even read it.
  const releaseFolder = options.dataDir ? claimPgliteFolder(options.dataDir) : () => {};
  const client = options.dataDir
    ? new PGlite(path.join(options.dataDir, "pglite"))
    : new PGlite({ loadDataDir: options.loadDataDir });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  planReadsOnce(client);
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseFolder();
    },
  };
}

/** A pool on a PostgreSQL database that is already migrated (or that the caller migrates). */
export async function connectPostgres(url: string, max: number, logger?: Logger) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle connection the server ends (a restart, a dropped database) must not crash the process.
  pool.on("error", (error) => console.error(`[db] idle connection closed: ${error.message}`));
  return {
    db: drizzle(pool, { schema, logger }) as unknown as Db,
    pool,
    close: () => pool.end(),
  };
}

/**
 * PGlite serves one process per folder, yet nothing stops a second one from
 * opening it: both would run and lose each other's writes. The owner file,
 * created exclusively, is the lock: it names the process holding the folder.
 * It goes away when that process exits; after a crash the next start finds
 * its process gone and takes the folder over.
 */
export function pgliteOwnerFile(dataDir: string): string {
  return path.join(dataDir, "pglite.owner");
}

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${path.resolve(dataDir)} is in use by another shop process (pid ${pid}). ` +
        `The embedded database serves one process: stop that one first, or give this one its own DATA_DIR (or DATABASE_URL for PostgreSQL).`,
    );
    this.name = "DataFolderInUse";
  }
}

function claimPgliteFolder(dataDir: string): () => void {
  const file = pgliteOwnerFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = pgliteFolderOwner(dataDir);
      if (owner !== null) throw new DataFolderInUse(dataDir, owner);
      // Left by a process that crashed: take the folder over.
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

/** The id of a live process holding the PGlite folder, or null. */
export function pgliteFolderOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pgliteOwnerFile(dataDir), "utf8"));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but not ours to signal; ESRCH: gone, a stale file from a crash.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/**
 * For the programs that open the folder: a folder in use ends the start with its message, not a
 * stack trace.
 */
export function exitIfDataFolderInUse(error: unknown): never {
  if (error instanceof DataFolderInUse) {
    console.error(`[shop] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
