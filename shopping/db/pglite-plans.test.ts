import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { literalsOf, planOnce, planReadsOnce } from "./pglite-plans";

let planned: PGlite;
let plain: PGlite;

const SETUP = `
  create table wines (id int primary key, name text not null, price numeric(10,2), on_shelf boolean,
    shelved_at timestamptz, tags jsonb);
  insert into wines values
    (1, '拉菲 🍷', 1299.50, true, '2026-11-01T08:00:00Z', '["红"]'),
    (2, 'O''Brien''s \\ Shiraz', 88, false, null, null),
    (3, 'Château d''Yquem', 4200, true, '2026-10-01T00:00:00Z', '{"sweet": true}');`;

beforeAll(async () => {
  planned = new PGlite();
  plain = new PGlite();
  for (const db of [planned, plain]) await db.exec(SETUP);
  planReadsOnce(planned);
});
afterAll(async () => {
  await planned.close();
  await plain.close();
});

const preparedTexts = async () =>
  (await planned.query<{ statement: string }>("select statement from pg_prepared_statements")).rows
    .map((r) => r.statement)
    .filter((s) => !s.includes("pg_prepared_statements"));

const both = async (
  text: string,
  params: unknown[],
  options?: { rowMode?: "array" | "object" },
) => {
  const [mine, theirs] = await Promise.all([
    planned.query(text, params, options),
    plain.query(text, params, options),
  ]);
  return { mine, theirs };
};

describe("reads planned once on PGlite", () => {
  it("prepares a marked read and answers exactly as an unprepared one", async () => {
    const text =
      "select id, name, price, on_shelf, shelved_at from wines where id = $1 or name = $2";
    planOnce(text);
    const cases: unknown[][] = [
      [1, "none"],
      [2, "none"],
      [0, "O'Brien's \\ Shiraz"],
      [0, "拉菲 🍷"],
      [null, "Château d'Yquem"],
      [3, undefined],
    ];
    for (const params of cases) {
      const { mine, theirs } = await both(text, params, { rowMode: "array" });
      expect(mine.rows, JSON.stringify(params)).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect(await preparedTexts()).toContainEqual(expect.stringContaining(text));
  });

  it("reads booleans, dates, bigints and decimals as the parameter's type", async () => {
    const text =
      "select id from wines where on_shelf = $1 and shelved_at < $2 and id < $3 and price > $4";
    planOnce(text);
    for (const params of [
      [true, new Date("2026-10-15T00:00:00Z"), 10n, 1000.25],
      [true, "2026-12-01T00:00:00Z", 10, "0"],
      [false, new Date("2030-01-01T00:00:00Z"), 9, 1],
    ]) {
      const { mine, theirs } = await both(text, params);
      expect(mine.rows).toEqual(theirs.rows);
    }
    expect(await preparedTexts()).toContainEqual(expect.stringContaining(text));
  });

  it("refuses a bad value with the same error as an unprepared read", async () => {
    const text = "select name from wines where id = $1";
    planOnce(text);
    await planned.query(text, [1]);
    await planned.query(text, [2]);
    expect(await preparedTexts()).toContainEqual(expect.stringContaining(text));
    const theirs = await plain.query(text, ["二"]).catch((e: Error) => e.message);
    const mine = await planned.query(text, ["二"]).catch((e: Error) => e.message);
    expect(theirs).toMatch(/invalid input syntax for type integer/);
    expect(mine).toBe(theirs);
    // A quote cannot end the literal early: it is part of the value, which is refused whole.
    const injected = await planned
      .query(text, ["1'); drop table wines; --"])
      .catch((e: Error) => e.message);
    expect(injected).toMatch(/invalid input syntax for type integer/);
    expect((await plain.query("select count(*)::int as n from wines")).rows).toEqual([{ n: 3 }]);
    expect(
      (await planned.query<{ n: number }>("select count(*)::int as n from wines")).rows[0].n,
    ).toBe(3);
  });

  it("runs unprepared a read that is not marked, and a marked one whose value has no literal", async () => {
    const unmarked = "select id from wines where price > $1";
    for (let i = 0; i < 3; i++) {
      const { mine, theirs } = await both(unmarked, [100]);
      expect(mine.rows).toEqual(theirs.rows);
    }
    const jsonRead = "select id from wines where tags @> $1";
    planOnce(jsonRead);
    for (let i = 0; i < 3; i++) {
      const { mine, theirs } = await both(jsonRead, [{ sweet: true }]);
      expect(mine.rows).toEqual([{ id: 3 }]);
      expect(mine.rows).toEqual(theirs.rows);
    }
    const texts = await preparedTexts();
    expect(texts).not.toContainEqual(expect.stringContaining(unmarked));
    expect(texts).not.toContainEqual(expect.stringContaining(jsonRead));
  });

  it("marks reads only", () => {
    expect(() => planOnce("update wines set price = price where id = $1")).toThrow(/only a read/);
  });

  it("answers a read PostgreSQL cannot prepare as it answers it unprepared", async () => {
    const broken = "select name from no_such_table where id = $1";
    planOnce(broken);
    const theirs = await plain.query(broken, [1]).catch((e: Error) => e.message);
    expect(theirs).toMatch(/no_such_table/);
    for (let i = 0; i < 2; i++)
      expect(await planned.query(broken, [1]).catch((e: Error) => e.message)).toBe(theirs);
    const echoed = "select $1::text as echoed";
    planOnce(echoed);
    for (let i = 0; i < 2; i++)
      expect((await planned.query(echoed, ["回声 🍷"])).rows).toEqual([{ echoed: "回声 🍷" }]);
  });

  it("prepares a read once when its first calls come together", async () => {
    const text = "select count(*)::int as n from wines where id > $1";
    planOnce(text);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => planned.query<{ n: number }>(text, [i % 3])),
    );
    expect(answers.map((a) => a.rows[0].n)).toEqual(
      Array.from({ length: 12 }, (_, i) => 3 - (i % 3)),
    );
    expect((await preparedTexts()).filter((t) => t.includes(text))).toHaveLength(1);
  });

  it("leaves transactions as they are", async () => {
    const text = "select name from wines where id = $1";
    const inside = await planned.transaction(async (tx) => {
      await tx.query("update wines set name = $1 where id = $2", ["改名 🍇", 2]);
      return (await tx.query<{ name: string }>(text, [2])).rows[0].name;
    });
    expect(inside).toBe("改名 🍇");
    expect((await planned.query<{ name: string }>(text, [2])).rows[0].name).toBe("改名 🍇");
  });

  it("writes literals only for plain values", () => {
    expect(literalsOf([1, "a'b", null, undefined, true, 5n])).toEqual([
      "'1'",
      "'a''b'",
      "NULL",
      "NULL",
      "'true'",
      "'5'",
    ]);
    expect(literalsOf([{ a: 1 }])).toBeNull();
    expect(literalsOf([[1, 2]])).toBeNull();
    expect(literalsOf([new Uint8Array([1])])).toBeNull();
    expect(literalsOf(["a\0b"])).toBeNull();
    expect(literalsOf([Number.NaN])).toBeNull();
    expect(literalsOf([new Date("nonsense")])).toBeNull();
  });
});
