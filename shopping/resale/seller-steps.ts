/**
 * The seller's steps after the form: the parcel to the shop, withdrawing before it is sent, and
 * the shelf. Each locks the seller's own item (another's is 404) and moves it by the table.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ResaleShipment } from "../../contract/resale";
import type { Db, Tx } from "../db/client";
import { resaleItemBottles, resaleItems } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { readReturnAddress } from "../shop/settings";
import { lockItem, moveItem, type ItemRow } from "./items";

/**
 * The courier and tracking number of the parcel to the shop; sent again, the latest counts. Until
 * the operator sets the return address there is nowhere to send it, as for a return.
 */
export function sendToShop(db: Db, sellerId: number, parcel: ResaleShipment): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, parcel.code, sellerId);
    if (!(await readReturnAddress(tx))) throw new BusinessError(409, "return_address_unset");
    // Only on the way to the shop: afterwards the shop has the bottles, or sent them back.
    if (item.status !== "system_audit_passed")
      throw new BusinessError(409, "resale_move_refused", {}, { status: item.status });
    const [sent] = await tx
      .update(resaleItems)
      .set({
        shipCompany: parcel.company,
        shipTrackingNo: parcel.trackingNo,
        shippedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(resaleItems.id, item.id))
      .returning();
    return sent;
  });
}

/** Withdraws an item the shop has not received; its bottles are free to list again. */
export function withdrawResale(db: Db, sellerId: number, code: string): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, code, sellerId);
    if (item.status === "system_audit_passed" && item.shippedAt !== null)
      throw new BusinessError(409, "resale_already_sent");
    const moved = await moveItem(tx, item, "withdraw", "seller", { closedAt: sql`now()` });
    await releaseBottles(tx, item.id);
    return moved;
  });
}

/** On the shelf, or off it; an item with sales keeps them, and its history, either way. */
export function setShelf(
  db: Db,
  sellerId: number,
  code: string,
  onShelf: boolean,
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, code, sellerId);
    return onShelf
      ? moveItem(tx, item, "shelve", "seller", {
          shelvedAt: sql`now()`,
          offShelfAt: null,
          offShelfBy: null,
        })
      : moveItem(tx, item, "unshelve", "seller", { offShelfAt: sql`now()`, offShelfBy: "seller" });
  });
}

export async function releaseBottles(tx: Tx, itemId: number): Promise<void> {
  await tx
    .update(resaleItemBottles)
    .set({ released: true })
    .where(and(eq(resaleItemBottles.itemId, itemId), eq(resaleItemBottles.released, false)));
}
