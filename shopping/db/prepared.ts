/**
 * A read that every page of a kind makes, prepared once per database: drizzle builds its SQL once
 * instead of on every call, and PostgreSQL plans it once per connection (a named statement). Only
 * for reads on the database itself, never inside a transaction: the statement belongs to the
 * database it was prepared on.
 */
import type { Db } from "./client";

export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
