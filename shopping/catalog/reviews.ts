/**
 * A wine's reviews as its detail page shows them: newest first, a page at a
 * time (the cursor is the id of the last review shown), the reviewer's
 * nickname masked.
 */
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import {
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
} from "../../contract/after-shipping";
import { maskNickname, maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { preparedPerDatabase } from "../db/prepared";

export const findCommentsQuery = z.object({
  goodsId: z.coerce.number().int().positive().max(2_147_483_647),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional()
    .describe("nextCursor of the page before"),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
});

interface ReviewRow {
  id: number;
  rating: number;
  content: string;
  createdMs: number;
  nickname: string;
  phone: string;
  photos: string[] | null;
}

/**
 * One page of a wine's reviews as a JSON column of a statement over `products` (its rating beside
 * it), so that the wine page's reads stay one statement. Aliased throughout: drizzle leaves a
 * one-table query's columns unqualified. `cursor` null is the first page; `take` is the page's
 * size plus one (to know whether more follow).
 */
export function reviewPageColumn(cursor: SQLWrapper, take: SQLWrapper) {
  return sql<ReviewRow[]>`coalesce((
        select json_agg(page order by page.id desc) from (
          select r.id, r.rating, r.content,
            (extract(epoch from r.created_at) * 1000)::float8 as "createdMs",
            u.nickname, u.phone,
            (select array_agg(f.file_name order by rp.position)
              from review_photos rp join uploads f on f.id = rp.upload_id
              where rp.review_id = r.id) as photos
          from reviews r join users u on u.id = r.user_id
          where r.product_id = products.id and (${cursor}::int is null or r.id < ${cursor}::int)
          order by r.id desc
          limit ${take}::int
        ) page), '[]'::json)`;
}

export type ReviewColumns = { ratingTenths: number; ratingCount: number; rows: ReviewRow[] };

/** The page a reviewPageColumn read, as the API answers it. */
export function presentReviewPage(wine: ReviewColumns, limit: number): ReviewPage {
  const page = wine.rows.slice(0, limit);
  return {
    list: page.map((r) => ({
      id: r.id,
      reviewer: r.nickname.trim() ? maskNickname(r.nickname) : maskPhone(r.phone),
      rating: r.rating,
      content: r.content,
      createdAt: new Date(r.createdMs).toISOString(),
      photos: r.photos ?? [],
    })),
    nextCursor: wine.rows.length > limit ? String(page[page.length - 1].id) : null,
    ratingAvg: wine.ratingTenths / 10,
    ratingCount: wine.ratingCount,
  };
}

const reviewPageStatement = preparedPerDatabase((db) =>
  db
    .select({
      ratingTenths: products.ratingTenths,
      ratingCount: products.ratingCount,
      rows: reviewPageColumn(sql.placeholder("cursor"), sql.placeholder("take")),
    })
    .from(products)
    .where(eq(products.id, sql.placeholder("goodsId")))
    .prepare("review_page"),
);

export async function findComments(
  db: Db,
  query: z.infer<typeof findCommentsQuery>,
): Promise<ReviewPage> {
  const [wine] = await reviewPageStatement(db).execute({
    goodsId: query.goodsId,
    cursor: query.cursor ? Number(query.cursor) : null,
    take: query.limit + 1,
  });
  if (!wine) throw new BusinessError(404, "goods_not_found");
  return presentReviewPage(wine, query.limit);
}
