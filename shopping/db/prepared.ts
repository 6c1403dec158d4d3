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
