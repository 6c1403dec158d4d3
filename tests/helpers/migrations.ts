/**
 * A migration's own test: a database (PGlite in memory, or a fresh PostgreSQL database) migrated up
 * to the migration before it, rows written as the old code left them, then the whole journal.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { expect } from "vitest";
import { freshPostgres } from "./postgres";
import type { Backend } from "./service";

export const MIGRATIONS = path.resolve("shopping/db/migrations");

export interface MigratingDb {
  migrate(folder: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openEmpty(backend: Backend): Promise<MigratingDb> {
  if (backend === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      close: () => client.close(),
    };
  }
  const database = await freshPostgres();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const db = drizzlePostgres(client);
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[],
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

/** A copy of the migrations folder whose journal stops before `migration`. */
export function journalBefore(migration: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === migration);
  expect(at, `${migration} in the journal`).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database migrated up to the migration before `migration`. */
export async function migratedUpTo(backend: Backend, migration: string): Promise<MigratingDb> {
  const db = await openEmpty(backend);
  const before = journalBefore(migration);
  try {
    await db.migrate(before.folder);
  } finally {
    before.remove();
  }
  return db;
}
