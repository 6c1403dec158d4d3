/**
 * Checkout and orders: the preview's amounts, placing an order (snapshots,
 * stock, cart, timeline, points), idempotent submits, the refusals that write
 * nothing, cancelling, and the expiry sweep.
 *
 * The service runs with a payment timeout of 1 s so the expiry tests need not
 * wait long; nothing else here depends on the deadline.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "../../contract/buying";
import { readOrderSettings } from "../../shopping/config";
import { orderEvents, orderLines, orders, pointsLedger, products } from "../../shopping/db/schema";
import { sweepExpiredOrders } from "../../shopping/orders/ending";
import { api, snapshot } from "../helpers/accounts";
import {
  addToCart,
  buyer,
  cartRowsOf,
  createOrder,
  eventsOf,
  grantPoints,
  idempotencyKey,
  ledgerOf,
  linesOf,
  orderRow,
  ordersOf,
  PATHS,
  placeOrder,
  preview,
  saveAddress,
  setStock,
  stockAndSales,
  wine,
  type Source,
  TEST_ENV,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const CART: Source = { source: "cart" };
const FREIGHT = 1_200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends())("checkout and orders on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, {
      env: TEST_ENV,
      orders: { ...readOrderSettings(TEST_ENV), paymentTimeoutSeconds: 1 },
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const findOrder = (token: string, id: number, lang?: string) =>
    api<OrderView>(svc, `${PATHS.find}?id=${id}`, { token, lang });
  const cancel = (token: string, id: number, lang?: string) =>
    api<OrderView>(svc, PATHS.cancel, { token, lang, body: { id } });
  /** everything a refused createOrder must leave as it was */
  async function world(userId: number, wineIds: number[]) {
    return {
      counts: await snapshot(db(), { orders, orderLines, orderEvents, pointsLedger }),
      stock: await stockAndSales(db(), wineIds),
      cart: await cartRowsOf(db(), userId),
      ledger: await ledgerOf(db(), userId),
    };
  }

  describe("previewOrder", () => {
    it("charges the flat freight below the threshold; the discount is original minus goods", async () => {
      const { token } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, marketPriceCents: 12_000, stock: 10 });
      await addToCart(svc, token, goodsId, 2);
      const p = await preview(svc, token, CART);
      expect(p.code).toBe(200);
      expect(p.data.amounts).toEqual({
        quantity: 2,
        originalCents: 24_000,
        goodsCents: 20_000,
        discountCents: 4_000,
        freightCents: FREIGHT,
        pointsUsed: 0,
        pointsCents: 0,
        totalCents: 21_200,
      });
      expect(p.data.lines).toEqual([
        expect.objectContaining({
          goodsId,
          unitPriceCents: 10_000,
          marketPriceCents: 12_000,
          quantity: 2,
          lineCents: 20_000,
        }),
      ]);
      expect(p.data.freightRule).toEqual({ freeFromCents: 29_900, flatCents: FREIGHT });
      expect(p.data.problems).toEqual([]);
    });

    it("makes the freight free from 29900 of goods on", async () => {
      const { token } = await buyer(svc);
      const atThreshold = await wine(db(), { priceCents: 29_900, stock: 5 });
      const justBelow = await wine(db(), { priceCents: 29_899, stock: 5 });
      const at = await preview(svc, token, { source: "buyNow", goodsId: atThreshold, quantity: 1 });
      expect(at.data.amounts).toMatchObject({
        goodsCents: 29_900,
        discountCents: 0,
        freightCents: 0,
        totalCents: 29_900,
      });
      const below = await preview(svc, token, {
        source: "buyNow",
        goodsId: justBelow,
        quantity: 1,
      });
      expect(below.data.amounts).toMatchObject({
        goodsCents: 29_899,
        freightCents: FREIGHT,
        totalCents: 29_899 + FREIGHT,
      });
      const two = await preview(svc, token, { source: "buyNow", goodsId: justBelow, quantity: 2 });
      expect(two.data.amounts).toMatchObject({
        goodsCents: 59_798,
        freightCents: 0,
        totalCents: 59_798,
      });
    });

    it("offsets points at 100 points a yuan when asked, and shows what could be used either way", async () => {
      const { user, token } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 5_000);
      const source: Source = { source: "buyNow", goodsId, quantity: 2 };
      const used = await preview(svc, token, source, true);
      expect(used.data.amounts).toMatchObject({
        goodsCents: 20_000,
        freightCents: FREIGHT,
        pointsUsed: 5_000,
        pointsCents: 5_000,
        totalCents: 16_200,
      });
      expect(used.data).toMatchObject({
        pointsBalance: 5_000,
        pointsUsable: 5_000,
        pointsPerYuan: 100,
        maxOffsetPercent: 50,
      });
      const unused = await preview(svc, token, source, false);
      expect(unused.data.amounts).toMatchObject({
        pointsUsed: 0,
        pointsCents: 0,
        totalCents: 21_200,
      });
      expect(unused.data.pointsUsable).toBe(5_000);
      // What the points would take off, in the same answer either way (checkout shows it beside the
      // box).
      expect(used.data.pointsOfferCents).toBe(5_000);
      expect(unused.data.pointsOfferCents).toBe(5_000);
    });

    it("caps the points offset at 50 % of the goods", async () => {
      const { user, token } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 12_345, stock: 10 });
      await grantPoints(db(), user.id, 100_000);
      const p = await preview(svc, token, { source: "buyNow", goodsId, quantity: 1 }, true);
      // floor(12345 * 50 %) = 6172 cents = 6172 points
      expect(p.data.amounts).toMatchObject({
        goodsCents: 12_345,
        pointsUsed: 6_172,
        pointsCents: 6_172,
        freightCents: FREIGHT,
        totalCents: 12_345 + FREIGHT - 6_172,
      });
      expect(p.data).toMatchObject({ pointsBalance: 100_000, pointsUsable: 6_172 });
    });

    it("takes from the cart only the selected lines that can be bought, as the cart shows them", async () => {
      const { token } = await buyer(svc);
      expect((await preview(svc, token, CART)).data.problems).toEqual([
        { goodsId: null, reason: "empty" },
      ]);
      const fine = await wine(db(), { priceCents: 5_000, stock: 5 });
      const short = await wine(db(), { priceCents: 5_000, stock: 5 });
      const gone = await wine(db(), { priceCents: 5_000, stock: 5 });
      const off = await wine(db(), { priceCents: 5_000, stock: 5 });
      for (const id of [fine, short, gone, off]) await addToCart(svc, token, id, 3);
      await setStock(db(), short, 2);
      await setStock(db(), gone, 0);
      await db()
        .update(products)
        .set({ onShelf: false, shelfStatus: "off_shelf" })
        .where(eq(products.id, off));
      const answer = (await preview(svc, token, CART)).data;
      expect(answer.lines.map((l: { goodsId: number }) => l.goodsId)).toEqual([fine]);
      expect(answer.amounts.goodsCents).toBe(15_000);
      expect(answer.problems).toEqual([]);
      await setStock(db(), fine, 0);
      expect((await preview(svc, token, CART)).data.problems).toEqual([
        { goodsId: null, reason: "empty" },
      ]);
    });

    it("lists what stops buying one wine now: understock, soldOut, offShelf", async () => {
      const { token } = await buyer(svc);
      const short = await wine(db(), { priceCents: 5_000, stock: 2 });
      const gone = await wine(db(), { priceCents: 5_000, stock: 0 });
      const off = await wine(db(), { priceCents: 5_000, stock: 5 });
      await db()
        .update(products)
        .set({ onShelf: false, shelfStatus: "off_shelf" })
        .where(eq(products.id, off));
      const problems = async (goodsId: number) =>
        (await preview(svc, token, { source: "buyNow", goodsId, quantity: 3 })).data.problems;
      expect(await problems(short)).toEqual([{ goodsId: short, reason: "understock" }]);
      expect(await problems(gone)).toEqual([{ goodsId: gone, reason: "soldOut" }]);
      expect(await problems(off)).toEqual([{ goodsId: off, reason: "offShelf" }]);
    });
  });

  describe("createOrder", () => {
    /**
     * a buyer with two selected cart lines (A x2 at 10000/12000, B x1 at 5000) and one cleared line
     * C
     */
    async function cartBuyer() {
      const b = await buyer(svc);
      const a = await wine(db(), { priceCents: 10_000, marketPriceCents: 12_000, stock: 10 });
      const bb = await wine(db(), { priceCents: 5_000, stock: 5 });
      const c = await wine(db(), { priceCents: 7_000, stock: 5 });
      await addToCart(svc, b.token, a, 2);
      await addToCart(svc, b.token, bb, 1);
      await addToCart(svc, b.token, c, 1);
      const lineC = (await cartRowsOf(db(), b.user.id)).find((r) => r.productId === c)!;
      await api(svc, PATHS.select, { token: b.token, body: { ids: [lineC.id], selected: false } });
      return { ...b, wines: { a, b: bb, c }, lineC };
    }

    it("leaves a selected line that sold out in the cart and orders the rest when the buyer saw that total; refuses with understock when not", async () => {
      const { user, token, addressId, wines } = await cartBuyer();
      await setStock(db(), wines.b, 0);
      // The buyer's page (the preview) no longer showed B: 2 x 10000 + freight.
      const seen = await createOrder(svc, token, CART, {
        addressId,
        buyerMessage: "",
        expectedTotalCents: 21_200,
      });
      expect(seen.code).toBe(200);
      expect((await cartRowsOf(db(), user.id)).map((r) => r.productId).sort()).toEqual(
        [wines.b, wines.c].sort(),
      );

      const other = await cartBuyer();
      const stockBefore = await stockAndSales(db(), [other.wines.a]);
      await setStock(db(), other.wines.b, 0);
      // This buyer's page still showed B (26200): B sold out since, which is what they are told.
      const stale = await createOrder(svc, other.token, CART, {
        addressId: other.addressId,
        buyerMessage: "",
        expectedTotalCents: 26_200,
      });
      expect(stale).toMatchObject({ code: 409, message: "库存不足" });
      expect(await stockAndSales(db(), [other.wines.a])).toEqual(stockBefore);
    });

    it("writes the order with its amounts, lines, address, first timeline row; takes stock, adds sales, empties the bought cart lines", async () => {
      const { user, token, addressId, wines, lineC } = await cartBuyer();
      const before = await stockAndSales(db(), [wines.a, wines.b, wines.c]);
      const placed = await createOrder(svc, token, CART, {
        addressId,
        buyerMessage: " 请尽快发货 ",
        expectedTotalCents: 26_200,
      });
      expect(placed).toMatchObject({
        code: 200,
        message: "成功",
        data: {
          id: expect.any(Number),
          orderNo: expect.stringMatching(/^\d{20}$/),
          totalCents: 26_200,
          repeated: false,
        },
      });

      const order = await orderRow(db(), placed.data.id);
      expect(order).toMatchObject({
        userId: user.id,
        status: "pending_payment",
        source: "cart",
        quantity: 3,
        originalCents: 29_000,
        goodsCents: 25_000,
        discountCents: 4_000,
        freightCents: FREIGHT,
        pointsUsed: 0,
        pointsCents: 0,
        totalCents: 26_200,
        buyerMessage: "请尽快发货",
        address: {
          recipient: "李白",
          phone: "13800138000",
          areaCode: "310115",
          province: "上海市",
          city: "上海市",
          district: "浦东新区",
          detail: "世纪大道100号",
          postalCode: null,
        },
        paidAt: null,
        closedAt: null,
      });
      expect(order.payBefore.getTime() - order.createdAt.getTime()).toBe(1_000);
      expect(
        (await linesOf(db(), order.id)).map((l) => [
          l.productId,
          l.unitPriceCents,
          l.marketPriceCents,
          l.quantity,
          l.lineCents,
        ]),
      ).toEqual([
        [wines.a, 10_000, 12_000, 2, 20_000],
        [wines.b, 5_000, 5_000, 1, 5_000],
      ]);
      expect(await eventsOf(db(), order.id)).toEqual([
        expect.objectContaining({
          action: "submit",
          fromStatus: null,
          toStatus: "pending_payment",
          actor: "buyer",
        }),
      ]);

      const after = await stockAndSales(db(), [wines.a, wines.b, wines.c]);
      expect(after[wines.a]).toEqual({ stock: 8, sales: before[wines.a].sales + 2 });
      expect(after[wines.b]).toEqual({ stock: 4, sales: before[wines.b].sales + 1 });
      expect(after[wines.c]).toEqual(before[wines.c]);
      // Only the bought lines leave the cart; the cleared one stays.
      expect((await cartRowsOf(db(), user.id)).map((r) => r.id)).toEqual([lineC.id]);
    });

    it("shows the new order to its buyer with its timeline and the pay and cancel actions", async () => {
      const { token, addressId, wines } = await cartBuyer();
      const placed = await placeOrder(svc, token, CART, addressId);
      const view = await findOrder(token, placed.id);
      expect(view).toMatchObject({
        code: 200,
        data: {
          id: placed.id,
          orderNo: placed.orderNo,
          status: "pending_payment",
          actions: ["pay", "cancel"],
          payment: null,
        },
      });
      expect(view.data.timeline.map((e) => [e.action, e.toStatus, e.actor])).toEqual([
        ["submit", "pending_payment", "buyer"],
      ]);
      expect(view.data.lines.map((l) => l.goodsId)).toEqual([wines.a, wines.b]);
    });

    it("keeps the prices of the moment when the wine's price changes afterwards", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, marketPriceCents: 12_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 1 },
        addressId,
      );
      await db()
        .update(products)
        .set({ priceCents: 15_000, marketPriceCents: 16_000 })
        .where(eq(products.id, goodsId));

      const view = (await findOrder(token, placed.id)).data;
      expect(view.lines).toEqual([
        expect.objectContaining({
          goodsId,
          unitPriceCents: 10_000,
          marketPriceCents: 12_000,
          lineCents: 10_000,
        }),
      ]);
      expect(view.amounts).toMatchObject({
        goodsCents: 10_000,
        originalCents: 12_000,
        totalCents: 11_200,
      });
      expect((await ordersOf(db(), user.id))[0]).toMatchObject({
        goodsCents: 10_000,
        totalCents: 11_200,
      });
    });

    it("keeps the address of the moment when the address is edited afterwards", async () => {
      const { token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 1 },
        addressId,
      );
      await saveAddress(svc, token, { id: addressId, recipient: "杜甫", detail: "草堂路1号" });

      expect((await findOrder(token, placed.id)).data.address).toEqual({
        recipient: "李白",
        phone: "13800138000",
        province: "上海市",
        city: "上海市",
        district: "浦东新区",
        detail: "世纪大道100号",
        postalCode: null,
      });
      expect((await orderRow(db(), placed.id)).address).toMatchObject({
        recipient: "李白",
        detail: "世纪大道100号",
      });
    });

    it("buyNow takes the stock but leaves the cart alone", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, goodsId, 2);
      const cartBefore = await cartRowsOf(db(), user.id);
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 3 },
        addressId,
      );
      expect(await orderRow(db(), placed.id)).toMatchObject({ source: "buyNow", quantity: 3 });
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(7);
      expect(await cartRowsOf(db(), user.id)).toEqual(cartBefore);
    });

    it("takes the points it offsets with an order_offset ledger row", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 8_000);
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 2 },
        addressId,
        true,
      );
      expect(placed.totalCents).toBe(20_000 + FREIGHT - 8_000);
      expect(await orderRow(db(), placed.id)).toMatchObject({
        pointsUsed: 8_000,
        pointsCents: 8_000,
      });
      expect(
        (await ledgerOf(db(), user.id)).map((r) => [
          r.reason,
          r.before,
          r.change,
          r.after,
          r.orderId,
        ]),
      ).toEqual([
        ["operator_grant", 0, 8_000, 8_000, null],
        ["order_offset", 8_000, -8_000, 0, placed.id],
      ]);
    });

    it("finds the first order when the same form is submitted twice", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const form = { addressId, idempotencyKey: idempotencyKey(), expectedTotalCents: 11_200 };
      const source: Source = { source: "buyNow", goodsId, quantity: 1 };
      const first = await createOrder(svc, token, source, form);
      const second = await createOrder(svc, token, source, form);
      expect(first.data).toMatchObject({ repeated: false });
      expect(second).toMatchObject({
        code: 200,
        data: {
          id: first.data.id,
          orderNo: first.data.orderNo,
          totalCents: 11_200,
          repeated: true,
        },
      });
      expect(await ordersOf(db(), user.id)).toHaveLength(1);
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(9);
      expect(await eventsOf(db(), first.data.id)).toHaveLength(1);
    });

    it("makes one order of five simultaneous submits of one buyNow form", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const form = { addressId, idempotencyKey: idempotencyKey(), expectedTotalCents: 11_200 };
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          createOrder(svc, token, { source: "buyNow", goodsId, quantity: 1 }, form),
        ),
      );
      expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
      const [order] = await ordersOf(db(), user.id);
      expect(await ordersOf(db(), user.id)).toHaveLength(1);
      expect(answers.every((a) => a.data.id === order.id)).toBe(true);
      expect(answers.filter((a) => a.data.repeated)).toHaveLength(4);
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(9);
    });

    it("makes one order of five simultaneous submits of one cart form", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, goodsId, 1);
      const form = { addressId, idempotencyKey: idempotencyKey(), expectedTotalCents: 11_200 };
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => createOrder(svc, token, CART, form)),
      );
      const orderIds = (await ordersOf(db(), user.id)).map((o) => o.id);
      expect(orderIds).toHaveLength(1);
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(9);
      expect(await cartRowsOf(db(), user.id)).toEqual([]);
      expect(answers.map((a) => [a.code, a.data?.id])).toEqual(
        answers.map(() => [200, orderIds[0]]),
      );
    });

    // A submit that repeats one still in flight must not be judged on the stock the first one took.
    it("makes one order of five simultaneous submits of a buyNow form for the last bottles", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 2 });
      const form = { addressId, idempotencyKey: idempotencyKey(), expectedTotalCents: 21_200 };
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          createOrder(svc, token, { source: "buyNow", goodsId, quantity: 2 }, form),
        ),
      );
      const orderIds = (await ordersOf(db(), user.id)).map((o) => o.id);
      expect(orderIds).toHaveLength(1);
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(0);
      expect(answers.map((a) => [a.code, a.message, a.data?.id])).toEqual(
        answers.map(() => [200, "成功", orderIds[0]]),
      );
    });
  });

  describe("createOrder refusals write nothing", () => {
    it("refuses an edited expectedTotalCents with 409 price_changed: no order, no stock, no cart change, no points", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 3_000);
      await addToCart(svc, token, goodsId, 2);
      const seen = (await preview(svc, token, CART, true)).data.amounts.totalCents;
      expect(seen).toBe(20_000 + FREIGHT - 3_000);
      const before = await world(user.id, [goodsId]);

      for (const expectedTotalCents of [seen - 1, seen + 1, 0]) {
        const refused = await createOrder(svc, token, CART, {
          addressId,
          usePoints: true,
          expectedTotalCents,
        });
        expect(refused).toMatchObject({
          http: 200,
          code: 409,
          message: "订单金额已变化，请确认后重新提交",
          data: { totalCents: seen },
        });
      }
      expect(
        (
          await createOrder(
            svc,
            token,
            CART,
            { addressId, usePoints: true, expectedTotalCents: 1 },
            { lang: "en" },
          )
        ).message,
      ).toBe("the amount of your order has changed; please check it and submit again");
      expect(await world(user.id, [goodsId])).toEqual(before);
    });

    it("refuses a total the price has moved away from since the preview", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const seen = (await preview(svc, token, { source: "buyNow", goodsId, quantity: 1 })).data
        .amounts.totalCents;
      await db()
        .update(products)
        .set({ priceCents: 10_500, marketPriceCents: 10_500 })
        .where(eq(products.id, goodsId));
      const before = await world(user.id, [goodsId]);
      const refused = await createOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 1 },
        { addressId, expectedTotalCents: seen },
      );
      expect(refused).toMatchObject({ code: 409, data: { totalCents: 11_700 } });
      expect(await world(user.id, [goodsId])).toEqual(before);
    });

    it("refuses a missing address with 422 fieldErrors.addressId", async () => {
      const { user, token } = await createUser(db());
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, goodsId, 1);
      const before = await world(user.id, [goodsId]);
      const refused = await createOrder(svc, token, CART, {
        addressId: null,
        expectedTotalCents: 11_200,
      });
      expect(refused).toMatchObject({
        http: 200,
        code: 422,
        status: 422,
        message: "请先选择收货地址",
        data: { fieldErrors: { addressId: ["address.choose"] } },
      });
      expect(await world(user.id, [goodsId])).toEqual(before);
    });

    it("refuses another user's address with 422 fieldErrors.addressId", async () => {
      const { user, token } = await buyer(svc);
      const stranger = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, goodsId, 1);
      const before = await world(user.id, [goodsId]);
      const refused = await createOrder(
        svc,
        token,
        CART,
        { addressId: stranger.addressId, expectedTotalCents: 11_200 },
        { lang: "en" },
      );
      expect(refused).toMatchObject({
        code: 422,
        message: "Please choose an address first",
        data: { fieldErrors: { addressId: ["address.choose"] } },
      });
      expect(await world(user.id, [goodsId])).toEqual(before);
      expect(await ordersOf(db(), stranger.user.id)).toEqual([]);
    });

    it("refuses a cart line above the stock at order time with 409 库存不足", async () => {
      const { user, token, addressId } = await buyer(svc);
      const plenty = await wine(db(), { priceCents: 5_000, stock: 10 });
      const short = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, plenty, 1);
      await addToCart(svc, token, short, 3);
      await setStock(db(), short, 2);
      const before = await world(user.id, [plenty, short]);
      const refused = await createOrder(svc, token, CART, {
        addressId,
        expectedTotalCents: 35_000,
      });
      expect(refused).toMatchObject({
        http: 200,
        code: 409,
        message: "库存不足",
        data: { goodsId: short, stock: 2 },
      });
      expect(await world(user.id, [plenty, short])).toEqual(before);
    });

    it("refuses a sold-out or withdrawn wine with 409", async () => {
      const { user, token, addressId } = await buyer(svc);
      const gone = await wine(db(), { priceCents: 10_000, stock: 10 });
      const off = await wine(db(), { priceCents: 10_000, stock: 10 });
      await setStock(db(), gone, 0);
      await db()
        .update(products)
        .set({ onShelf: false, shelfStatus: "off_shelf" })
        .where(eq(products.id, off));
      const before = await world(user.id, [gone, off]);
      for (const goodsId of [gone, off]) {
        const refused = await createOrder(
          svc,
          token,
          { source: "buyNow", goodsId, quantity: 1 },
          { addressId, expectedTotalCents: 11_200 },
        );
        expect(refused).toMatchObject({ code: 409, data: { goodsId } });
      }
      expect(await world(user.id, [gone, off])).toEqual(before);
    });

    it("refuses an empty cart, or one with nothing selected", async () => {
      const { user, token, addressId } = await buyer(svc);
      const before = await world(user.id, []);
      expect(
        await createOrder(svc, token, CART, { addressId, expectedTotalCents: 0 }),
      ).toMatchObject({ code: 400, message: "请先选择商品" });
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await addToCart(svc, token, goodsId, 1);
      await api(svc, PATHS.select, { token, body: { ids: "all", selected: false } });
      expect(
        await createOrder(svc, token, CART, { addressId, expectedTotalCents: 0 }),
      ).toMatchObject({ code: 400, message: "请先选择商品" });
      expect((await world(user.id, [])).counts).toEqual(before.counts);
      expect(await cartRowsOf(db(), user.id)).toHaveLength(1);
    });
  });

  describe("findOrder and cancelOrder", () => {
    it("answers 404 for another user's order", async () => {
      const owner = await buyer(svc);
      const other = await createUser(db());
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        owner.token,
        { source: "buyNow", goodsId, quantity: 1 },
        owner.addressId,
      );
      expect(await findOrder(other.token, placed.id)).toMatchObject({
        http: 200,
        code: 404,
        status: 404,
        message: "订单不存在",
        data: null,
      });
      expect((await findOrder(other.token, placed.id, "en")).message).toBe("no such order");
      expect((await findOrder(owner.token, 2_000_000_000)).code).toBe(404);
    });

    it("cancels an unpaid order: status cancelled, timeline cancel, stock, sales and points come back", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 2_000);
      const before = (await stockAndSales(db(), [goodsId]))[goodsId];
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 3 },
        addressId,
        true,
      );
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(7);

      const cancelled = await cancel(token, placed.id);
      expect(cancelled).toMatchObject({
        http: 200,
        code: 0,
        message: "订单已取消",
        data: { id: placed.id, status: "cancelled", actions: [] },
      });
      expect(cancelled.data.closedAt).not.toBeNull();
      expect(cancelled.data.timeline.map((e) => [e.action, e.toStatus, e.actor, e.reason])).toEqual(
        [
          ["submit", "pending_payment", "buyer", null],
          ["cancel", "cancelled", "buyer", "buyer_cancel"],
        ],
      );
      expect(await orderRow(db(), placed.id)).toMatchObject({
        status: "cancelled",
        closedAt: expect.any(Date),
      });
      expect((await stockAndSales(db(), [goodsId]))[goodsId]).toEqual(before);
      expect(
        (await ledgerOf(db(), user.id)).map((r) => [
          r.reason,
          r.before,
          r.change,
          r.after,
          r.orderId,
        ]),
      ).toEqual([
        ["operator_grant", 0, 2_000, 2_000, null],
        ["order_offset", 2_000, -2_000, 0, placed.id],
        ["order_refund", 0, 2_000, 2_000, placed.id],
      ]);
    });

    it("refuses a second cancel with 409 and gives nothing back twice", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 1_000);
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 2 },
        addressId,
        true,
      );
      await cancel(token, placed.id);
      const afterFirst = {
        stock: await stockAndSales(db(), [goodsId]),
        ledger: await ledgerOf(db(), user.id),
        events: await eventsOf(db(), placed.id),
      };

      expect(await cancel(token, placed.id)).toMatchObject({
        http: 200,
        code: 409,
        message: "订单当前状态不能进行该操作",
      });
      expect((await cancel(token, placed.id, "en")).message).toBe(
        "this order cannot do that in its current state",
      );
      expect({
        stock: await stockAndSales(db(), [goodsId]),
        ledger: await ledgerOf(db(), user.id),
        events: await eventsOf(db(), placed.id),
      }).toEqual(afterFirst);
    });

    it("answers 404 to a cancel of another user's order and leaves it pending", async () => {
      const owner = await buyer(svc);
      const other = await createUser(db());
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        owner.token,
        { source: "buyNow", goodsId, quantity: 1 },
        owner.addressId,
      );
      const stock = await stockAndSales(db(), [goodsId]);

      expect(await cancel(other.token, placed.id)).toMatchObject({
        http: 200,
        code: 404,
        message: "订单不存在",
      });
      expect(await orderRow(db(), placed.id)).toMatchObject({
        status: "pending_payment",
        closedAt: null,
      });
      expect(await eventsOf(db(), placed.id)).toHaveLength(1);
      expect(await stockAndSales(db(), [goodsId])).toEqual(stock);
    });
  });

  describe("expiry (payment timeout 1 s)", () => {
    it("leaves an order open before its deadline", async () => {
      const { token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 1 },
        addressId,
      );
      await sweepExpiredOrders(svc.buying, new Date(Date.now() - 5_000));
      expect((await orderRow(db(), placed.id)).status).toBe("pending_payment");
    });

    it("closes an unpaid order past its deadline: status closed, close by system, stock and points back", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 1_500);
      const before = (await stockAndSales(db(), [goodsId]))[goodsId];
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 4 },
        addressId,
        true,
      );
      await sleep(1_200);

      expect(await sweepExpiredOrders(svc.buying)).toBeGreaterThanOrEqual(1);
      expect(await orderRow(db(), placed.id)).toMatchObject({
        status: "closed",
        closedAt: expect.any(Date),
      });
      expect(
        (await eventsOf(db(), placed.id)).map((e) => [
          e.action,
          e.fromStatus,
          e.toStatus,
          e.actor,
          e.reason,
        ]),
      ).toEqual([
        ["submit", null, "pending_payment", "buyer", null],
        ["close", "pending_payment", "closed", "system", "payment_timeout"],
      ]);
      expect((await stockAndSales(db(), [goodsId]))[goodsId]).toEqual(before);
      expect((await ledgerOf(db(), user.id)).map((r) => [r.reason, r.change, r.after])).toEqual([
        ["operator_grant", 1_500, 1_500],
        ["order_offset", -1_500, 0],
        ["order_refund", 1_500, 1_500],
      ]);
      expect((await findOrder(token, placed.id)).data).toMatchObject({
        status: "closed",
        actions: [],
      });
      // A closed order cannot be cancelled any more.
      expect((await cancel(token, placed.id)).code).toBe(409);
    });

    it("closes an order once when two sweeps run together", async () => {
      const { user, token, addressId } = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      await grantPoints(db(), user.id, 1_000);
      const before = (await stockAndSales(db(), [goodsId]))[goodsId];
      const placed = await placeOrder(
        svc,
        token,
        { source: "buyNow", goodsId, quantity: 2 },
        addressId,
        true,
      );
      await sleep(1_200);

      await Promise.all([sweepExpiredOrders(svc.buying), sweepExpiredOrders(svc.buying)]);
      expect((await eventsOf(db(), placed.id)).filter((e) => e.action === "close")).toHaveLength(1);
      expect((await orderRow(db(), placed.id)).status).toBe("closed");
      expect((await stockAndSales(db(), [goodsId]))[goodsId]).toEqual(before);
      expect(
        (await ledgerOf(db(), user.id)).filter((r) => r.reason === "order_refund"),
      ).toHaveLength(1);
    });
  });
});
