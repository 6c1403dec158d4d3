/**
 * Catalogue reads. Every listing is one query (rows and total together), on
 * indexed columns, with no per-row lookups.
 */
import { pointsPriceColumn } from "../points/purchase";
import { discountNow, priceNow, promotionLabelNow } from "./price-now";
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  areas,
  countries,
  favorites,
  restockSubscriptions,
  grapes,
  productGrapes,
  productPictures,
  products,
  pointsLedger,
  wineries,
} from "../db/schema";
import type { ListFilters, ListQuery, Sort } from "./schemas";
import { capped, searchCondition, searchOrder } from "./search-sql";
import { preparedPerDatabase } from "../db/prepared";
import { REVIEWS_PAGE_SIZE } from "../../contract/after-shipping";
import { presentReviewPage, reviewPageColumn } from "./reviews";

export const productColumns = {
  id: products.id,
  spuName: products.spuName,
  spuNameTc: products.spuNameTc,
  spuNameEn: products.spuNameEn,
  style: products.style,
  vintage: products.vintage,
  capacityMl: products.capacityMl,
  priceCents: priceNow,
  marketPriceCents: products.marketPriceCents,
  discount: discountNow,
  promotion: promotionLabelNow,
  score: products.score,
  ratingTenths: products.ratingTenths,
  ratingCount: products.ratingCount,
  stock: products.stock,
  sales: products.sales,
  shelfTime: products.shelfTime,
  pointsPrice: pointsPriceColumn,
  wineryId: products.wineryId,
  countryCode: products.countryCode,
  areaId: products.areaId,
  wineryCh: wineries.nameCh,
  wineryTc: wineries.nameTc,
  wineryEn: wineries.nameEn,
  countryCh: countries.nameCh,
  countryTc: countries.nameTc,
  countryEn: countries.nameEn,
  areaCh: areas.nameCh,
  areaTc: areas.nameTc,
  areaEn: areas.nameEn,
};

export function filterConditions(f: ListFilters, skip: keyof ListFilters | null = null): SQL[] {
  const c: SQL[] = [eq(products.onShelf, true)];
  if (f.countryCode && skip !== "countryCode") c.push(eq(products.countryCode, f.countryCode));
  if (f.areaId && skip !== "areaId") c.push(eq(products.areaId, f.areaId));
  if (f.wineryId) c.push(eq(products.wineryId, f.wineryId));
  if (f.style && skip !== "style") c.push(eq(products.style, f.style));
  if (f.priceMin !== undefined && skip !== "priceMin") c.push(gte(priceNow, f.priceMin));
  if (f.priceMax !== undefined && skip !== "priceMin") c.push(lte(priceNow, f.priceMax));
  if (f.scoreMin !== undefined && skip !== "scoreMin") c.push(gte(products.score, f.scoreMin));
  if (f.onPromotion) c.push(isNotNull(discountNow));
  if (f.forPoints) c.push(or(isNotNull(products.pointsPrice), eq(products.pointsByRate, true))!);
  if (f.q !== undefined) c.push(searchCondition(f.q, f.match));
  if (f.grapeId && skip !== "grapeId") {
    c.push(
      sql`exists (select 1 from ${productGrapes} where ${productGrapes.productId} = ${products.id} and ${productGrapes.grapeId} = ${f.grapeId})`,
    );
  }
  return f.q === undefined ? c : [capped(c)];
}

function orderFor(sort: Sort) {
  switch (sort) {
    case "sales":
      return [desc(products.sales), desc(products.id)];
    case "shelfTime":
      return [desc(products.shelfTime), desc(products.id)];
    case "priceAsc":
      return [asc(priceNow), asc(products.id)];
    case "priceDesc":
      return [desc(priceNow), desc(products.id)];
    default:
      return [desc(products.featured), desc(products.score), desc(products.id)];
  }
}

function baseSelect(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .innerJoin(areas, eq(areas.id, products.areaId));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof baseSelect>["execute"]>>[number];

/** A page of wines; `only`: conditions besides the query's (a suggestion's name beginning). */
export async function listProducts(
  db: Db,
  q: ListQuery,
  only: SQL[] = [],
): Promise<{ rows: ProductRow[]; total: number }> {
  const rows = await db
    .select({ ...productColumns, total: sql<number>`(count(*) over())::int` })
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .innerJoin(areas, eq(areas.id, products.areaId))
    .where(and(...filterConditions(q), ...only))
    .orderBy(...searchOrder(q), ...orderFor(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  if (rows.length > 0) return { rows, total: Number(rows[0].total) };
  if (q.page === 1) return { rows: [], total: 0 };
  // Past the last page: the window count is gone with the rows, so ask once.
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...filterConditions(q), ...only));
  return { rows: [], total: Number(n) };
}

export async function productsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return baseSelect(db).where(inArray(products.id, ids));
}

