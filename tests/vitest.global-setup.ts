/**
 * Once per vitest run: the database every API test file starts from, migrated, seeded and indexed
 * once instead of once per file. PGlite's is a dump of its data folder, which each file loads into
 * a database in its memory; PostgreSQL's is a template database (TEST_DATABASE_URL's server), which
 * each file copies with CREATE DATABASE ... TEMPLATE. Both are gone when the run ends.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { indexWinesForSearch } from "../shopping/catalog/search-index";
import { openDatabase } from "../shopping/db/client";
import { seedIfEmpty } from "../shopping/db/seed/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** the file of PGlite's template dump */
    pgliteTemplate: string;
    /** the template database on TEST_DATABASE_URL's server, or "" without one */
    postgresTemplate: string;
  }
}

const FOLDER = path.resolve("tests/.tmp/vitest");

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  await mkdir(FOLDER, { recursive: true });
  const pgliteTemplate = path.join(FOLDER, `pglite-template-${process.pid}.tar`);
  const lite = await openDatabase({});
  await seedIfEmpty(lite.db);
  await indexWinesForSearch(lite.db);
  const client = (lite.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  await writeFile(
    pgliteTemplate,
    Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()),
  );
  await lite.close();
  project.provide("pgliteTemplate", pgliteTemplate);

  let postgresTemplate = "";
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `shop_template_${process.pid}`;
    await admin((c) => c.query(`create database ${postgresTemplate}`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresTemplate}`;
    const template = await openDatabase({ url: url.toString() });
    await seedIfEmpty(template.db);
    await indexWinesForSearch(template.db);
    await template.close();
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    await rm(pgliteTemplate, { force: true });
    if (postgresTemplate)
      await admin((c) => c.query(`drop database if exists ${postgresTemplate} with (force)`));
  };
}
