/**
 * Buying another buyer's bottles through the shop (decision 037): a wine's offers, the cart's
 * resale line with its minimum and what is left (refusals change nothing), the checkout that
 * reserves from the item in the order's transaction and never takes the shop's stock, payment,
 * cancellation, shipping the item's consigned bottles to the new buyer, a return before the payout
 * putting them back on the item; a rush of buyers through the checkout never oversells; a form
 * submitted twice at once makes one order.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CheckoutPreview, OrderView } from "../../contract/buying";
import type { ResaleOffer } from "../../contract/resale-offers";
import {
  afterSales,
  bottles,
  orderLines,
  orders,
  resaleItemBottles,
  resaleSales,
} from "../../shopping/db/schema";
import { approveAfterSale, confirmGoodsReturned } from "../../shopping/aftersale/operator";
import { shipOrder } from "../../shopping/orders/shipping";
import { bottleSubject } from "../../shopping/provenance/bottles";
import { entriesOf } from "../../shopping/provenance/log";
import { api } from "../helpers/accounts";
import {
  buyer,
  cartRowsOf,
  createOrder,
  idempotencyKey,
  orderRow,
  ordersOf,
  PATHS,
  payInSandbox,
  preview,
  product,
  TEST_ENV,
} from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { returnOrder } from "../helpers/received";
import { setShopContacts } from "../helpers/shop";
import { itemRow, RESALE, sellerWithBottles, shelvedItem, type Seller } from "../helpers/resale";
import { backends, startService, type RunningService } from "../helpers/service";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;
const OFFERS = "/resale/resale-goods/findWineResaleOffers";

type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("buying resale bottles on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  async function offer(seller: Seller, body: object = {}) {
    const code = await shelvedItem(svc, seller, body);
    return { code, item: await itemRow(svc, code) };
  }

  const addResale = (
    b: Buyer,
    goodsId: number,
    resaleItemId: number,
    quantity: number,
    lang = "ch",
  ) =>
    api<{ productTotalItem: number }>(svc, PATHS.add, {
      token: b.token,
      lang,
      body: { goodsId, resaleItemId, quantity },
    });

  const cartOf = (b: Buyer) => api<Cart>(svc, PATHS.cart, { token: b.token });

  async function checkout(b: Buyer, key = idempotencyKey()) {
    const seen = await preview(svc, b.token, { source: "cart" });
    expect(seen.code, seen.message).toBe(200);
    return createOrder(
      svc,
      b.token,
      { source: "cart" },
      {
        addressId: b.addressId,
        expectedTotalCents: seen.data.amounts.totalCents,
        idempotencyKey: key,
      },
    );
  }

  const salesOf = (orderId: number) =>
    db().select().from(resaleSales).where(eq(resaleSales.orderId, orderId));

  it("a wine's offers: on the shelf with bottles left, cheapest first, the least one may buy", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 2, priceCents: 9_000 });
    const shown = await api<{ offers: ResaleOffer[] }>(svc, `${OFFERS}?goodsId=${seller.goodsId}`);
    expect(shown.code, shown.message).toBe(200);
    expect(shown.data.offers).toEqual([
      {
        itemId: item.id,
        code,
        priceCents: 9_000,
        left: 3,
        minQuantity: 2,
        grade: "A",
        vintage: (await product(db(), seller.goodsId)).vintage,
      },
    ]);
    await api(svc, RESALE.shelf, { token: seller.token, body: { code, onShelf: false } });
    const none = await api<{ offers: ResaleOffer[] }>(svc, `${OFFERS}?goodsId=${seller.goodsId}`);
    expect(none.data.offers).toEqual([]);
  });

  it("adding to the cart: below the minimum, above what is left, one's own, off the shelf, another wine are refused and change nothing", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 2 });
    const b = await buyer(svc);

    const below = await addResale(b, seller.goodsId, item.id, 1);
    expect([below.http, below.code, below.message]).toEqual([
      200,
      409,
      "该转售商品每次至少购买2瓶",
    ]);
    const belowEn = await addResale(b, seller.goodsId, item.id, 1, "en");
    expect(belowEn.message).toBe("this resale offer sells at least 2 bottles at once");
    const above = await addResale(b, seller.goodsId, item.id, 4);
    expect([above.code, above.message]).toEqual([409, "转售库存不足"]);
    const own = await addResale(seller, seller.goodsId, item.id, 2);
    expect([own.code, own.message]).toEqual([409, "这是您自己转售的酒，不能购买"]);
    const otherWine = await addResale(b, seller.goodsId + 1, item.id, 2);
    expect(otherWine.code).toBe(404);
    await api(svc, RESALE.shelf, { token: seller.token, body: { code, onShelf: false } });
    const off = await addResale(b, seller.goodsId, item.id, 2);
    expect([off.code, off.message]).toEqual([409, "该转售商品已下架，暂时不能购买"]);
    expect(await cartRowsOf(db(), b.user.id)).toEqual([]);
    expect(await cartRowsOf(db(), seller.user.id)).toEqual([]);
    expect(await itemRow(svc, code)).toEqual({
      ...item,
      status: "off_shelf",
      offShelfBy: "seller",
      offShelfAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });

  it("the cart's resale line: its own line beside the shop's, at the item's price, its stock what is left; the quantity keeps to the minimum and what is left", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 2, priceCents: 9_000 });
    const b = await buyer(svc);
    const added = await addResale(b, seller.goodsId, item.id, 2);
    expect([added.code, added.data.productTotalItem]).toEqual([0, 2]);
    const shopLine = await api(svc, PATHS.add, {
      token: b.token,
      body: { goodsId: seller.goodsId, quantity: 1 },
    });
    expect(shopLine.code, shopLine.message).toBe(0);

    const cart = await cartOf(b);
    expect(cart.data.lines).toHaveLength(2);
    const [resale, shop] = cart.data.lines;
    expect(resale).toMatchObject({
      goodsId: seller.goodsId,
      priceCents: 9_000,
      marketPriceCents: 9_000,
      discount: null,
      quantity: 2,
      lineCents: 18_000,
      stock: 3,
      availability: "ok",
      selected: true,
      resale: { code, grade: "A", minQuantity: 2, left: 3 },
    });
    expect(shop).toMatchObject({ goodsId: seller.goodsId, quantity: 1, resale: null });
    expect(cart.data.selectedCents).toBe(18_000 + shop.priceCents);

    const setTo = (quantity: number) =>
      api<Cart>(svc, PATHS.quantity, { token: b.token, body: { id: resale.id, quantity } });
    expect((await setTo(1)).message).toBe("该转售商品每次至少购买2瓶");
    expect((await setTo(4)).message).toBe("转售库存不足");
    const three = await setTo(3);
    expect(three.code, three.message).toBe(200);
    expect(three.data.lines[0]).toMatchObject({ quantity: 3, lineCents: 27_000 });
    // Selecting and deleting work as for any line.
    const cleared = await api<Cart>(svc, PATHS.select, {
      token: b.token,
      body: { ids: [resale.id], selected: false },
    });
    expect(cleared.data.lines[0].selected).toBe(false);
    const removed = await api<Cart>(svc, PATHS.remove, {
      token: b.token,
      body: { ids: [resale.id] },
    });
    expect(removed.data.lines.map((l) => l.resale)).toEqual([null]);
  });

  it("checkout: one order with the resale line at the item's price, one sale with its commission, reserved then sold on payment; the shop's stock moves only for its own line", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1, priceCents: 9_500 });
    const b = await buyer(svc);
    expect((await addResale(b, seller.goodsId, item.id, 2)).code).toBe(0);
    await api(svc, PATHS.add, { token: b.token, body: { goodsId: seller.goodsId, quantity: 1 } });
    const stockBefore = (await product(db(), seller.goodsId)).stock;

    const seen = await preview(svc, b.token, { source: "cart" });
    expect(seen.data.lines.map((l) => [l.unitPriceCents, l.quantity, l.resale])).toEqual([
      [9_500, 2, { code, grade: "A" }],
      [10_000, 1, null],
    ]);
    // 290 yuan of goods: every bottle counts toward the freight rule (free from 299 yuan).
    expect(seen.data.amounts).toMatchObject({ goodsCents: 29_000, discountCents: 0, quantity: 3 });
    const placed = await checkout(b);
    expect(placed.code, placed.message).toBe(200);
    const orderId = placed.data.id;

    expect(await ordersOf(db(), b.user.id)).toHaveLength(1);
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.resaleItemId, l.unitPriceCents, l.quantity])).toEqual([
      [item.id, 9_500, 2],
      [null, 10_000, 1],
    ]);
    expect(await salesOf(orderId)).toEqual([
      expect.objectContaining({
        itemId: item.id,
        sellerId: seller.user.id,
        buyerId: b.user.id,
        orderLineId: lines[0].id,
        quantity: 2,
        paid: false,
        amountCents: 19_000,
        commissionPercent: 8,
        commissionCents: 1_520,
        payoutCents: 17_480,
        payoutStatus: "pending",
      }),
    ]);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 2, soldQuantity: 0 });
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore - 1);
    expect(await cartRowsOf(db(), b.user.id)).toEqual([]);

    await payInSandbox(svc, b.token, orderId);
    expect((await orderRow(db(), orderId)).status).toBe("pending_delivery");
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 2 });
    expect((await salesOf(orderId))[0].paid).toBe(true);

    const view = await api<OrderView>(svc, `${PATHS.find}?id=${orderId}`, { token: b.token });
    expect(view.data.lines.map((l) => l.resale)).toEqual([{ code, grade: "A" }, null]);
  });

  it("shipping sends the item's consigned bottles to the buyer, logged as sold, and the shop's own bottle from its stock", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 2);
    await api(svc, PATHS.add, { token: b.token, body: { goodsId: seller.goodsId, quantity: 1 } });
    const placed = await checkout(b);
    await payInSandbox(svc, b.token, placed.data.id);
    const stockBefore = (await product(db(), seller.goodsId)).stock;

    await shipOrder(
      svc.buying,
      placed.data.orderNo,
      { company: "SF", trackingNo: "SF1234567890" },
      "tester",
    );

    const theirs = await db()
      .select()
      .from(bottles)
      .where(eq(bottles.orderId, placed.data.id))
      .orderBy(asc(bottles.serial));
    expect(theirs).toHaveLength(3);
    const resold = theirs.filter((t) => seller.serials.includes(t.serial));
    // The first two serials of the item, in serial order.
    expect(resold.map((t) => t.serial)).toEqual(seller.serials.slice(0, 2));
    for (const bottle of theirs)
      expect([bottle.status, bottle.ownerId]).toEqual(["sold", b.user.id]);
    for (const bottle of resold) {
      const chain = (await entriesOf(db(), [bottleSubject(bottle.serial)])).map((e) =>
        JSON.parse(e.entry),
      );
      expect(chain.map((e) => e.bizStep)).toEqual([
        "retail_selling",
        "receiving",
        "inspecting",
        "retail_selling",
      ]);
      expect(bottle.lastEntry).toBe(
        (await entriesOf(db(), [bottleSubject(bottle.serial)])).at(-1)!.index,
      );
    }
    const held = await db()
      .select()
      .from(resaleItemBottles)
      .where(eq(resaleItemBottles.itemId, item.id))
      .orderBy(asc(resaleItemBottles.serial));
    expect(held.map((h) => h.released)).toEqual([true, true, false]);
    const [third] = await db().select().from(bottles).where(eq(bottles.serial, seller.serials[2]));
    expect([third.status, third.ownerId]).toEqual(["consigned", seller.user.id]);
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 2, reservedQuantity: 0 });

    // Received, then returned in full before the payout is paid: the bottles are back on the item.
    const received = await api(svc, "/order/order/confirmReceipt", {
      token: b.token,
      body: { id: placed.data.id },
    });
    expect(received.code, received.message).toBe(0);
    await returnOrder(svc, b, placed.data);
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 0, reservedQuantity: 0 });
    expect((await salesOf(placed.data.id))[0]).toMatchObject({
      payoutStatus: "cancelled",
      returnedQuantity: 2,
    });
    const back = await db()
      .select()
      .from(bottles)
      .where(inArray(bottles.serial, seller.serials))
      .orderBy(asc(bottles.serial));
    expect(back.map((t) => [t.status, t.ownerId, t.orderId])).toEqual([
      ["consigned", seller.user.id, null],
      ["consigned", seller.user.id, null],
      ["consigned", seller.user.id, null],
    ]);
    const reheld = await db()
      .select()
      .from(resaleItemBottles)
      .where(eq(resaleItemBottles.itemId, item.id));
    expect(reheld.every((h) => !h.released)).toBe(true);
    // The shop's own bottle came back to the shop's shelf; the resold ones did not.
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore + 1);
  });

  it("an unpaid order cancelled gives the bottles back to the item and the shop's stock only its own", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 3);
    const stockBefore = (await product(db(), seller.goodsId)).stock;
    const placed = await checkout(b);
    expect(placed.code, placed.message).toBe(200);
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 3 });
    const cancelled = await api(svc, PATHS.cancel, {
      token: b.token,
      body: { id: placed.data.id },
    });
    expect(cancelled.code, cancelled.message).toBe(0);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 0 });
    expect((await salesOf(placed.data.id))[0].payoutStatus).toBe("cancelled");
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);
  });

  it("a refused reservation places no order and takes nothing", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const first = await buyer(svc);
    const second = await buyer(svc);
    await addResale(first, seller.goodsId, item.id, 2);
    await addResale(second, seller.goodsId, item.id, 2);
    await api(svc, PATHS.add, {
      token: second.token,
      body: { goodsId: seller.goodsId, quantity: 1 },
    });
    const seen = await preview(svc, second.token, { source: "cart" });
    expect((await checkout(first)).code).toBe(200);
    const stockBefore = (await product(db(), seller.goodsId)).stock;
    const refused = await createOrder(
      svc,
      second.token,
      { source: "cart" },
      { addressId: second.addressId, expectedTotalCents: seen.data.amounts.totalCents },
    );
    expect([refused.code, refused.message]).toEqual([409, "转售库存不足"]);
    expect(await ordersOf(db(), second.user.id)).toEqual([]);
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);
    expect(await cartRowsOf(db(), second.user.id)).toHaveLength(2);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 2 });
  });

  it("the rush: 20 buyers through the checkout for 10 bottles get exactly 10, each order whole or none", async () => {
    const seller = await sellerWithBottles(svc, 10);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const buyers: Buyer[] = [];
    for (let n = 0; n < 20; n++) {
      const b = await buyer(svc);
      expect((await addResale(b, seller.goodsId, item.id, 1)).code).toBe(0);
      buyers.push(b);
    }
    const previews = await Promise.all(
      buyers.map(
        (b) => preview(svc, b.token, { source: "cart" }) as Promise<{ data: CheckoutPreview }>,
      ),
    );
    const results = await Promise.all(
      buyers.map((b, n) =>
        createOrder(
          svc,
          b.token,
          { source: "cart" },
          { addressId: b.addressId, expectedTotalCents: previews[n].data.amounts.totalCents },
        ),
      ),
    );
    const won = results.filter((r) => r.code === 200);
    const lost = results.filter((r) => r.code !== 200);
    expect(won).toHaveLength(10);
    expect(lost.map((r) => r.message)).toEqual(Array(10).fill("转售库存不足"));
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 10, soldQuantity: 0 });
    const placed = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.user.id),
        ),
      );
    expect(placed).toHaveLength(10);
    const sales = await db().select().from(resaleSales).where(eq(resaleSales.itemId, item.id));
    expect(sales.map((s) => s.quantity).reduce((a, n) => a + n, 0)).toBe(10);
  });

  it("a form submitted twice at once makes one order and one sale", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 2);
    const key = idempotencyKey();
    const [one, two] = await Promise.all([checkout(b, key), checkout(b, key)]);
    expect([one.code, two.code]).toEqual([200, 200]);
    expect(one.data.id).toBe(two.data.id);
    expect([one.data.repeated, two.data.repeated].sort()).toEqual([false, true]);
    expect(await ordersOf(db(), b.user.id)).toHaveLength(1);
    expect(await salesOf(one.data.id)).toHaveLength(1);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 2 });
  });

  it("buy again skips a resale line and says so, rather than putting the shop's bottles in its place", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { item } = await offer(seller, { minQuantity: 1 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 1);
    const placed = await checkout(b);
    const again = await api(svc, "/shoppingCart/shoppingCart/buyAgain", {
      token: b.token,
      body: { orderId: placed.data.id },
    });
    expect(again.code).toBe(409);
    expect(again.data.skipped).toEqual([{ goodsId: seller.goodsId, reason: "resale" }]);
    expect(await cartRowsOf(db(), b.user.id)).toEqual([]);
    const rows = await db()
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, placed.data.id)));
    expect(rows.map((r) => r.resaleItemId)).toEqual([item.id]);
  });

  /** Bought (2 from the item, 1 of the shop's), paid, shipped and received by a new buyer. */
  async function receivedResaleOrder() {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1, priceCents: 9_500 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 2);
    await api(svc, PATHS.add, { token: b.token, body: { goodsId: seller.goodsId, quantity: 1 } });
    const placed = await checkout(b);
    await payInSandbox(svc, b.token, placed.data.id);
    await shipOrder(
      svc.buying,
      placed.data.orderNo,
      { company: "SF", trackingNo: "SF1234567890" },
      "tester",
    );
    await api(svc, "/order/order/confirmReceipt", { token: b.token, body: { id: placed.data.id } });
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.data.id))
      .orderBy(asc(orderLines.id));
    return { seller, code, item, b, order: placed.data, resaleLine: lines[0] };
  }

  async function returnOneOf(b: Buyer, order: { id: number; orderNo: string }, lineId: number) {
    await setShopContacts(svc);
    const applied = await api(svc, "/order/afterSale/applyRefund", {
      token: b.token,
      body: {
        orderId: order.id,
        reasonCode: "changedMind",
        lines: [{ orderLineId: lineId, quantity: 1 }],
        amountCents: 9_500,
        points: 0,
      },
    });
    expect(applied.code, applied.message).toBe(0);
    await approveAfterSale(svc.buying, order.orderNo, "tester");
    const sent = await api(svc, "/order/afterSale/returnShipment", {
      token: b.token,
      body: { orderId: order.id, company: "SF", trackingNo: "SF0000000009" },
    });
    expect(sent.code, sent.message).toBe(0);
    await confirmGoodsReturned(svc.buying, order.orderNo, "tester");
  }

  it("a return of one resale bottle before the payout: back on the item, consigned again, out of the payout; the shop's stock untouched", async () => {
    const { seller, code, b, order, resaleLine } = await receivedResaleOrder();
    const stockBefore = (await product(db(), seller.goodsId)).stock;
    await returnOneOf(b, order, resaleLine.id);
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 1, reservedQuantity: 0 });
    expect((await salesOf(order.id))[0]).toMatchObject({
      returnedQuantity: 1,
      amountCents: 9_500,
      commissionCents: 760,
      payoutCents: 8_740,
      payoutStatus: "due",
    });
    const [back] = await db().select().from(bottles).where(eq(bottles.serial, seller.serials[1]));
    expect([back.status, back.ownerId, back.orderId]).toEqual(["consigned", seller.user.id, null]);
    const chain = (await entriesOf(db(), [bottleSubject(back.serial)])).map((e) =>
      JSON.parse(e.entry),
    );
    expect(chain.map((e) => e.bizStep).slice(-3)).toEqual([
      "retail_selling",
      "receiving",
      "inspecting",
    ]);
    const [held] = await db()
      .select()
      .from(resaleItemBottles)
      .where(eq(resaleItemBottles.serial, seller.serials[1]));
    expect(held.released).toBe(false);
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);
  });

  it("a return of a resale bottle after the seller was paid: the bottle is the shop's, on its shelf; the item and the payout stay", async () => {
    const { seller, code, b, order, resaleLine } = await receivedResaleOrder();
    await db()
      .update(resaleSales)
      .set({ payoutStatus: "paid", paidAt: new Date(), paidReference: "T1", paidBy: "tester" })
      .where(eq(resaleSales.orderId, order.id));
    const stockBefore = (await product(db(), seller.goodsId)).stock;
    await returnOneOf(b, order, resaleLine.id);
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 2 });
    expect((await salesOf(order.id))[0]).toMatchObject({
      returnedQuantity: 0,
      payoutStatus: "paid",
    });
    const [back] = await db().select().from(bottles).where(eq(bottles.serial, seller.serials[1]));
    expect([back.status, back.ownerId, back.orderId]).toEqual(["in_stock", null, null]);
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore + 1);
  });

  it("a refund of one resale bottle before shipping: back on the item, and shipping sends only the other", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const { code, item } = await offer(seller, { minQuantity: 1, priceCents: 9_500 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 2);
    const placed = await checkout(b);
    await payInSandbox(svc, b.token, placed.data.id);
    const [line] = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.data.id));
    const stockBefore = (await product(db(), seller.goodsId)).stock;
    const applied = await api(svc, "/order/afterSale/applyRefund", {
      token: b.token,
      body: {
        orderId: placed.data.id,
        reasonCode: "changedMind",
        lines: [{ orderLineId: line.id, quantity: 1 }],
        amountCents: 9_500,
        points: 0,
      },
    });
    expect(applied.code, applied.message).toBe(0);
    await approveAfterSale(svc.buying, placed.data.orderNo, "tester");
    await expect
      .poll(async () => {
        const [request] = await db()
          .select()
          .from(afterSales)
          .where(eq(afterSales.orderId, placed.data.id));
        return request.status;
      })
      .toBe("succeeded");
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 1, reservedQuantity: 0 });
    expect((await salesOf(placed.data.id))[0]).toMatchObject({
      returnedQuantity: 1,
      amountCents: 9_500,
      payoutStatus: "pending",
    });
    expect((await product(db(), seller.goodsId)).stock).toBe(stockBefore);

    await shipOrder(
      svc.buying,
      placed.data.orderNo,
      { company: "SF", trackingNo: "SF1234567890" },
      "tester",
    );
    const sent = await db().select().from(bottles).where(eq(bottles.orderId, placed.data.id));
    expect(sent.map((t) => t.serial)).toEqual([seller.serials[0]]);
    const held = await db()
      .select()
      .from(resaleItemBottles)
      .where(eq(resaleItemBottles.itemId, item.id))
      .orderBy(asc(resaleItemBottles.serial));
    expect(held.map((h) => h.released)).toEqual([true, false, false]);
    // The refunded bottle is on sale again.
    const shown = await api<{ offers: ResaleOffer[] }>(svc, `${OFFERS}?goodsId=${seller.goodsId}`);
    expect(shown.data.offers.find((o) => o.code === code)?.left).toBe(2);
  });

  it("the new buyer claims the resold bottles after receipt, with codes of their own", async () => {
    const { seller, b, order } = await receivedResaleOrder();
    const serials = seller.serials.slice(0, 2);
    const claimed = await api<{
      bottles: { serial: string; claimedAt: string | null; secret: string | null }[];
    }>(svc, "/order/bottles/claim", { token: b.token, body: { id: order.id, serials } });
    expect(claimed.code, claimed.message).toBe(0);
    const mine = claimed.data.bottles.filter((t) => serials.includes(t.serial));
    expect(mine).toHaveLength(2);
    for (const bottle of mine) {
      expect(bottle.claimedAt).not.toBeNull();
      expect(bottle.secret).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
    // The seller cannot claim what they sold.
    const theirs = await api(svc, "/order/bottles/claim", {
      token: seller.token,
      body: { id: seller.order.id, serials },
    });
    expect(theirs.code).not.toBe(0);
  });

  it("a resale line whose item went off the shelf is shown so, never selected, and not checked out", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const { code, item } = await offer(seller, { minQuantity: 1 });
    const b = await buyer(svc);
    await addResale(b, seller.goodsId, item.id, 1);
    await api(svc, RESALE.shelf, { token: seller.token, body: { code, onShelf: false } });
    const cart = await cartOf(b);
    expect(cart.data.lines[0]).toMatchObject({ availability: "offShelf", selected: false });
    expect(cart.data.selectedCents).toBe(0);
    const seen = await preview(svc, b.token, { source: "cart" });
    expect(seen.data.problems).toEqual([{ goodsId: null, reason: "empty" }]);
    const refused = await createOrder(
      svc,
      b.token,
      { source: "cart" },
      { addressId: b.addressId, expectedTotalCents: 0 },
    );
    expect([refused.code, refused.message]).toEqual([409, "该转售商品已下架，暂时不能购买"]);
    expect(await ordersOf(db(), b.user.id)).toEqual([]);
  });
});
