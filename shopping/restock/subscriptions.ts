/**
 * 到货通知: a buyer asks to be told by SMS when a sold-out wine is back. At most one waiting request
 * per buyer and wine (restock_subscriptions_waiting_uq), asking again changes only its language;
 * the notice itself is sent by the sweep (notices.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { RestockState } from "../../contract/restock-answers";
import type { Db } from "../db/client";
import { products, restockSubscriptions } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";

/** Waits for a sold-out wine on the shelf; one in stock is bought, not waited for. */
export async function subscribe(
  db: Db,
  userId: number,
  goodsId: number,
  lang: ServiceLang,
): Promise<RestockState> {
  const [wine] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, goodsId), eq(products.onShelf, true)));
  if (!wine) throw new BusinessError(404, "goods_not_found");
  if (wine.stock > 0) throw new BusinessError(409, "restock_in_stock");
  await db
    .insert(restockSubscriptions)
    .values({ userId, productId: goodsId, lang })
    .onConflictDoUpdate({
      target: [restockSubscriptions.userId, restockSubscriptions.productId],
      targetWhere: sql`${restockSubscriptions.notifiedAt} is null`,
      set: { lang },
    });
  return { goodsId, subscribed: true };
}

/** Stops waiting, whether or not the wine is still sold; again changes nothing. */
export async function unsubscribe(db: Db, userId: number, goodsId: number): Promise<RestockState> {
  await db
    .delete(restockSubscriptions)
    .where(
      and(
        eq(restockSubscriptions.userId, userId),
        eq(restockSubscriptions.productId, goodsId),
        isNull(restockSubscriptions.notifiedAt),
      ),
    );
  return { goodsId, subscribed: false };
}
