/**
 * The catalogue desk's lists: the wines (a name's words, a number, a status; the newest change
 * first) and what a wine's form offers (wineries, regions, grapes).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { ShelfStatus } from "../../../contract/wine-desk";
import type { OpsWineList, OpsWineOptions } from "../../../contract/wine-desk-answers";
import type { Db } from "../../db/client";
import { areas, countries, grapes, products, wineries } from "../../db/schema";

export interface WineListQuery {
  q?: string;
  status?: ShelfStatus;
  page: number;
  pageSize: number;
}

/** LIKE's own characters typed by staff are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: WineListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(products.shelfStatus, query.status));
  const q = query.q?.normalize("NFKC").trim();
  if (q) {
    const pattern = `%${literal(q)}%`;
    const byName = or(
      ilike(products.spuName, pattern),
      ilike(products.spuNameTc, pattern),
      ilike(products.spuNameEn, pattern),
      ilike(wineries.nameCh, pattern),
      ilike(wineries.nameEn, pattern),
    )!;
    where.push(/^\d{1,9}$/.test(q) ? or(eq(products.id, Number(q)), byName)! : byName);
  }
  return where;
}

export async function listWines(db: Db, query: WineListQuery): Promise<OpsWineList> {
  const where = and(...conditions(query));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameCh: products.spuName,
        nameTc: products.spuNameTc,
        nameEn: products.spuNameEn,
        winery: wineries.nameCh,
        vintage: products.vintage,
        priceCents: products.priceCents,
        stock: products.stock,
        status: products.shelfStatus,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(wineries, eq(wineries.id, products.wineryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(wineries, eq(wineries.id, products.wineryId))
      .where(where),
  ]);
  return {
    wines: rows.map((r) => ({
      id: r.id,
      name: { ch: r.nameCh, tc: r.nameTc, en: r.nameEn },
      winery: r.winery,
      vintage: r.vintage,
      priceCents: r.priceCents,
      stock: r.stock,
      status: r.status as ShelfStatus,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Names in the member's language: Chinese, or English for an English console. */
export async function wineOptions(db: Db, lang: "ch" | "en"): Promise<OpsWineOptions> {
  const en = lang === "en";
  const [wineryRows, areaRows, grapeRows] = await Promise.all([
    db
      .select({
        id: wineries.id,
        name: en ? wineries.nameEn : wineries.nameCh,
        areaId: wineries.areaId,
      })
      .from(wineries)
      .orderBy(asc(en ? wineries.nameEn : wineries.nameCh)),
    db
      .select({
        id: areas.id,
        name: en ? areas.nameEn : areas.nameCh,
        country: en ? countries.nameEn : countries.nameCh,
      })
      .from(areas)
      .innerJoin(countries, eq(countries.code, areas.countryCode))
      .orderBy(asc(countries.sort), asc(areas.id)),
    db
      .select({ id: grapes.id, name: en ? grapes.nameEn : grapes.nameCh })
      .from(grapes)
      .orderBy(asc(grapes.id)),
  ]);
  return { wineries: wineryRows, areas: areaRows, grapes: grapeRows };
}
