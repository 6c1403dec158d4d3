/**
 * The owner's dashboard (issue 32, decision 046) on both databases: orders paid a minute after and
 * a minute before China's midnight fall on their own China days; the ranges count what they hold;
 * the series has every bucket; the best sellers, the wines running low and the orders waiting to
 * ship are counted as their desks count them; finance may read it, the warehouse may not.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../../shopping/db/schema";
import { dashboard, rangeStart } from "../../shopping/reports/dashboard";
import { buyer, payInSandbox, placeOrder, TEST_ENV, wine } from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY, SHOPPING_CHECK_ANSWERS: "1" } as NodeJS.ProcessEnv;
const HOUR = 3_600_000;

describe.each(backends())("the owner's dashboard on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { session: string };
  const ids: number[] = [];
  let totals: number[] = [];
  let goodsId: number;
  /** Noon of today in China: the moment the test reads the dashboard at. */
  const noon = rangeStart("today").from.getTime() + 12 * HOUR;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    goodsId = await wine(db(), { priceCents: 12_800, stock: 40 });
    const { token, addressId } = await buyer(svc);
    for (const quantity of [1, 2, 3]) {
      const order = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity },
        addressId,
      );
      await payInSandbox(svc, token, order.id);
      ids.push(order.id);
    }
    const midnight = rangeStart("today", noon).from.getTime();
    // Paid a minute into today, a minute before today, and ten days ago (China days).
    const paidAt = [midnight + 60_000, midnight - 60_000, midnight - 10 * 24 * HOUR];
    for (const [i, id] of ids.entries())
      await db()
        .update(orders)
        .set({ paidAt: new Date(paidAt[i]) })
        .where(eq(orders.id, id));
    const rows = await db().select().from(orders).where(inArray(orders.id, ids));
    totals = ids.map((id) => rows.find((row) => row.id === id)!.totalCents);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("puts an order on its China day and counts each range", async () => {
    const today = await dashboard(db(), "today", "ch", noon);
    expect(today.figures).toMatchObject({ orders: 1, moneyInCents: totals[0] });
    expect(today.series).toHaveLength(13);
    expect(today.series[0]).toMatchObject({ orders: 1, moneyInCents: totals[0] });
    expect(today.series.slice(1).every((hour) => hour.orders === 0)).toBe(true);

    const week = await dashboard(db(), "7d", "ch", noon);
    expect(week.figures).toMatchObject({
      orders: 2,
      moneyInCents: totals[0] + totals[1],
      averageOrderCents: Math.round((totals[0] + totals[1]) / 2),
    });
    expect(week.series).toHaveLength(7);
    expect(week.series.map((day) => day.orders)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    // A China day begins at 16:00 UTC the day before.
    expect(week.series[6].at).toBe(new Date(rangeStart("today", noon).from).toISOString());
    expect(new Date(week.series[6].at).getUTCHours()).toBe(16);

    const month = await dashboard(db(), "30d", "ch", noon);
    expect(month.figures.orders).toBe(3);
    expect(month.topWines[0]).toMatchObject({ goodsId, bottles: 6, moneyCents: 12_800 * 6 });
    expect(month.queues.ordersToShip).toBe(3);
  });

  it("counts the wines at or under their threshold, the lowest first", async () => {
    const before = await dashboard(db(), "today", "en", noon);
    await db()
      .update(products)
      .set({ stock: 6, lowStockThreshold: 6 })
      .where(eq(products.id, goodsId));
    const after = await dashboard(db(), "today", "en", noon);
    expect(after.lowStock.count).toBe(before.lowStock.count + 1);
    const stocks = after.lowStock.wines.map((w) => w.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(after.lowStock.wines.every((w) => w.stock <= w.threshold)).toBe(true);
  });

  it("reports sales by wine and by China day, paged, with the span's totals", async () => {
    const china = (at: number) => new Date(at + 8 * HOUR).toISOString().slice(0, 10);
    const midnight = rangeStart("today", noon).from.getTime();
    const today = china(midnight);
    const yesterday = china(midnight - 60_000);
    const report = (query: string) => staffCall(svc, owner.session, `/ops/reports/sales?${query}`);
    const byDay = await report(`from=${yesterday}&to=${today}&by=day`);
    expect(byDay.code, byDay.message).toBe(200);
    expect(byDay.data.rows).toEqual([
      { label: yesterday, goodsId: null, orders: 1, bottles: 2, moneyCents: 25_600 },
      { label: today, goodsId: null, orders: 1, bottles: 1, moneyCents: 12_800 },
    ]);
    expect(byDay.data.totals).toEqual({ orders: 2, bottles: 3, moneyCents: 38_400 });
    const byWine = await report(`from=${china(midnight - 20 * 24 * HOUR)}&to=${today}&by=wine`);
    expect(byWine.data.rows[0]).toMatchObject({ goodsId, orders: 3, bottles: 6 });
    expect(byWine.data.total).toBe(1);
    const paged = await report(`from=${yesterday}&to=${today}&by=day&pageSize=1&page=2`);
    expect(paged.data.rows.map((row: { label: string }) => row.label)).toEqual([today]);
    expect(paged.data.total).toBe(2);
    for (const [query, field, key] of [
      [`from=${today}&to=${yesterday}`, "to", "reportSpan.order"],
      [`from=2024-01-01&to=2025-06-01`, "to", "reportSpan.tooLong"],
      [`from=2026-02-30&to=2026-03-01`, "from", "reportDay.invalid"],
    ]) {
      const refused = await report(query);
      expect(refused.code, query).toBe(422);
      expect(refused.data.fieldErrors[field]).toEqual([key]);
    }
  });

  it("values the stock at the wines' prices, the dearest first", async () => {
    const value = await staffCall(svc, owner.session, "/ops/reports/stockValue?pageSize=500");
    expect(value.code, value.message).toBe(200);
    const [row] = await db().select().from(products).where(eq(products.id, goodsId));
    expect(value.data.rows.find((r: { goodsId: number }) => r.goodsId === goodsId)).toMatchObject({
      stock: row.stock,
      priceCents: 12_800,
      valueCents: row.stock * 12_800,
    });
    const values = value.data.rows.map((r: { valueCents: number }) => r.valueCents);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    const sum = value.data.rows.reduce(
      (n: number, r: { valueCents: number }) => n + r.valueCents,
      0,
    );
    // Every wine held is on this one page: the totals are its rows' sum.
    expect(value.data.rows).toHaveLength(value.data.total);
    expect(value.data.totals.valueCents).toBe(sum);
  });

  it("answers finance and refuses the warehouse", async () => {
    const finance = await member(svc, owner.session, "finance", "财务-周");
    const warehouse = await member(svc, owner.session, "warehouse", "仓库-吴");
    const read = await staffCall(svc, finance.session, "/ops/reports/dashboard?range=30d");
    expect(read.code, read.message).toBe(200);
    expect(read.data.range).toBe("30d");
    const refused = await staffCall(svc, warehouse.session, "/ops/reports/dashboard");
    expect(refused.code).toBe(403);
    expect(refused.data).toMatchObject({ permission: "reports.read" });
    const bad = await staffCall(svc, finance.session, "/ops/reports/dashboard?range=year");
    expect(bad.code).toBe(422);
  });
});
