/**
 * The seed's lots: each wine's stock as one lot of its vintage, with the way such a lot takes to
 * the shop: bottled at the winery, shipped from it, cleared at Shanghai's customs, received in
 * the shop's warehouse a few days before it went on the shelf.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { areas, products, wineries } from "../db/schema";
import { createLots, type NewLot, SHOP_WAREHOUSE } from "./bottles";

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (date: Date, n: number) => new Date(date.getTime() + n * DAY_MS);

const CUSTOMS = { zh: "上海洋山港海关 查验放行", en: "Shanghai Yangshan port customs, cleared" };

export async function seedLots(tx: Tx, now: Date): Promise<void> {
  const wines = await tx
    .select({
      id: products.id,
      zh: products.spuName,
      en: products.spuNameEn,
      vintage: products.vintage,
      bottledOn: products.bottlingDate,
      stock: products.stock,
      shelfTime: products.shelfTime,
      wineryZh: wineries.nameCh,
      wineryEn: wineries.nameEn,
      areaZh: areas.nameCh,
      areaEn: areas.nameEn,
    })
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(areas, eq(areas.id, wineries.areaId))
    .orderBy(products.id);
  const lots: NewLot[] = wines
    .filter((w) => w.stock > 0)
    .map((w) => {
      const bottled = bottlingDay(w.bottledOn, w.vintage, w.shelfTime);
      // A lot waits in the cellar for a few months, sails five weeks, clears customs in a week.
      let shipped = days(bottled, 45 + (w.id % 90));
      const latestReceipt = days(w.shelfTime, -2);
      const late = days(shipped, 44).getTime() - latestReceipt.getTime();
      if (late > 0)
        shipped = new Date(Math.max(shipped.getTime() - late, days(bottled, 14).getTime()));
      const imported = days(shipped, 38);
      const received = new Date(Math.min(days(imported, 6).getTime(), now.getTime()));
      const winery = { zh: `${w.wineryZh}（${w.areaZh}）`, en: `${w.wineryEn}, ${w.areaEn}` };
      return {
        productId: w.id,
        wine: { zh: w.zh, en: w.en },
        vintage: w.vintage,
        bottledOn: w.bottledOn,
        bottles: w.stock,
        commissioning: { time: bottled, where: winery },
        then: [
          { bizStep: "shipping", disposition: "in_transit", time: shipped, where: winery },
          {
            bizStep: "receiving",
            disposition: "in_progress",
            time: imported,
            where: CUSTOMS,
            details: { hsCode: "2204.21" },
          },
          {
            bizStep: "receiving",
            disposition: "sellable_accessible",
            time: received,
            where: SHOP_WAREHOUSE,
          },
        ],
      };
    });
  await createLots(tx, lots);
}

function bottlingDay(bottledOn: string | null, vintage: number | null, shelfTime: Date): Date {
  const day = bottledOn ? new Date(`${bottledOn}T09:00:00Z`) : null;
  if (day && !Number.isNaN(day.getTime())) return day;
  if (vintage) return new Date(Date.UTC(vintage + 1, 5, 15, 9));
  return days(shelfTime, -180);
}
