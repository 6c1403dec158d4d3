/**
 * The points programme's ledger: earning on completion (once, under the rule then active), taking
 * it back when a completed order is returned (a shortfall when the points were spent, settled by
 * the next earning), the auto-complete job, the points log's paging and privacy, and the triggers
 * that keep the ledger append-only and chained.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PointsLog } from "../../contract/points";
import { readOrderSettings } from "../../shopping/config";
import { orders, pointsLedger, pointsShortfalls, users } from "../../shopping/db/schema";
import { sweepUnreviewedOrders } from "../../shopping/orders/completion";
import { activePointRule, changePointRule } from "../../shopping/points/rules";
import { api, registerUser } from "../helpers/accounts";
import { buyer, grantPoints, ledgerOf, orderRow, TEST_ENV } from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";
import { receivedOrder as receivedFlow, returnOrder as returnFlow } from "../helpers/received";

const LOG = "/bonuspoint/bonus-point-log/findPointsLog";
const EVALUATE = "/order/comment/saveComments";
const DAY = 24 * 3600_000;

type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("points on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, {
      env: TEST_ENV,
      orders: { ...readOrderSettings(TEST_ENV), autoCompleteSeconds: 3600 },
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const receivedOrder = (b: Buyer, quantity = 1, usePoints = false) =>
    receivedFlow(svc, b, quantity, usePoints);

  const userByPhone = async (phone: string) =>
    (await db().select().from(users).where(eq(users.phone, phone)))[0];

  const review = (b: Buyer, orderId: number, goodsId: number) =>
    api(svc, EVALUATE, {
      token: b.token,
      body: { orderId, comments: [{ goodsId, rating: 5, content: "果香浓郁" }] },
    });

  const log = (b: Buyer, query = "", lang?: string) =>
    api<PointsLog>(svc, `${LOG}${query}`, { token: b.token, lang });

  const returnOrder = (b: Buyer, order: { id: number; orderNo: string; totalCents: number }) =>
    returnFlow(svc, b, order);

  it("earns on the money paid when the buyer reviews, once, under the active rule", async () => {
    const b = await buyer(svc);
    const rule = await activePointRule(db());
    const { goodsId, order } = await receivedOrder(b, 2);
    // 2 x 100 yuan + 12 freight = 212 yuan at 1 point per yuan.
    expect(order.totalCents).toBe(21_200);
    expect((await review(b, order.id, goodsId)).code).toBe(0);
    expect(await ledgerOf(db(), b.user.id)).toEqual([
      expect.objectContaining({
        before: 0,
        change: 212,
        after: 212,
        reason: "order_earn",
        orderId: order.id,
        ruleId: rule.id,
      }),
    ]);
    // The review cannot come twice; the job finds nothing left to complete.
    expect((await review(b, order.id, goodsId)).code).toBe(409);
    await sweepUnreviewedOrders(svc.buying, new Date(Date.now() + DAY));
    expect(await ledgerOf(db(), b.user.id)).toHaveLength(1);

    const page = await log(b);
    expect(page.code).toBe(200);
    expect(page.data.balance).toBe(212);
    expect(page.data.list[0]).toMatchObject({
      change: 212,
      reason: "order_earn",
      orderNo: order.orderNo,
      counterpartPhone: null,
    });
  });

  it("welcomes a new account with the rule's grant, when the rule has one", async () => {
    const before = await activePointRule(db());
    const plain = await registerUser(svc);
    const granted = await changePointRule(db(), { welcomeGrant: 300 }, "tester");
    try {
      const welcomed = await registerUser(svc);
      expect(welcomed.user.points).toBe(300);
      const [row] = await db()
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, (await userByPhone(welcomed.phone)).id));
      expect(row).toMatchObject({ change: 300, reason: "welcome", ruleId: granted.id });
      expect(plain.user.points).toBe(0);
      const page = await api<PointsLog>(svc, LOG, { token: welcomed.token, lang: "en" });
      expect(page.data.list.map((r) => r.reason)).toEqual(["welcome"]);
      expect(page.data.rule.name).toBe("Vintry Points");
    } finally {
      await changePointRule(db(), { welcomeGrant: before.welcomeGrant }, "tester");
    }
  });

  it("earns nothing on the part paid with points", async () => {
    const b = await buyer(svc);
    await grantPoints(db(), b.user.id, 5_000);
    const { goodsId, order } = await receivedOrder(b, 1, true);
    // 100 yuan: up to half may be points (50 yuan = 5 000 points); 50 + 12 freight paid in money.
    expect(order).toMatchObject({ pointsUsed: 5_000, totalCents: 6_200 });
    await review(b, order.id, goodsId);
    const rows = await ledgerOf(db(), b.user.id);
    expect(rows.map((r) => [r.reason, r.change])).toEqual([
      ["operator_grant", 5_000],
      ["order_offset", -5_000],
      ["order_earn", 62],
    ]);
  });

  it("applies a rule change to what completes after it, and names the rule on each row", async () => {
    const b = await buyer(svc);
    const first = await receivedOrder(b);
    const second = await receivedOrder(b);
    const before = await activePointRule(db());
    await review(b, first.order.id, first.goodsId);
    const doubled = await changePointRule(db(), { earnPerYuan: 2 }, "tester");
    try {
      await review(b, second.order.id, second.goodsId);
      const rows = await ledgerOf(db(), b.user.id);
      expect(rows.map((r) => [r.change, r.ruleId])).toEqual([
        [112, before.id],
        [224, doubled.id],
      ]);
      expect(doubled).toMatchObject({ active: true, createdBy: "tester", earnPerYuan: 2 });
      expect((await activePointRule(db())).id).toBe(doubled.id);
    } finally {
      await changePointRule(db(), { earnPerYuan: before.earnPerYuan }, "tester");
    }
  });

  it("completes a received order nobody reviewed, and earns then; two jobs at once earn once", async () => {
    const b = await buyer(svc);
    const { order } = await receivedOrder(b);
    await db()
      .update(orders)
      .set({ receivedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(orders.id, order.id));
    await Promise.all([sweepUnreviewedOrders(svc.buying), sweepUnreviewedOrders(svc.buying)]);
    expect((await orderRow(db(), order.id)).status).toBe("completed");
    const rows = await ledgerOf(db(), b.user.id);
    expect(rows.map((r) => [r.reason, r.change])).toEqual([["order_earn", 112]]);
  });

  it("takes back what a returned order earned, in the settlement", async () => {
    const b = await buyer(svc);
    await grantPoints(db(), b.user.id, 1_000);
    const { goodsId, order } = await receivedOrder(b);
    await review(b, order.id, goodsId);
    await returnOrder(b, order);
    const rows = await ledgerOf(db(), b.user.id);
    expect(rows.map((r) => [r.reason, r.change, r.after])).toEqual([
      ["operator_grant", 1_000, 1_000],
      ["order_earn", 112, 1_112],
      ["earn_reversal", -112, 1_000],
    ]);
    expect(
      await db().select().from(pointsShortfalls).where(eq(pointsShortfalls.userId, b.user.id)),
    ).toEqual([]);
  });

  it("records what was spent already as a shortfall, which the next earning settles", async () => {
    const b = await buyer(svc);
    const first = await receivedOrder(b, 2);
    await review(b, first.order.id, first.goodsId);
    // Spend 200 of the 212 earned, as a gift or an order would.
    await db().transaction(async (tx) => {
      const { lockPoints, postPoints } = await import("../../shopping/points/ledger");
      await lockPoints(tx, b.user.id);
      await postPoints(tx, b.user.id, -200, { reason: "operator_deduct", operator: "tester" });
    });
    await returnOrder(b, first.order);
    const [shortfall] = await db()
      .select()
      .from(pointsShortfalls)
      .where(eq(pointsShortfalls.userId, b.user.id));
    expect(shortfall).toMatchObject({ orderId: first.order.id, points: 200, remaining: 200 });
    expect((await log(b)).data.balance).toBe(0);

    // The next order earns 112; 112 of the 200 owed are settled at once.
    const second = await receivedOrder(b);
    await review(b, second.order.id, second.goodsId);
    const rows = await ledgerOf(db(), b.user.id);
    expect(rows.slice(-2).map((r) => [r.reason, r.change, r.after, r.orderId])).toEqual([
      ["order_earn", 112, 112, second.order.id],
      ["shortfall_settled", -112, 0, first.order.id],
    ]);
    const [after] = await db()
      .select()
      .from(pointsShortfalls)
      .where(eq(pointsShortfalls.id, shortfall.id));
    expect(after.remaining).toBe(88);
  });

  it("pages the log newest first, and shows nobody another user's rows", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    for (let i = 1; i <= 5; i++) await grantPoints(db(), b.user.id, i);
    await grantPoints(db(), other.user.id, 999);
    const first = await log(b, "?limit=2");
    expect(first.data.list.map((r) => r.change)).toEqual([5, 4]);
    expect(first.data.balance).toBe(15);
    const second = await log(b, `?limit=2&cursor=${first.data.nextCursor}`);
    expect(second.data.list.map((r) => r.change)).toEqual([3, 2]);
    const third = await log(b, `?limit=2&cursor=${second.data.nextCursor}`);
    expect(third.data.list.map((r) => r.change)).toEqual([1]);
    expect(third.data.nextCursor).toBeNull();
    expect(third.data.balance).toBe(15);
    // Another user's cursor only pages the caller's own rows.
    const [theirs] = await ledgerOf(db(), other.user.id);
    const probe = await log(b, `?cursor=${theirs.id + 1}`);
    expect(probe.data.list.every((r) => r.change !== 999)).toBe(true);
    expect((await log(other)).data.list.map((r) => r.change)).toEqual([999]);

    for (const bad of [
      "?cursor=abc",
      "?cursor=-1",
      "?limit=0",
      "?limit=101",
      "?cursor=99999999999",
    ])
      expect((await log(b, bad)).code, bad).toBe(422);
    expect((await api(svc, LOG)).code).toBe(401);
  });

  it("refuses a row out of the chain, and any change or removal of a row", async () => {
    const b = await buyer(svc);
    await grantPoints(db(), b.user.id, 50);
    const insert = db().insert(pointsLedger).values({
      userId: b.user.id,
      before: 0,
      change: 10,
      after: 10,
      reason: "operator_grant",
    });
    await expect(insert).rejects.toThrow();
    await expect(
      db().execute(
        sql`update points_ledger set change = 60, after = 60 where user_id = ${b.user.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from points_ledger where user_id = ${b.user.id}`),
    ).rejects.toThrow();
    expect((await ledgerOf(db(), b.user.id)).map((r) => r.after)).toEqual([50]);
  });
});
