import { PGlite } from "@electric-sql/pglite";
import { eq, gt, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client";
import { planReadsOnce } from "./pglite-plans";
import { plannedRead, preparedPerDatabase } from "./prepared";

const wines = pgTable("wines", { id: integer("id").primaryKey(), name: text("name").notNull() });

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(
    "create table wines (id int primary key, name text not null); insert into wines values (1, '拉菲'), (2, '奔富 🍷');",
  );
  planReadsOnce(client);
  db = drizzle(client);
});
afterAll(() => client.close());

const preparedTexts = async () =>
  (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows
    .map((r) => r.statement)
    .filter((s) => !s.includes("pg_prepared_statements"));

describe("reads marked to be planned once", () => {
  it("a prepared statement per database is planned once by PGlite", async () => {
    const byId = preparedPerDatabase((database) =>
      database
        .select({ name: wines.name })
        .from(wines)
        .where(eq(wines.id, sql.placeholder("id")))
        .prepare("wine_by_id"),
    );
    const statement = byId(db as unknown as Db);
    expect(await statement.execute({ id: 2 })).toEqual([{ name: "奔富 🍷" }]);
    expect(await statement.execute({ id: 1 })).toEqual([{ name: "拉菲" }]);
    expect(await preparedTexts()).toContainEqual(expect.stringContaining(statement.getQuery().sql));
  });

  it("a read built per call is planned once per shape it names", async () => {
    const read = plannedRead();
    const byName = (name: string) =>
      read(db.select({ id: wines.id }).from(wines).where(eq(wines.name, name)), "by name");
    const above = (id: number) =>
      read(db.select({ id: wines.id }).from(wines).where(gt(wines.id, id)), "above");
    expect(await byName("拉菲")).toEqual([{ id: 1 }]);
    expect(await byName("奔富 🍷")).toEqual([{ id: 2 }]);
    expect(await above(1)).toEqual([{ id: 2 }]);
    const texts = await preparedTexts();
    expect(texts).toContainEqual(expect.stringContaining('where "wines"."name" = $1'));
    expect(texts).toContainEqual(expect.stringContaining('where "wines"."id" > $1'));
  });

  it("a shape not named is not marked by the first one's text", async () => {
    const read = plannedRead();
    expect(await read(db.select({ id: wines.id }).from(wines).where(eq(wines.id, 1)))).toEqual([
      { id: 1 },
    ]);
    // Same site, another shape, no name: only the first text was marked.
    const other = db.select({ both: wines.name, id: wines.id }).from(wines).where(eq(wines.id, 2));
    expect(await read(other)).toEqual([{ both: "奔富 🍷", id: 2 }]);
    expect(await preparedTexts()).not.toContainEqual(expect.stringContaining(other.toSQL().sql));
  });
});
