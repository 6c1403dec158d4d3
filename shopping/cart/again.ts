/**
 * Buy again: the wines of one of the buyer's orders back into the cart, in one transaction. Each
 * wine still on the shelf is added in the order's quantity, as far as its stock and the line limit
 * allow beside what the cart already holds; a wine sold out or off the shelf is skipped and named.
 * A line bought from a resale item is skipped and named too: those bottles were another buyer's,
 * and putting the shop's own bottles in their place would change what the buyer bought unasked.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "../../contract/buying";
import type { BuyAgainResult } from "../../contract/buying";
import type { Db } from "../db/client";
import { cartItems, orderLines, orders, products } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { cartCount } from "./cart";

export async function buyAgain(db: Db, userId: number, orderId: number): Promise<BuyAgainResult> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw new BusinessError(404, "order_not_found");
    const lines = await tx
      .select({
        goodsId: orderLines.productId,
        quantity: orderLines.quantity,
        resaleItemId: orderLines.resaleItemId,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const ids = lines.map((l) => l.goodsId);
    const stock = new Map(
      (
        await tx
          .select({ id: products.id, stock: products.stock, onShelf: products.onShelf })
          .from(products)
          .where(inArray(products.id, ids))
          .for("share")
      ).map((p) => [p.id, p]),
    );
    const inCart = new Map(
      (
        await tx
          .select({ goodsId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(
            and(
              eq(cartItems.userId, userId),
              inArray(cartItems.productId, ids),
              isNull(cartItems.resaleItemId),
            ),
          )
          .for("update")
      ).map((c) => [c.goodsId, c.quantity]),
    );
    const added: BuyAgainResult["added"] = [];
    const skipped: BuyAgainResult["skipped"] = [];
    for (const line of lines) {
      if (line.resaleItemId !== null) {
        skipped.push({ goodsId: line.goodsId, reason: "resale" });
        continue;
      }
      const product = stock.get(line.goodsId);
      if (!product?.onShelf) {
        skipped.push({ goodsId: line.goodsId, reason: "offShelf" });
        continue;
      }
      const room = Math.min(product.stock, MAX_LINE_QUANTITY) - (inCart.get(line.goodsId) ?? 0);
      const quantity = Math.min(line.quantity, room);
      if (quantity <= 0) {
        skipped.push({ goodsId: line.goodsId, reason: product.stock === 0 ? "soldOut" : "full" });
        continue;
      }
      await tx
        .insert(cartItems)
        .values({ userId, productId: line.goodsId, quantity, selected: true })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          targetWhere: isNull(cartItems.resaleItemId),
          set: { quantity: (inCart.get(line.goodsId) ?? 0) + quantity, selected: true },
        });
      added.push({ goodsId: line.goodsId, quantity });
    }
    return { added, skipped };
  });
  if (result.added.length === 0)
    throw new BusinessError(409, "buy_again_none", undefined, { skipped: result.skipped });
  return { ...result, productTotalItem: await cartCount(db, userId) };
}
