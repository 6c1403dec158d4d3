/**
 * The points ledger's invariant, checked for every user after every API test (vitest.setup.ts):
 * each row's `before` is the user's previous `after` (0 for the first), `after` = `before` +
 * `change`, and no `after` is negative, so the balance (the last `after`) is the sum of the changes.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../shopping/db/client";
import { queryRows } from "../../shopping/db/rows";

export interface BrokenRow {
  userId: number;
  id: number;
  before: number;
  change: number;
  after: number;
  previous: number;
}

export async function brokenLedgerRows(db: Db): Promise<BrokenRow[]> {
  return queryRows<BrokenRow>(
    db,
    sql`
    select user_id as "userId", id, before, change, after, previous from (
      select user_id, id, before, change, after,
        lag(after, 1, 0) over (partition by user_id order by id) as previous
      from points_ledger) chained
    where before <> previous or after <> before + change or after < 0
    order by user_id, id limit 20`,
  );
}

/** The services the running test file started (tests/helpers/service.ts adds and removes them). */
export const runningDatabases = new Set<Db>();
