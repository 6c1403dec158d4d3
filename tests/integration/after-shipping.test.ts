/**
 * After shipping, the buyer's side: confirm receipt (once, also when asked
 * twice at once), the auto-confirm job (each order once, also with two sweeps
 * at once: two database handles on PostgreSQL), evaluating (every wine of the
 * order, the rules of spec §5, the wines' running average), a wine's reviews
 * (newest first, paged, masked), and the order's logistics.
 *
 * Every action is tried from every status: the allowed one succeeds once, the
 * others are refused and change nothing.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LogisticsView, ReviewPage } from "../../contract/after-shipping";
import { ORDER_STATUSES, type OrderStatus, type OrderView } from "../../contract/buying";
import { readOrderSettings } from "../../shopping/config";
import { openDatabase, type Database } from "../../shopping/db/client";
import { afterSales, orderEvents, orders, products, reviews } from "../../shopping/db/schema";
import { sweepUnconfirmedOrders } from "../../shopping/orders/receipt";
import { createBuying } from "../../shopping/payments/context";
import { localLogistics } from "../../shopping/providers/logistics/provider";
import { api } from "../helpers/accounts";
import {
  addToCart,
  buyer,
  eventsOf,
  orderRow,
  placeOrder,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const PATHS = {
  confirm: "/order/order/confirmReceipt",
  evaluate: "/order/comment/saveComments",
  logistics: "/order/order/findLogistics",
  comments: "/goods/comment/findComments",
};
const HOUR = 3600_000;

type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("after shipping on %s", (backend) => {
  let svc: RunningService;
  let wineA: number;
  let wineB: number;
  let alice: Buyer;
  let bob: Buyer;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, {
      env: TEST_ENV,
      orders: { ...readOrderSettings(TEST_ENV), autoConfirmSeconds: 3600 },
    });
    wineA = await wine(db(), { priceCents: 10_000, stock: 10_000 });
    wineB = await wine(db(), { priceCents: 20_000, stock: 10_000 });
    alice = await buyer(svc);
    bob = await buyer(svc);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /**
   * A new order of `who` (one bottle of each wine), put straight into `status`; shipped ones have a
   * carrier and number.
   */
  async function orderIn(
    status: OrderStatus,
    who: Buyer = alice,
    wines: number[] = [wineA],
    shippedAt = new Date(),
  ): Promise<number> {
    let placed;
    if (wines.length === 1) {
      placed = await placeOrder(
        svc,
        who.token,
        { source: "buyNow", goodsId: wines[0], quantity: 1 },
        who.addressId,
      );
    } else {
      for (const w of wines) await addToCart(svc, who.token, w, 1);
      placed = await placeOrder(svc, who.token, { source: "cart" }, who.addressId);
    }
    const shipped = ![
      "pending_payment",
      "pending_delivery",
      "cancelled",
      "closed",
      "refunding",
      "refunded",
    ].includes(status);
    await db()
      .update(orders)
      .set({
        status,
        paidAt: status === "pending_payment" ? null : new Date(),
        ...(shipped
          ? { shippedAt, logisticsCompany: "SF", logisticsNo: `SF${placed.id}00001` }
          : {}),
      })
      .where(eq(orders.id, placed.id));
    return placed.id;
  }

  /** what a refused action must leave as it was */
  async function stateOf(orderId: number) {
    const row = await orderRow(db(), orderId);
    const [n] = await db().select({ n: count() }).from(reviews).where(eq(reviews.orderId, orderId));
    const wines = await db()
      .select({ id: products.id, tenths: products.ratingTenths, count: products.ratingCount })
      .from(products)
      .where(inArray(products.id, [wineA, wineB]));
    return {
      status: row.status,
      receivedAt: row.receivedAt,
      updatedAt: row.updatedAt,
      events: (await eventsOf(db(), orderId)).length,
      reviews: n.n,
      wines,
    };
  }

  const confirm = (who: Buyer, id: number, lang?: string) =>
    api<OrderView>(svc, PATHS.confirm, { token: who.token, lang, body: { id } });
  const evaluate = (who: Buyer, body: unknown, lang?: string) =>
    api<OrderView>(svc, PATHS.evaluate, { token: who.token, lang, body });
  const fiveStars = (orderId: number, wines = [wineA]) => ({
    orderId,
    comments: wines.map((goodsId) => ({ goodsId, rating: 5, content: "果香浓郁，单宁柔顺" })),
  });

  describe("confirm receipt", () => {
    it.each(ORDER_STATUSES.map((s) => [s]))(
      "from %s: allowed only from pending_receipt, once",
      async (status) => {
        const id = await orderIn(status);
        const before = await stateOf(id);
        const answer = await confirm(alice, id);
        if (status === "pending_receipt") {
          expect(answer.code, answer.message).toBe(0);
          expect(answer.message).toBe("已确认收货");
          expect(answer.data.status).toBe("pending_comment");
          expect(answer.data.actions).toContain("evaluate");
          expect(answer.data.receivedAt).not.toBeNull();
          const row = await orderRow(db(), id);
          expect(row.status).toBe("pending_comment");
          expect(row.receivedAt).not.toBeNull();
          const receives = (await eventsOf(db(), id)).filter((e) => e.action === "receive");
          expect(receives).toHaveLength(1);
          expect(receives[0]).toMatchObject({
            fromStatus: "pending_receipt",
            toStatus: "pending_comment",
            actor: "buyer",
          });
          const again = await confirm(alice, id, "en");
          expect(again.code).toBe(409);
          expect(again.message).toBe("the receipt of this order is already confirmed");
          expect((await eventsOf(db(), id)).filter((e) => e.action === "receive")).toHaveLength(1);
        } else {
          expect(answer.code).toBe(409);
          expect(answer.http).toBe(200);
          expect(await stateOf(id)).toEqual(before);
        }
      },
    );

    it("asked twice at once, confirms once: the other answer is a clear 409", async () => {
      const id = await orderIn("pending_receipt");
      const answers = await Promise.all([confirm(alice, id), confirm(alice, id)]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
      expect(answers.find((a) => a.code === 409)!.message).toBe("该订单已确认收货，无需重复操作");
      expect((await eventsOf(db(), id)).filter((e) => e.action === "receive")).toHaveLength(1);
      expect((await orderRow(db(), id)).status).toBe("pending_comment");
    });

    it("refuses another buyer's order as unknown (404) and changes nothing", async () => {
      const id = await orderIn("pending_receipt");
      const before = await stateOf(id);
      const answer = await confirm(bob, id);
      expect(answer.code).toBe(404);
      expect(await stateOf(id)).toEqual(before);
    });

    it("refuses a bad id and a missing login", async () => {
      expect((await confirm(alice, "x" as unknown as number)).code).toBe(422);
      expect((await api(svc, PATHS.confirm, { body: { id: 1 } })).code).toBe(401);
    });
  });

  describe("the auto-confirm job", () => {
    it("confirms orders shipped longer ago than the setting, once, as the system; later ones stay", async () => {
      const old = await orderIn("pending_receipt", alice, [wineA], new Date(Date.now() - 2 * HOUR));
      const recent = await orderIn(
        "pending_receipt",
        alice,
        [wineA],
        new Date(Date.now() - HOUR / 2),
      );
      const [first, second] = await Promise.all([
        sweepUnconfirmedOrders(svc.buying),
        sweepUnconfirmedOrders(svc.buying),
      ]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      const oldRow = await orderRow(db(), old);
      expect(oldRow.status).toBe("pending_comment");
      expect(oldRow.receivedAt).not.toBeNull();
      const receives = (await eventsOf(db(), old)).filter((e) => e.action === "receive");
      expect(receives).toHaveLength(1);
      expect(receives[0]).toMatchObject({ actor: "system", reason: "auto_confirm" });
      expect((await orderRow(db(), recent)).status).toBe("pending_receipt");
      expect(await sweepUnconfirmedOrders(svc.buying)).toBe(0);
    });
  });

  describe("evaluate", () => {
    it.each(ORDER_STATUSES.map((s) => [s]))(
      "from %s: allowed only from pending_comment, once",
      async (status) => {
        const id = await orderIn(status);
        const before = await stateOf(id);
        const answer = await evaluate(alice, fiveStars(id));
        if (status === "pending_comment") {
          expect(answer.code, answer.message).toBe(0);
          expect(answer.message).toBe("评价成功");
          expect(answer.data.status).toBe("completed");
          const after = await stateOf(id);
          expect(after.status).toBe("completed");
          expect(after.reviews).toBe(1);
          expect((await eventsOf(db(), id)).filter((e) => e.action === "evaluate")).toHaveLength(1);
          const again = await evaluate(alice, fiveStars(id));
          expect(again.code).toBe(409);
          expect((await stateOf(id)).reviews).toBe(1);
        } else {
          expect(answer.code).toBe(409);
          expect(await stateOf(id)).toEqual(before);
        }
      },
    );

    it("reviews every wine of the order at once and keeps each wine's running average", async () => {
      await db()
        .update(products)
        .set({ ratingTenths: 40, ratingCount: 4 })
        .where(eq(products.id, wineA));
      await db()
        .update(products)
        .set({ ratingTenths: 0, ratingCount: 0 })
        .where(eq(products.id, wineB));
      const id = await orderIn("pending_comment", alice, [wineA, wineB]);
      const answer = await evaluate(alice, {
        orderId: id,
        comments: [
          { goodsId: wineB, rating: 1, content: "  not for me  " },
          { goodsId: wineA, rating: 5, content: "wonderful" },
        ],
      });
      expect(answer.code, answer.message).toBe(0);
      const rows = await db().select().from(reviews).where(eq(reviews.orderId, id));
      expect(rows.map((r) => [r.productId, r.rating, r.content, r.userId]).sort()).toEqual(
        [
          [wineA, 5, "wonderful", alice.user.id],
          [wineB, 1, "not for me", alice.user.id],
        ].sort(),
      );
      const wines = Object.fromEntries(
        (
          await db()
            .select()
            .from(products)
            .where(inArray(products.id, [wineA, wineB]))
        ).map((p) => [p.id, [p.ratingTenths, p.ratingCount]]),
      );
      // (4.0 * 4 + 5) / 5 = 4.2; the first rating of wine B is its average.
      expect(wines[wineA]).toEqual([42, 5]);
      expect(wines[wineB]).toEqual([10, 1]);
      const second = await orderIn("pending_comment", bob, [wineB]);
      expect(
        (
          await evaluate(bob, {
            orderId: second,
            comments: [{ goodsId: wineB, rating: 4, content: "good" }],
          })
        ).code,
      ).toBe(0);
      const [b] = await db().select().from(products).where(eq(products.id, wineB));
      expect([b.ratingTenths, b.ratingCount]).toEqual([25, 2]);
    });

    it("refuses bad reviews with the field's message in the buyer's language and changes nothing", async () => {
      const id = await orderIn("pending_comment", alice, [wineA, wineB]);
      const good = { goodsId: wineB, rating: 3, content: "fine" };
      const cases: [string, unknown, string, string, string][] = [
        [
          "empty text",
          [{ goodsId: wineA, rating: 5, content: "" }, good],
          "comments.0.content",
          "评价内容不能为空",
          "Review content must not be empty",
        ],
        [
          "blank text",
          [good, { goodsId: wineA, rating: 5, content: "   " }],
          "comments.1.content",
          "评价内容不能为空",
          "Review content must not be empty",
        ],
        [
          "no text",
          [{ goodsId: wineA, rating: 5 }, good],
          "comments.0.content",
          "评价内容不能为空",
          "Review content must not be empty",
        ],
        [
          "text too long",
          [{ goodsId: wineA, rating: 5, content: "好".repeat(501) }, good],
          "comments.0.content",
          "评价内容最多500个字",
          "A review has at most 500 characters",
        ],
        [
          "rating 0",
          [{ goodsId: wineA, rating: 0, content: "x" }, good],
          "comments.0.rating",
          "请选择1到5星的评分",
          "Please choose a rating of 1 to 5 stars",
        ],
        [
          "rating 6",
          [{ goodsId: wineA, rating: 6, content: "x" }, good],
          "comments.0.rating",
          "请选择1到5星的评分",
          "Please choose a rating of 1 to 5 stars",
        ],
        [
          "rating as text",
          [{ goodsId: wineA, rating: "five", content: "x" }, good],
          "comments.0.rating",
          "请选择1到5星的评分",
          "Please choose a rating of 1 to 5 stars",
        ],
        [
          "rating 4.5",
          [{ goodsId: wineA, rating: 4.5, content: "x" }, good],
          "comments.0.rating",
          "请选择1到5星的评分",
          "Please choose a rating of 1 to 5 stars",
        ],
        [
          "no reviews",
          [],
          "comments",
          "请评价订单中的每一款酒",
          "Please review every wine of the order",
        ],
        [
          "one wine missing",
          [good],
          "comments",
          "请评价订单中的每一款酒",
          "Please review every wine of the order",
        ],
        [
          "a wine twice",
          [good, good],
          "comments",
          "请评价订单中的每一款酒",
          "Please review every wine of the order",
        ],
        [
          "a wine not in the order",
          [good, { goodsId: wineA + 1_000_000, rating: 5, content: "x" }],
          "comments",
          "请评价订单中的每一款酒",
          "Please review every wine of the order",
        ],
      ];
      const before = await stateOf(id);
      for (const [name, comments, field, ch, en] of cases) {
        const zh = await evaluate(alice, { orderId: id, comments });
        expect(zh.code, name).toBe(422);
        expect(zh.message, name).toBe(ch);
        expect(
          Object.keys((zh.data as unknown as { fieldErrors: object }).fieldErrors),
          name,
        ).toContain(field);
        expect((await evaluate(alice, { orderId: id, comments }, "en")).message, name).toBe(en);
      }
      expect(await stateOf(id)).toEqual(before);
    });

    it("refuses another buyer's order as unknown (404) and changes nothing", async () => {
      const id = await orderIn("pending_comment");
      const before = await stateOf(id);
      const answer = await evaluate(bob, fiveStars(id));
      expect(answer.code).toBe(404);
      expect(await stateOf(id)).toEqual(before);
    });
  });

  describe("a wine's reviews", () => {
    it("come newest first, paged by cursor, with the reviewer's nickname masked", async () => {
      const goodsId = await wine(db(), { priceCents: 5_000, stock: 1_000 });
      await db()
        .update(products)
        .set({ ratingTenths: 0, ratingCount: 0 })
        .where(eq(products.id, goodsId));
      const named = await createUser(db(), "葡萄酒爱好者");
      const phoneOnly = await createUser(db(), "13912345678");
      const ids: number[] = [];
      for (const [who, text] of [
        [alice, "first"],
        [{ ...alice, user: named.user, token: named.token }, "second"],
        [{ ...alice, user: phoneOnly.user, token: phoneOnly.token }, "third"],
      ] as const) {
        const id = await orderIn("pending_comment", alice, [goodsId]);
        await db().update(orders).set({ userId: who.user.id }).where(eq(orders.id, id));
        const answer = await evaluate(who, {
          orderId: id,
          comments: [{ goodsId, rating: 4, content: text }],
        });
        expect(answer.code, answer.message).toBe(0);
        ids.push(id);
      }
      const first = await api<ReviewPage>(svc, `${PATHS.comments}?goodsId=${goodsId}&limit=2`);
      expect(first.code).toBe(200);
      expect(first.data.list.map((r) => [r.content, r.reviewer, r.rating])).toEqual([
        ["third", "139****5678", 4],
        ["second", "葡***者", 4],
      ]);
      expect(first.data.nextCursor).not.toBeNull();
      expect([first.data.ratingAvg, first.data.ratingCount]).toEqual([4, 3]);
      const next = await api<ReviewPage>(
        svc,
        `${PATHS.comments}?goodsId=${goodsId}&limit=2&cursor=${first.data.nextCursor}`,
      );
      expect(next.data.list.map((r) => r.content)).toEqual(["first"]);
      expect(next.data.list[0].reviewer).toBe("测***户");
      expect(next.data.nextCursor).toBeNull();
      // The wine's own answer carries the first page, as findComments answers it.
      const whole = await api<ReviewPage>(svc, `${PATHS.comments}?goodsId=${goodsId}`);
      const detail = await api<{ reviews: ReviewPage }>(
        svc,
        `/goods/goods/findGoodsDetail?id=${goodsId}`,
      );
      expect(detail.data.reviews).toEqual(whole.data);
      expect(detail.data.reviews.list.map((r) => r.content)).toEqual(["third", "second", "first"]);
      const none = await api<ReviewPage>(svc, `${PATHS.comments}?goodsId=${wineA + 1_000_000}`);
      expect(none.code).toBe(404);
      expect((await api(svc, `${PATHS.comments}?goodsId=${goodsId}&limit=0`)).code).toBe(422);
      expect((await api(svc, `${PATHS.comments}?goodsId=${goodsId}&cursor=abc`)).code).toBe(422);
    });
  });

  describe("logistics", () => {
    it("shows the carrier, number, shipping time and events (newest first), and the return parcel once there is one", async () => {
      const shippedAt = new Date(Date.now() - 3 * HOUR);
      const id = await orderIn("pending_receipt", alice, [wineA], shippedAt);
      const local = localLogistics(db());
      const parcel = {
        orderId: id,
        direction: "outbound" as const,
        company: "SF",
        trackingNo: `SF${id}00001`,
      };
      await local.record!(
        db(),
        parcel,
        { text: "已揽收", at: new Date(Date.now() - 2 * HOUR) },
        "operator:test",
      );
      await local.record!(
        db(),
        parcel,
        { text: "运输中", at: new Date(Date.now() - HOUR) },
        "operator:test",
      );
      const zh = await api<LogisticsView>(svc, `${PATHS.logistics}?id=${id}`, {
        token: alice.token,
      });
      expect(zh.code, zh.message).toBe(200);
      expect(zh.data.parcels).toHaveLength(1);
      expect(zh.data.parcels[0]).toMatchObject({
        direction: "outbound",
        companyCode: "SF",
        companyName: "顺丰速运",
        trackingNo: `SF${id}00001`,
        sentAt: shippedAt.toISOString(),
      });
      expect(zh.data.parcels[0].events.map((e) => e.text)).toEqual(["运输中", "已揽收"]);
      const en = await api<LogisticsView>(svc, `${PATHS.logistics}?id=${id}`, {
        token: alice.token,
        lang: "en",
      });
      expect(en.data.parcels[0].companyName).toBe("SF Express");

      await db().update(orders).set({ status: "returning" }).where(eq(orders.id, id));
      await db().insert(afterSales).values({
        orderId: id,
        userId: alice.user.id,
        kind: "return",
        status: "goods_sent",
        orderStatusBefore: "pending_receipt",
        reasonCode: "quality",
        amountCents: 100,
        points: 0,
        returnCompany: "ZTO",
        returnTrackingNo: "ZT123456789",
      });
      await local.record!(
        db(),
        { ...parcel, direction: "return", company: "ZTO", trackingNo: "ZT123456789" },
        { text: "退货已揽收", at: new Date() },
        "operator:test",
      );
      const both = await api<LogisticsView>(svc, `${PATHS.logistics}?id=${id}`, {
        token: alice.token,
      });
      expect(
        both.data.parcels.map((p) => [
          p.direction,
          p.companyName,
          p.trackingNo,
          p.events.map((e) => e.text),
        ]),
      ).toEqual([
        ["outbound", "顺丰速运", `SF${id}00001`, ["运输中", "已揽收"]],
        ["return", "中通快递", "ZT123456789", ["退货已揽收"]],
      ]);
    });

    it("has no parcels before shipping, and another buyer's order is unknown", async () => {
      const id = await orderIn("pending_delivery");
      const answer = await api<LogisticsView>(svc, `${PATHS.logistics}?id=${id}`, {
        token: alice.token,
      });
      expect(answer.data.parcels).toEqual([]);
      expect((await api(svc, `${PATHS.logistics}?id=${id}`, { token: bob.token })).code).toBe(404);
    });

    it("the order view says when it shipped and was received", async () => {
      const shippedAt = new Date(Date.now() - HOUR);
      const id = await orderIn("pending_receipt", alice, [wineA], shippedAt);
      const answer = await confirm(alice, id);
      expect(answer.data.shippedAt).toBe(shippedAt.toISOString());
      expect(Date.parse(answer.data.receivedAt!)).toBeGreaterThan(shippedAt.getTime());
    });
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "the auto-confirm job in two processes on postgres",
  () => {
    let svc: RunningService;
    let second: Database;

    beforeAll(async () => {
      svc = await startService("postgres", {
        env: TEST_ENV,
        orders: { ...readOrderSettings(TEST_ENV), autoConfirmSeconds: 3600 },
      });
      const [{ name }] = (
        (await svc.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      second = await openDatabase({ url: url.toString() });
    });
    afterAll(async () => {
      await second?.close();
      await svc?.stop();
    });

    it("two sweeps at once, on two database handles, confirm each of 60 orders exactly once", async () => {
      const db = svc.database.db;
      const goodsId = await wine(db, { priceCents: 10_000, stock: 1_000 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(svc)));
      const ids: number[] = [];
      for (let i = 0; i < 10; i++) {
        const placed = await Promise.all(
          buyers.map((b) =>
            placeOrder(svc, b.token, { source: "buyNow", goodsId, quantity: 1 }, b.addressId),
          ),
        );
        ids.push(...placed.map((p) => p.id));
      }
      await db
        .update(orders)
        .set({
          status: "pending_receipt",
          paidAt: new Date(),
          shippedAt: new Date(Date.now() - 2 * HOUR),
          logisticsCompany: "SF",
          logisticsNo: "SF0000000001",
        })
        .where(inArray(orders.id, ids));
      const other = createBuying(second.db, svc.buying.settings, svc.buying.gateways);
      const [a, b] = await Promise.all([
        sweepUnconfirmedOrders(svc.buying),
        sweepUnconfirmedOrders(other),
      ]);
      expect(a + b).toBe(60);
      const receives = await db
        .select({ orderId: orderEvents.orderId, n: count() })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.action, "receive")))
        .groupBy(orderEvents.orderId);
      expect(receives).toHaveLength(60);
      expect(receives.every((r) => r.n === 1)).toBe(true);
      const statuses = await db
        .select({ status: orders.status })
        .from(orders)
        .where(inArray(orders.id, ids));
      expect(statuses.every((s) => s.status === "pending_comment")).toBe(true);
    });
  },
);
