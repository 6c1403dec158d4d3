/**
 * The resale offers of a wine, as its page shows them beside the shop's own (decision 037): the
 * items on the shelf with bottles left, cheapest first. One prepared query on the on-shelf index,
 * as every view of a wine page asks for it.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { ResaleOffer } from "../../contract/resale-offers";
import type { ResaleGrade } from "../../contract/resale-statuses";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { products, resaleItems } from "../db/schema";
import { resaleLeft } from "../cart/resale-lines";

/** More would not be read on a phone; the cheapest are the ones worth showing. */
const SHOWN = 10;

const offersStatement = preparedPerDatabase((db) =>
  db
    .select({
      itemId: resaleItems.id,
      code: resaleItems.code,
      priceCents: resaleItems.priceCents,
      left: resaleLeft,
      minQuantity: resaleItems.minQuantity,
      grade: resaleItems.grade,
      vintage: products.vintage,
    })
    .from(resaleItems)
    .innerJoin(products, eq(products.id, resaleItems.productId))
    .where(
      and(
        eq(resaleItems.productId, sql.placeholder("goodsId")),
        eq(resaleItems.status, "on_shelf"),
        gt(resaleLeft, 0),
      ),
    )
    .orderBy(asc(resaleItems.priceCents), asc(resaleItems.id))
    .limit(SHOWN)
    .prepare("wine_resale_offers"),
);

export async function wineResaleOffers(db: Db, goodsId: number): Promise<ResaleOffer[]> {
  const rows = await offersStatement(db).execute({ goodsId });
  return rows.map((r) => ({
    ...r,
    grade: r.grade as ResaleGrade,
    minQuantity: Math.min(r.minQuantity, r.left),
  }));
}
