/**
 * PGlite plans every statement again on every call: its `query` parses, plans and runs an unnamed
 * statement, and drizzle's named statements (`.prepare(name)`) are named only for PostgreSQL's
 * driver. For the wine page's read the planning cost more than the run: 3.0 ms a call, 0.9 ms once
 * planned (decision 015). So the reads marked to be planned once (`planOnce`: every
 * `preparedPerDatabase` statement, lookups by a buyer's or an order's id) become server-side
 * prepared statements (`PREPARE`), which PostgreSQL plans once and then runs with `EXECUTE`, keeping
 * its generic plan where that is no costlier. Reads whose best plan depends on the values (the
 * catalogue's search and filters) are not marked: a generic plan made "chardonnay in France" seven
 * times slower at 100,000 wines.
 *
 * `EXECUTE` takes its arguments as SQL, not as bound parameters, so each one is written as a quoted
 * literal that PostgreSQL reads with the parameter's own type, as it reads a bound parameter's
 * text. A call with a value that has no such plain text (an object, an array, bytes, a string with
 * a NUL) runs as before, and so does a statement that PostgreSQL refuses to prepare: it then
 * answers with its own error. Transactions are untouched: they run on their own object, not on the
 * client's `query`.
 */
import type { PGlite } from "@electric-sql/pglite";

/** The texts of the reads to plan once, the same for every database of the process. */
const plannedOnce = new Set<string>();
/** Far more than the service marks; a text past it runs unprepared. */
const MAX_PLANNED = 200;

/** Marks a read (a `select`) to be planned once per PGlite database. */
export function planOnce(text: string): void {
  if (!/^\s*select\b/i.test(text))
    throw new Error(`only a read is planned once: ${text.slice(0, 60)}`);
  if (plannedOnce.size < MAX_PLANNED) plannedOnce.add(text);
}

/** The arguments of `EXECUTE` as literals, or null when one of them has no plain text. */
export function literalsOf(params: readonly unknown[]): string[] | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) literals.push("NULL");
    else if (typeof value === "string") {
      if (value.includes("\0")) return null;
      literals.push(`'${value.replaceAll("'", "''")}'`);
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) return null;
      literals.push(`'${value}'`);
    } else if (typeof value === "bigint" || typeof value === "boolean") literals.push(`'${value}'`);
    else if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) return null;
      literals.push(`'${value.toISOString()}'`);
    } else return null;
  }
  return literals;
}

type Query = PGlite["query"];

export function planReadsOnce(client: PGlite): void {
  const query = client.query.bind(client) as Query;
  const prepared = new Map<string, Promise<string | null>>();

  async function prepare(text: string): Promise<string | null> {
    const name = `vintry_read_${prepared.size}`;
    try {
      await query(`prepare ${name} as ${text}`);
      return name;
    } catch {
      return null;
    }
  }

  function statementFor(text: string): Promise<string | null> {
    let statement = prepared.get(text);
    if (!statement) prepared.set(text, (statement = prepare(text)));
    return statement;
  }

  const planned = (async (text: string, params?: unknown[], options?: object) => {
    const literals = plannedOnce.has(text) ? literalsOf(params ?? []) : null;
    const name = literals && (await statementFor(text));
    if (!literals || !name) return query(text, params, options);
    return query(
      literals.length ? `execute ${name}(${literals.join(", ")})` : `execute ${name}`,
      [],
      options,
    );
  }) as Query;
  client.query = planned;
}
