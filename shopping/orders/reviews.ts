/**
 * Evaluating an order (spec §4, §5): one review per wine of the order, all
 * wines at once, in one transaction that moves the order pending_comment ->
 * completed, writes the reviews and brings each wine's rating and review
 * count up to date.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { OrderView } from "../../contract/buying";
import type { saveCommentsSchema } from "../../contract/reviews-form";
import { orderLines, products, reviews } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { InvalidParams } from "../http/endpoint";
import type { Buying } from "../payments/context";
import { attachPhotos } from "../files/photos";
import { lockOrder, moveOrder } from "./lifecycle";
import { TransitionRefused } from "./status";
import { orderView } from "./view";

export type SaveComments = z.infer<typeof saveCommentsSchema>;

export async function saveComments(
  buying: Buying,
  userId: number,
  form: SaveComments,
): Promise<OrderView> {
  await buying.db.transaction(async (tx) => {
    const order = await lockOrder(tx, form.orderId, userId);
    if (!order) throw new BusinessError(404, "order_not_found");
    if (order.status === "completed") throw new BusinessError(409, "order_already_reviewed");
    if (order.status !== "pending_comment") throw new BusinessError(409, "order_state");
    const lines = await tx
      .select({ productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const wines = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
    const reviewed = form.comments.map((c) => c.goodsId);
    if (
      new Set(reviewed).size !== reviewed.length ||
      reviewed.length !== wines.length ||
      !reviewed.every((id) => wines.includes(id))
    ) {
      throw new InvalidParams("comments", { comments: ["review.allWines"] });
    }
    try {
      const moved = await moveOrder(tx, order.id, order.status, "evaluate", "buyer", "buyer");
      if (!moved) throw new BusinessError(409, "order_state");
    } catch (error) {
      if (error instanceof TransitionRefused) throw new BusinessError(409, "order_state");
      throw error;
    }
    const now = new Date();
    const written = await tx
      .insert(reviews)
      .values(
        form.comments.map((c) => ({
          orderId: order.id,
          productId: c.goodsId,
          userId,
          rating: c.rating,
          content: c.content,
          createdAt: now,
        })),
      )
      .returning({ id: reviews.id, productId: reviews.productId });
    const reviewOf = new Map(written.map((r) => [r.productId, r.id]));
    for (const [i, c] of form.comments.entries()) {
      await attachPhotos(tx, {
        userId,
        purpose: "review",
        ownerId: reviewOf.get(c.goodsId)!,
        names: c.photos,
        field: `comments.${i}.photos`,
      });
    }
    // Wines in id order, so two orders reviewed at once lock them in the same order.
    for (const c of [...form.comments].sort((a, b) => a.goodsId - b.goodsId)) {
      await tx
        .update(products)
        .set({
          // The running average of every rating so far, in tenths: (average * count + this one) /
          // (count + 1).
          ratingTenths: sql`round((${products.ratingTenths} * ${products.ratingCount} + ${c.rating * 10})::numeric / (${products.ratingCount} + 1))`,
          ratingCount: sql`${products.ratingCount} + 1`,
        })
        .where(eq(products.id, c.goodsId));
    }
  });
  buying.changes.changed(form.orderId);
  return orderView(buying.db, userId, form.orderId);
}
