/**
 * Indexes wines for the search (search-terms.ts): every wine whose terms are missing (a new wine, or
 * every wine after a migration that cleared them) gets them, from its names and those of its
 * winery, grapes, region and country, its style's words ("红酒", "red wine") and its vintage. Run at start-up, after the seed; a few hundred wines take a
 * fraction of a second, and an indexed wine is never read again.
 */
import { asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { areas, countries, grapes, productGrapes, products, wineries } from "../db/schema";
import type { WineStyle } from "../../contract/catalog";
import { searchIndex } from "./search-terms";
import { STYLE_WORDS } from "./search-words";

const BATCH = 500;

/** Indexes the wines that have no terms yet; answers how many it indexed. */
export async function indexWinesForSearch(db: Db): Promise<number> {
  let indexed = 0;
  for (;;) {
    const count = await db.transaction((tx) => indexWhere(tx, isNull(products.searchTerms)));
    if (count === 0) return indexed;
    indexed += count;
  }
}

/**
 * Indexes one wine again in the caller's transaction (a wine staff wrote, or whose winery's name
 * changed), so a search finds it as it is the moment the change commits.
 */
export async function indexWine(tx: Db | Tx, id: number): Promise<void> {
  await indexWhere(tx, eq(products.id, id));
}

/** Indexes up to BATCH wines of `where`; answers how many. */
async function indexWhere(tx: Db | Tx, where: SQL | undefined): Promise<number> {
  const rows = await tx
    .select({
      id: products.id,
      style: products.style,
      vintage: products.vintage,
      names: sql<
        string[]
      >`array[${products.spuName}, ${products.spuNameTc}, ${products.spuNameEn}]`,
      others: sql<string[]>`array[${wineries.nameCh}, ${wineries.nameTc}, ${wineries.nameEn},
        ${areas.nameCh}, ${areas.nameTc}, ${areas.nameEn},
        ${countries.nameCh}, ${countries.nameTc}, ${countries.nameEn}]`,
    })
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(areas, eq(areas.id, products.areaId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .where(where)
    .orderBy(asc(products.id))
    .limit(BATCH);
  if (rows.length === 0) return 0;
  const grapeNames = await grapesOf(
    tx,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const index = searchIndex({
      names: row.names,
      others: [
        ...row.others,
        ...(grapeNames.get(row.id) ?? []),
        ...(STYLE_WORDS[row.style as WineStyle] ?? []),
        ...(row.vintage === null ? [] : [String(row.vintage)]),
      ],
    });
    await tx
      .update(products)
      .set({ searchTerms: index.terms, searchNames: index.names, searchText: index.text })
      .where(eq(products.id, row.id));
  }
  return rows.length;
}

async function grapesOf(db: Db | Tx, productIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({
      productId: productGrapes.productId,
      nameCh: grapes.nameCh,
      nameTc: grapes.nameTc,
      nameEn: grapes.nameEn,
    })
    .from(productGrapes)
    .innerJoin(grapes, eq(grapes.id, productGrapes.grapeId))
    .where(inArray(productGrapes.productId, productIds));
  const byProduct = new Map<number, string[]>();
  for (const row of rows) {
    const names = byProduct.get(row.productId) ?? [];
    names.push(row.nameCh, row.nameTc, row.nameEn);
    byProduct.set(row.productId, names);
  }
  return byProduct;
}
