/**
 * The operator's note on a lot: entries are never changed, so a correction (a label misprinted, a
 * date mistyped) is a new record at the end of the lot's chain, shown with its history.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bottleLots } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { lotSubject } from "./bottles";
import { appendEntries, chainEntries } from "./log";

export const LOT_NOTE_MAX = 500;

export function noteOnLot(
  db: Db,
  code: string,
  note: string,
  now = new Date(),
): Promise<{ lot: string; index: number }> {
  return db.transaction(async (tx) => {
    const [lot] = await tx.select().from(bottleLots).where(eq(bottleLots.code, code)).for("update");
    if (!lot) throw new BusinessError(404, "provenance_no_lot", { code });
    const [logged] = await appendEntries(
      tx,
      await chainEntries(
        lotSubject(code),
        [{ type: "correction", lot: code, note, time: now.toISOString() }],
        lot.lastLeaf,
      ),
    );
    await tx
      .update(bottleLots)
      .set({ lastEntry: logged.index, lastLeaf: logged.leaf })
      .where(eq(bottleLots.id, lot.id));
    return { lot: code, index: logged.index };
  });
}