/** The grapes of these wines, each wine's in its blend's order: one statement for a whole list. */
export async function grapesOf(db: Db, productIds: number[]) {
  const byProduct = new Map<number, { nameCh: string; nameTc: string; nameEn: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productGrapes.productId,
      nameCh: grapes.nameCh,
      nameTc: grapes.nameTc,
      nameEn: grapes.nameEn,
    })
    .from(productGrapes)
    .innerJoin(grapes, eq(grapes.id, productGrapes.grapeId))
    .where(inArray(productGrapes.productId, productIds))
    .orderBy(asc(productGrapes.productId), asc(productGrapes.position));
  for (const { productId, ...name } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), name]);
  return byProduct;
}

/** What the wine's page shows beyond its card: the attributes of spec §3 and the description. */
const detailColumns = {
  sweetness: products.sweetness,
  corkType: products.corkType,
  alcoholTenths: products.alcoholTenths,
  annualProduction: products.annualProduction,
  weightG: products.weightG,
  harvestDate: products.harvestDate,
  agingStart: products.agingStart,
  agingMonths: products.agingMonths,
  bottlingDate: products.bottlingDate,
  attributes: products.attributes,
  description: products.description,
};

interface DetailGrape {
  id: number;
  nameCh: string;
  nameTc: string;
  nameEn: string;
}

