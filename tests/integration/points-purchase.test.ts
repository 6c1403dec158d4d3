/**
 * Buying a wine with points (spec §2's points purchase): the operator sets a wine's points price
 * (its own, or the fixed rate), the preview says what it costs in points, and the order is placed
 * and paid in one transaction, with no payment step; it may be cancelled before shipping, and the
 * points and bottles come back. Refusals change nothing; concurrent purchases never overdraw.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutPreview, OrderView } from "../../contract/buying";
import type { GoodsPage } from "../../contract/catalog";
import { queryRows } from "../../shopping/db/rows";
import { orders } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import {
  buyer,
  createOrder,
  eventsOf,
  grantPoints,
  idempotencyKey,
  ledgerOf,
  orderRow,
  PATHS,
  product,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;
type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("points purchase on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const setPrice = (goodsId: number, price: number | "rate" | "off") =>
    ops(svc.base, "/ops/points/price", { body: { goodsId, price } });
  const previewPoints = (b: Buyer, goodsId: number, quantity = 1) =>
    api<CheckoutPreview>(svc, PATHS.preview, {
      token: b.token,
      body: { source: "points", goodsId, quantity },
    });
  const buyWithPoints = (b: Buyer, goodsId: number, expectedPoints: number, quantity = 1) =>
    createOrder(
      svc,
      b.token,
      { source: "points", goodsId, quantity } as never,
      { addressId: b.addressId, expectedTotalCents: 0, expectedPoints } as never,
    );
  const stateOf = async (b: Buyer, goodsId: number) => ({
    ledger: await ledgerOf(db(), b.user.id),
    stock: (await product(db(), goodsId)).stock,
    orders: (await db().select().from(orders).where(eq(orders.userId, b.user.id))).length,
  });

  it("prices a wine in points as the operator sets it, on the wine's page too", async () => {
    const goodsId = await wine(db(), { priceCents: 12_345, stock: 10 });
    const detail = () => api(svc, `/goods/goods/findGoodsDetail?id=${goodsId}`);
    expect((await detail()).data.pointsPrice).toBeNull();
    const byRate = await setPrice(goodsId, "rate");
    expect(byRate.code, byRate.message).toBe(0);
    // 123.45 yuan at 100 points a yuan.
    expect(byRate.data).toMatchObject({ goodsId, pointsByRate: true, pointsPrice: 12_345 });
    expect((await detail()).data.pointsPrice).toBe(12_345);
    expect((await setPrice(goodsId, 800)).data).toMatchObject({
      pointsByRate: false,
      pointsPrice: 800,
    });
    expect((await detail()).data.pointsPrice).toBe(800);
    expect((await setPrice(goodsId, "off")).data.pointsPrice).toBeNull();
    for (const price of [0, -1, 1.5, "free", null])
      expect((await setPrice(goodsId, price as never)).code, String(price)).toBe(422);
    expect((await setPrice(999_999, 5)).code).toBe(404);
  });

  it("the wine list filters the wines points can buy, each with its price in points", async () => {
    const byRate = await wine(db(), { priceCents: 20_000, stock: 10 });
    const priced = await wine(db(), { priceCents: 30_000, stock: 10 });
    expect((await setPrice(byRate, "rate")).code).toBe(0);
    expect((await setPrice(priced, 900)).code).toBe(0);
    const list = await api<GoodsPage>(svc, "/goods/goods/findGoodsList?forPoints=1&pageSize=100");
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products
          where on_shelf and (points_price is not null or points_by_rate)`,
    );
    expect(list.data.total).toBe(n);
    for (const goods of list.data.list) expect(goods.pointsPrice).toBeGreaterThan(0);
    const byId = new Map(list.data.list.map((g) => [g.id, g.pointsPrice]));
    expect(byId.get(byRate)).toBe(20_000);
    expect(byId.get(priced)).toBe(900);
    // A wine not for points is on the unfiltered list without a points price.
    const all = await api<GoodsPage>(svc, "/goods/goods/findGoodsList?pageSize=5&sort=priceDesc");
    expect(all.data.list.some((g) => g.pointsPrice === null)).toBe(true);
    expect((await setPrice(priced, "off")).code).toBe(0);
    const after = await api<GoodsPage>(svc, "/goods/goods/findGoodsList?forPoints=1&pageSize=100");
    expect(after.data.list.map((g) => g.id)).not.toContain(priced);
  });

  it("buys with points alone, paid at once; cancelled before shipping, it gives all back", async () => {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    await setPrice(goodsId, 5_000);
    await grantPoints(db(), b.user.id, 20_000);

    const seen = await previewPoints(b, goodsId, 2);
    expect(seen.code, seen.message).toBe(200);
    // 2 x 5 000 points, and the 12-yuan freight (under 299 yuan of goods) at 100 points a yuan.
    expect(seen.data.amounts).toMatchObject({
      goodsCents: 20_000,
      freightCents: 1_200,
      pointsUsed: 11_200,
      pointsCents: 21_200,
      totalCents: 0,
    });
    expect(seen.data.problems).toEqual([]);

    const placed = await buyWithPoints(b, goodsId, 11_200, 2);
    expect(placed.code, placed.message).toBe(200);
    const row = await orderRow(db(), placed.data.id);
    expect(row).toMatchObject({
      status: "pending_delivery",
      payMethod: "points",
      totalCents: 0,
      pointsUsed: 11_200,
    });
    expect(row.paidAt).not.toBeNull();
    expect((await eventsOf(db(), row.id)).map((e) => [e.action, e.toStatus, e.actor])).toEqual([
      ["submit", "pending_payment", "buyer"],
      ["pay", "pending_delivery", "points"],
    ]);
    expect((await ledgerOf(db(), b.user.id)).map((r) => [r.reason, r.change, r.after])).toEqual([
      ["operator_grant", 20_000, 20_000],
      ["order_offset", -11_200, 8_800],
    ]);
    expect((await product(db(), goodsId)).stock).toBe(8);

    // The order page says how it was paid and offers a cancel, not a refund.
    const view = await api<OrderView>(svc, `${PATHS.find}?id=${row.id}`, { token: b.token });
    expect(view.data).toMatchObject({ payMethod: "points", actions: ["cancel"] });
    const list = await api(svc, "/order/order/findOrders?tab=pending_delivery", { token: b.token });
    expect(list.data.list[0]).toMatchObject({ id: row.id, actions: ["cancel"] });

    const cancelled = await api<OrderView>(svc, PATHS.cancel, {
      token: b.token,
      body: { id: row.id },
    });
    expect(cancelled.code, cancelled.message).toBe(0);
    expect(cancelled.data).toMatchObject({ status: "cancelled", actions: [] });
    expect((await ledgerOf(db(), b.user.id)).at(-1)).toMatchObject({
      reason: "order_refund",
      change: 11_200,
      after: 20_000,
    });
    expect((await product(db(), goodsId)).stock).toBe(10);
    // Once: a second cancel is refused and gives nothing back twice.
    expect((await api(svc, PATHS.cancel, { token: b.token, body: { id: row.id } })).code).toBe(409);
    expect((await ledgerOf(db(), b.user.id)).at(-1)?.after).toBe(20_000);
  });

  it("refuses a wine not for points, too few points and a changed price, and changes nothing", async () => {
    const b = await buyer(svc);
    const plain = await wine(db(), { priceCents: 10_000, stock: 10 });
    const pointsWine = await wine(db(), { priceCents: 10_000, stock: 10 });
    await setPrice(pointsWine, 3_000);
    await grantPoints(db(), b.user.id, 4_000);

    expect((await previewPoints(b, plain)).data.problems).toEqual([
      { goodsId: plain, reason: "notForPoints" },
    ]);
    const before = await stateOf(b, plain);
    const notForPoints = await buyWithPoints(b, plain, 1_200);
    expect([notForPoints.code, notForPoints.message]).toEqual([409, "该商品不支持积分兑换"]);
    expect(await stateOf(b, plain)).toEqual(before);

    // 2 x 3 000 + 1 200 = 7 200 points: more than the 4 000 held.
    const held = await stateOf(b, pointsWine);
    expect((await previewPoints(b, pointsWine, 2)).data.problems).toEqual([
      { goodsId: null, reason: "pointsShort" },
    ]);
    const short = await buyWithPoints(b, pointsWine, 7_200, 2);
    expect([short.code, short.message]).toEqual([409, "积分余额不足"]);
    const changed = await buyWithPoints(b, pointsWine, 4_000, 1);
    expect(changed.code).toBe(409);
    expect(changed.message).toBe("订单金额已变化，请确认后重新提交");
    expect(await stateOf(b, pointsWine)).toEqual(held);
    expect((await ledgerOf(db(), b.user.id)).map((r) => r.change)).toEqual([4_000]);
  });

  it("one purchase confirmed 10 times at once (one checkout's key) is placed once and paid once", async () => {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 40_000, stock: 100 });
    await setPrice(goodsId, 1_000);
    await grantPoints(db(), b.user.id, 5_000);
    const key = idempotencyKey();
    const once = () =>
      createOrder(
        svc,
        b.token,
        { source: "points", goodsId, quantity: 1 } as never,
        {
          addressId: b.addressId,
          expectedTotalCents: 0,
          expectedPoints: 1_000,
          idempotencyKey: key,
        } as never,
      );
    const answers = await Promise.all(Array.from({ length: 10 }, once));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(200));
    const placed = await db().select().from(orders).where(eq(orders.userId, b.user.id));
    expect(placed).toHaveLength(1);
    expect(answers.every((a) => a.data.id === placed[0].id)).toBe(true);
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
    expect((await ledgerOf(db(), b.user.id)).map((r) => r.change)).toEqual([5_000, -1_000]);
    expect((await product(db(), goodsId)).stock).toBe(99);
    // Replayed later: the same order, nothing taken again.
    expect((await once()).data).toMatchObject({ id: placed[0].id, repeated: true });
    expect((await ledgerOf(db(), b.user.id)).at(-1)?.after).toBe(4_000);
  });

  it("never overdraws: 5 purchases at once from points for 2 place exactly 2", async () => {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 40_000, stock: 100 });
    await setPrice(goodsId, 1_000);
    // Over 299 yuan of goods: no freight; 1 000 points a bottle.
    await grantPoints(db(), b.user.id, 2_500);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyWithPoints(b, goodsId, 1_000)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 409)).toBe(true);
    expect((await ledgerOf(db(), b.user.id)).at(-1)?.after).toBe(500);
    expect((await product(db(), goodsId)).stock).toBe(98);
  });
});
