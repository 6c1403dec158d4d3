/**
 * A wish made before logging in (add to cart; later collect, gift) is done once after the login:
 * the change that does it claims the wish's id in its own transaction. Two logins that carry the
 * same wish (two submissions at once) both try; the primary key lets one through, and the other
 * waits for it and finds the wish done.
 */
import { doneWishes } from "../db/schema";
import type { Tx } from "../db/client";

/** True when this transaction is the one that does the wish; false when it was already done. */
export async function claimWish(tx: Tx, userId: number, wishId: string): Promise<boolean> {
  const claimed = await tx
    .insert(doneWishes)
    .values({ userId, wishId })
    .onConflictDoNothing()
    .returning({ wishId: doneWishes.wishId });
  return claimed.length === 1;
}
