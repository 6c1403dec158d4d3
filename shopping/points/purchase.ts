/** A wine's price in points (spec §2's points purchase), as a column of a statement over products. */
import { sql } from "drizzle-orm";
import { products } from "../db/schema";
import { priceNow } from "../catalog/price-now";

/**
 * A bottle's price in points: the operator's own price, or the wine's price now at the active rule's
 * fixed rate (rounded up), or null when the wine is not for points.
 */
export const pointsPriceColumn = sql<number | null>`case when ${products.pointsByRate}
  then ceil(${priceNow} * (select r.points_per_yuan from bonus_point_rules r
    where r.active) / 100.0)::int
  else ${products.pointsPrice} end`;