// One statement for the wine, its grapes and its first page of reviews: every logged-in visit of a
// wine page makes it.
const detailStatement = preparedPerDatabase((db) =>
  db
    .select({
      ...productColumns,
      ...detailColumns,
      grapes: sql<DetailGrape[]>`coalesce((
        select json_agg(json_build_object('id', ${grapes.id}, 'nameCh', ${grapes.nameCh},
          'nameTc', ${grapes.nameTc}, 'nameEn', ${grapes.nameEn}) order by ${productGrapes.position})
        from ${productGrapes} join ${grapes} on ${grapes.id} = ${productGrapes.grapeId}
        where ${productGrapes.productId} = ${products.id}), '[]'::json)`,
      // The uploaded pictures' names, the cover first (none: the drawn bottle stands in).
      photos: sql<string[]>`coalesce((
        select json_agg(${productPictures.fileName} order by ${productPictures.position})
        from ${productPictures} where ${productPictures.productId} = ${products.id}), '[]'::json)`,
      ratingTenths: products.ratingTenths,
      ratingCount: products.ratingCount,
      pointsPrice: pointsPriceColumn,
      // The caller's heart, in the same statement (user 0, a visitor, has none).
      collected: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${sql.placeholder("userId")} and ${favorites.productId} = ${products.id})`,
      // Whether the caller waits for the wine's 到货通知 (a notified row waits no more).
      restockSubscribed: sql<boolean>`exists (select 1 from ${restockSubscriptions} where ${restockSubscriptions.userId} = ${sql.placeholder("userId")} and ${restockSubscriptions.productId} = ${products.id} and ${restockSubscriptions.notifiedAt} is null)`,
      // The caller's points, to say what a points purchase lacks (a visitor has none).
      pointsBalance: sql<
        number | null
      >`(select ${pointsLedger.after} from ${pointsLedger} where ${pointsLedger.userId} = ${sql.placeholder("userId")} order by ${pointsLedger.id} desc limit 1)`,
      reviews: reviewPageColumn(sql`null`, sql`${REVIEWS_PAGE_SIZE + 1}`),
    })
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .innerJoin(areas, eq(areas.id, products.areaId))
    // Staff preview a wine that is not on the shelf (a draft) as buyers will see it.
    .where(
      and(
        eq(products.id, sql.placeholder("id")),
        sql`(${products.onShelf} or ${sql.placeholder("anyShelf")}::boolean)`,
      ),
    )
    .limit(1)
    .prepare("product_detail"),
);

/**
 * One wine with its attributes, grapes and first page of reviews, in one query, and never the search columns (a few
 * hundred terms a wine that the page does not show).
 */
export async function productDetail(db: Db, id: number, userId = 0, anyShelf = false) {
  const [found] = await detailStatement(db).execute({ id, userId, anyShelf });
  if (!found) return null;
  const { grapes: grapeRows, reviews: reviewRows, ...row } = found;
  const reviews = presentReviewPage(
    { ratingTenths: row.ratingTenths, ratingCount: row.ratingCount, rows: reviewRows },
    REVIEWS_PAGE_SIZE,
  );
  return { row, grapes: grapeRows, reviews };
}

export async function facetCounts(db: Db, f: ListFilters) {
  const [byCountry, byArea, byGrape, byPrice, byScore] = await Promise.all([
    db
      .select({
        code: countries.code,
        nameCh: countries.nameCh,
        nameTc: countries.nameTc,
        nameEn: countries.nameEn,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .innerJoin(countries, eq(countries.code, products.countryCode))
      .where(and(...filterConditions(f, "countryCode")))
      .groupBy(countries.code, countries.nameCh, countries.nameTc, countries.nameEn, countries.sort)
      .orderBy(asc(countries.sort), asc(countries.code)),
    // Areas are narrowed by the chosen country, so they keep that filter.
    db
      .select({
        id: areas.id,
        countryCode: areas.countryCode,
        nameCh: areas.nameCh,
        nameTc: areas.nameTc,
        nameEn: areas.nameEn,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .innerJoin(areas, eq(areas.id, products.areaId))
      .where(and(...filterConditions(f, "areaId")))
      .groupBy(areas.id)
      .orderBy(desc(sql`count(*)`), asc(areas.id)),
    db
      .select({
        id: grapes.id,
        nameCh: grapes.nameCh,
        nameTc: grapes.nameTc,
        nameEn: grapes.nameEn,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .innerJoin(productGrapes, eq(productGrapes.productId, products.id))
      .innerJoin(grapes, eq(grapes.id, productGrapes.grapeId))
      .where(and(...filterConditions(f, "grapeId")))
      .groupBy(grapes.id)
      .orderBy(desc(sql`count(*)`), asc(grapes.id)),
    db
      .select({ bucket: priceBucketSql, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(f, "priceMin")))
      .groupBy(priceBucketSql),
    db
      .select({ bucket: scoreBucketSql, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(f, "scoreMin")))
      .groupBy(scoreBucketSql),
  ]);
  return { byCountry, byArea, byGrape, byPrice, byScore };
}

/** Price ranges offered as filters, in cents: [min, max) with max null for "and up". */
export const PRICE_RANGES: [number, number | null][] = [
  [0, 20000],
  [20000, 50000],
  [50000, 100000],
  [100000, 300000],
  [300000, null],
];
/** Score filters: at least this many points. */
export const SCORE_MINIMUMS = [85, 90, 93, 95];

// Literal numbers (our own constants), so GROUP BY matches the selected expression.
const priceBucketSql = sql<number>`(case ${sql.join(
  PRICE_RANGES.map(
    ([min], i) =>
      sql`when ${priceNow} >= ${sql.raw(String(Number(min)))} then ${sql.raw(String(i))}`,
  ).reverse(),
  sql` `,
)} end)::int`;

const scoreBucketSql = sql<number>`(case ${sql.raw(
  SCORE_MINIMUMS.map((min, i) => `when score >= ${Number(min)} then ${i}`)
    .reverse()
    .join(" "),
)} else -1 end)::int`;

export async function wineryList(
  db: Db,
  q: { countryCode?: string; page: number; pageSize: number },
) {
  const where = q.countryCode ? eq(wineries.countryCode, q.countryCode) : undefined;
  const rows = await db
    .select({
      id: wineries.id,
      nameCh: wineries.nameCh,
      nameTc: wineries.nameTc,
      nameEn: wineries.nameEn,
      founded: wineries.founded,
      countryCode: wineries.countryCode,
      countryCh: countries.nameCh,
      countryTc: countries.nameTc,
      countryEn: countries.nameEn,
      areaCh: areas.nameCh,
      areaTc: areas.nameTc,
      areaEn: areas.nameEn,
      description: wineries.description,
      wineCount: sql<number>`(select count(*) from ${products} where ${products.wineryId} = ${wineries.id} and ${products.onShelf})::int`,
      coverProductId: sql<
        number | null
      >`(select ${products.id} from ${products} where ${products.wineryId} = ${wineries.id} and ${products.onShelf} order by ${products.score} desc, ${products.id} limit 1)`,
      total: sql<number>`(count(*) over())::int`,
    })
    .from(wineries)
    .innerJoin(countries, eq(countries.code, wineries.countryCode))
    .innerJoin(areas, eq(areas.id, wineries.areaId))
    .where(where)
    .orderBy(asc(countries.sort), asc(wineries.nameEn))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return rows;
}

export async function wineryById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: wineries.id,
      nameCh: wineries.nameCh,
      nameTc: wineries.nameTc,
      nameEn: wineries.nameEn,
      founded: wineries.founded,
      hectares: wineries.hectares,
      description: wineries.description,
      countryCode: wineries.countryCode,
      countryCh: countries.nameCh,
      countryTc: countries.nameTc,
      countryEn: countries.nameEn,
      areaCh: areas.nameCh,
      areaTc: areas.nameTc,
      areaEn: areas.nameEn,
    })
    .from(wineries)
    .innerJoin(countries, eq(countries.code, wineries.countryCode))
    .innerJoin(areas, eq(areas.id, wineries.areaId))
    .where(eq(wineries.id, id))
    .limit(1);
  return row ?? null;
}

export async function countShelfCountries(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${products.countryCode})::int` })
    .from(products)
    .where(eq(products.onShelf, true));
  return Number(n);
}
