/**
 * A read that every page of a kind makes, prepared once per database: drizzle builds its SQL once
 * instead of on every call, PostgreSQL plans it once per connection (a named statement), and PGlite
 * once per database (shopping/db/pglite-plans.ts). Only for reads on the database itself, never
 * inside a transaction: the statement belongs to the database it was prepared on. Only for reads
 * whose best plan does not depend on the values asked for (a lookup by id), as one plan serves all.
 */
import type { Db } from "./client";
import { planOnce } from "./pglite-plans";

export function preparedPerDatabase<T extends { getQuery(): { sql: string } }>(
  prepare: (db: Db) => T,
): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      planOnce(statement.getQuery().sql);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * For a read built anew on each call (it may run in a transaction too): marks its text, taken the
 * first time, to be planned once by PGlite. One per call site; a site whose read takes several
 * shapes names the shape, each marked the first time it is built. The same rule as above on the
 * values.
 */
export function plannedRead(): <Q extends { toSQL(): { sql: string } }>(
  query: Q,
  shape?: string,
) => Q {
  const marked = new Set<string>();
  return (query, shape = "") => {
    if (!marked.has(shape)) {
      planOnce(query.toSQL().sql);
      marked.add(shape);
    }
    return query;
  };
}
