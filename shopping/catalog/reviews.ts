/**
 * A wine's reviews as its detail page shows them: newest first, a page at a
 * time (the cursor is the id of the last review shown), the reviewer's
 * nickname masked.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import {
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
} from "../../contract/after-shipping";
import { PHONE_PATTERN } from "../../contract/accounts";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { products, reviewPhotos, reviews, uploads, users } from "../db/schema";
import { BusinessError } from "../http/envelope";

export const findCommentsQuery = z.object({
  goodsId: z.coerce.number().int().positive().max(2_147_483_647),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional()
    .describe("nextCursor of the page before"),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
});

/** 醇友1234 -> 醇***4; a nickname that is a phone number -> 139****1234; one character -> 醇*** */
export function maskNickname(nickname: string): string {
  const name = nickname.trim();
  if (PHONE_PATTERN.test(name)) return maskPhone(name);
  const chars = Array.from(name);
  if (chars.length === 0) return "***";
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export async function findComments(
  db: Db,
  query: z.infer<typeof findCommentsQuery>,
): Promise<ReviewPage> {
  const [wine] = await db
    .select({ ratingTenths: products.ratingTenths, ratingCount: products.ratingCount })
    .from(products)
    .where(eq(products.id, query.goodsId));
  if (!wine) throw new BusinessError(404, "goods_not_found");
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      nickname: users.nickname,
      phone: users.phone,
      // In the same query: the wine page waits for this one.
      photos: sql<
        string[] | null
      >`(select array_agg(${uploads.fileName} order by ${reviewPhotos.position})
        from ${reviewPhotos} join ${uploads} on ${uploads.id} = ${reviewPhotos.uploadId}
        where ${reviewPhotos.reviewId} = ${reviews.id})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      query.cursor
        ? and(eq(reviews.productId, query.goodsId), lt(reviews.id, Number(query.cursor)))
        : eq(reviews.productId, query.goodsId),
    )
    .orderBy(desc(reviews.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    list: page.map((r) => ({
      id: r.id,
      reviewer: r.nickname.trim() ? maskNickname(r.nickname) : maskPhone(r.phone),
      rating: r.rating,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      photos: r.photos ?? [],
    })),
    nextCursor: rows.length > query.limit ? String(page[page.length - 1].id) : null,
    ratingAvg: wine.ratingTenths / 10,
    ratingCount: wine.ratingCount,
  };
}
