/**
 * A row made once per form (decision 043): the form carries its own key, the row keeps it; the same
 * form sent again, or twice at once, answers the row its first sending made. `find` looks the key
 * up, `make` inserts; both in one transaction, which a second sending at once loses on the key's
 * unique index and then, run again, finds the row.
 */
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";

export async function createOnce(
  db: Db,
  requestKey: string | undefined,
  find: (tx: Tx) => Promise<number | undefined>,
  make: (tx: Tx) => Promise<number>,
): Promise<number> {
  const once = () => db.transaction(async (tx) => (await find(tx)) ?? make(tx));
  try {
    return await once();
  } catch (error) {
    if (!requestKey || !isUniqueViolation(error)) throw error;
    return once();
  }
}
