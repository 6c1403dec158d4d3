/** Finding a seller's own item, and moving any item by the transition table. */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ResaleStatus } from "../../contract/resale-statuses";
import type { Tx } from "../db/client";
import { resaleItems } from "../db/schema";
import { BusinessError } from "../http/envelope";
import {
  assertResaleMove,
  registrationOf,
  ResaleMoveRefused,
  type ResaleAction,
  type ResaleActor,
} from "./status";

export type ItemRow = typeof resaleItems.$inferSelect;
type ItemInsert = typeof resaleItems.$inferInsert;
/** The columns a move sets besides the status, as values or SQL (now()). */
export type ItemChange = { [K in keyof ItemInsert]?: ItemInsert[K] | SQL };

/**
 * The item of this code, locked; another seller's answers exactly as a code that does not exist
 * (404), so codes tell nobody whose they are. `sellerId` null: the operator, who sees every item.
 */
export async function lockItem(tx: Tx, code: string, sellerId: number | null): Promise<ItemRow> {
  const where: SQL[] = [eq(resaleItems.code, code)];
  if (sellerId !== null) where.push(eq(resaleItems.sellerId, sellerId));
  const [item] = await tx
    .select()
    .from(resaleItems)
    .where(and(...where))
    .for("update");
  if (!item) throw new BusinessError(404, "resale_item_not_found");
  return item;
}

/**
 * Moves a locked item by `action`, if the table allows it from its status, with the other columns
 * the move sets; the registration follows the status. Refused: 409, nothing written.
 */
export async function moveItem(
  tx: Tx,
  item: ItemRow,
  action: ResaleAction,
  by: ResaleActor,
  set: ItemChange = {},
): Promise<ItemRow> {
  let to: ResaleStatus;
  try {
    to = assertResaleMove(item.status, action, by);
  } catch (error) {
    if (error instanceof ResaleMoveRefused)
      throw new BusinessError(409, "resale_move_refused", {}, { status: item.status });
    throw error;
  }
  const [moved] = await tx
    .update(resaleItems)
    .set({ ...set, status: to, registration: registrationOf(to), updatedAt: sql`now()` })
    .where(and(eq(resaleItems.id, item.id), eq(resaleItems.status, item.status)))
    .returning();
  if (!moved) throw new BusinessError(409, "resale_move_refused", {}, { status: item.status });
  return moved;
}
