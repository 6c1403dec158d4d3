/**
 * Loads the seed catalogue into an empty database, in one transaction.
 * Safe to call on every start: it does nothing when products exist, and an
 * advisory lock keeps two starting processes from seeding twice.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import * as t from "../schema";
import { areas } from "./data/areas";
import { countries } from "./data/countries";
import { grapes } from "./data/grapes";
import { wineries } from "./data/wineries";
import { wines } from "./data/wines";
import type { SeedWine } from "./types";
import { seedLots } from "../../provenance/seed-lots";

const DAY_MS = 24 * 60 * 60 * 1000;

export const defaultPointRule = {
  nameCh: "醇境积分",
  nameTc: "醇境積分",
  nameEn: "Vintry Points",
  pointsPerYuan: 100,
  maxOffsetPercent: 50,
};

const POINTS_WINES = 3;

export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7270002)`);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(t.products)) as {
      n: number;
    }[];
    if (n > 0) return false;

    await tx.insert(t.countries).values(
      countries.map((c) => ({
        code: c.code,
        nameCh: c.name.ch,
        nameTc: c.name.tc,
        nameEn: c.name.en,
        sort: c.sort,
      })),
    );
    const areaRows = await tx
      .insert(t.areas)
      .values(
        areas.map((a) => ({
          key: a.key,
          countryCode: a.country,
          nameCh: a.name.ch,
          nameTc: a.name.tc,
          nameEn: a.name.en,
        })),
      )
      .returning({ id: t.areas.id, key: t.areas.key });
    const areaId = idsByKey(areaRows);
    const grapeRows = await tx
      .insert(t.grapes)
      .values(
        grapes.map((g) => ({
          key: g.key,
          color: g.color,
          nameCh: g.name.ch,
          nameTc: g.name.tc,
          nameEn: g.name.en,
        })),
      )
      .returning({ id: t.grapes.id, key: t.grapes.key });
    const grapeId = idsByKey(grapeRows);
    const wineryRows = await tx
      .insert(t.wineries)
      .values(
        wineries.map((w) => ({
          key: w.key,
          countryCode: w.country,
          areaId: need(areaId, w.area),
          nameCh: w.name.ch,
          nameTc: w.name.tc,
          nameEn: w.name.en,
          founded: w.founded,
          hectares: w.hectares,
          description: w.description,
        })),
      )
      .returning({ id: t.wineries.id, key: t.wineries.key });
    const wineryId = idsByKey(wineryRows);
    const countryOfWinery = new Map(wineries.map((w) => [w.key, w.country]));

    const productRows = await tx
      .insert(t.products)
      .values(
        wines.map((w) =>
          productRow(
            w,
            need(wineryId, w.winery),
            need(areaId, w.area),
            countryOfWinery.get(w.winery)!,
            now,
          ),
        ),
      )
      .returning({ id: t.products.id, key: t.products.key });
    const productId = idsByKey(productRows);
    await tx.insert(t.productGrapes).values(
      wines.flatMap((w) =>
        w.grapes.map((g, position) => ({
          productId: need(productId, w.key),
          grapeId: need(grapeId, g),
          position,
        })),
      ),
    );
    await tx.insert(t.bonusPointRules).values(defaultPointRule);
    // A new shop has a few wines for points, at the fixed rate: the three of the lowest price.
    await tx.execute(sql`update ${t.products} set points_by_rate = true where id in
      (select id from ${t.products} order by price_cents, id limit ${POINTS_WINES})`);
    await seedLots(tx, now);
    return true;
  });
}

function productRow(w: SeedWine, wineryId: number, areaId: number, countryCode: string, now: Date) {
  return {
    key: w.key,
    wineryId,
    countryCode,
    areaId,
    spuName: w.name.ch,
    spuNameTc: w.name.tc,
    spuNameEn: w.name.en,
    style: w.style,
    vintage: w.vintage,
    sweetness: w.sweetness,
    corkType: w.cork,
    alcoholTenths: Math.round(w.alcohol * 10),
    annualProduction: w.annualProduction,
    capacityMl: w.capacityMl,
    weightG: w.weightG,
    harvestDate: w.harvestDate,
    agingStart: w.agingStart,
    agingMonths: w.agingMonths,
    bottlingDate: w.bottlingDate,
    attributes: {
      appellation: w.appellation,
      brand: w.brand,
      grade: w.grade,
      awards: w.awards,
      fermentation: w.fermentation,
      winemaker: w.winemaker,
      barrel: w.barrel,
      harvestMethod: w.harvestMethod,
      storage: w.storage,
      decanting: w.decanting,
      foodPairing: w.foodPairing,
    },
    description: w.description,
    priceCents: w.priceCents,
    marketPriceCents: w.marketPriceCents,
    discount: w.discount,
    promotion: w.promotion,
    score: w.score,
    ratingTenths: Math.round(w.ratingAvg * 10),
    ratingCount: w.ratingCount,
    stock: w.stock,
    sales: w.sales,
    featured: w.featured,
    shelfTime: new Date(now.getTime() - w.shelfDaysAgo * DAY_MS),
  };
}

function idsByKey(rows: { id: number; key: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown key ${key}`);
  return id;
}
