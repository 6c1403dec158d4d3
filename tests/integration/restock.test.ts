/**
 * 到货通知 through the service: a buyer waits for a sold-out wine once (asking again changes
 * nothing), never for one in stock, and stops waiting; stock that comes back by a cancelled order,
 * an order closed past its deadline or the operator's receipt (the endpoint and `npm run ops -- stock
 * receive`) brings each waiting buyer exactly one SMS in their language, through the outbox, and
 * marks them notified; later sweeps send nothing, a refused text waits for the next sweep, and two
 * sweeps at once (on PostgreSQL, two connections) send each notice once.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { GoodsDetail } from "../../contract/catalog";
import type { Db } from "../../shopping/db/client";
import { products, restockSubscriptions, smsOutbox, stockReceipts } from "../../shopping/db/schema";
import { sweepExpiredOrders } from "../../shopping/orders/ending";
import { outboxProvider } from "../../shopping/providers/sms/outbox";
import type { SmsProvider } from "../../shopping/providers/sms/provider";
import { sweepRestockNotices } from "../../shopping/restock/notices";
import { api } from "../helpers/accounts";
import { buyer, PATHS, placeOrder, product, setStock, TEST_ENV, wine } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const R = "/goods/restock";
const DETAIL = "/goods/goods/findGoodsDetail";
const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

type Buyer = Awaited<ReturnType<typeof createUser>>;

describe.each(backends())("restock notices on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  const sweep = () => sweepRestockNotices(db(), outboxProvider(db()));

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });
  // Each test counts the notices of its own wines: what an earlier one left waiting is sent first.
  beforeEach(async () => {
    await sweep();
  });

  const subscribe = (b: Buyer, goodsId: unknown, lang = "ch") =>
    api(svc, `${R}/subscribe`, { token: b.token, body: { goodsId }, lang });
  const unsubscribe = (b: Buyer, goodsId: unknown) =>
    api(svc, `${R}/unsubscribe`, { token: b.token, body: { goodsId } });
  const subscribed = async (b: Buyer | null, goodsId: number) =>
    (await api<GoodsDetail>(svc, `${DETAIL}?id=${goodsId}`, { token: b?.token })).data
      .restockSubscribed;
  const rowsOf = (goodsId: number) =>
    db()
      .select()
      .from(restockSubscriptions)
      .where(eq(restockSubscriptions.productId, goodsId))
      .orderBy(asc(restockSubscriptions.id));
  const textsTo = (...buyers: Buyer[]) => noticesTo(db(), ...buyers.map((b) => b.user.phone));

  it("waits once per buyer and wine, refuses a wine in stock, and stops waiting", async () => {
    const a = await createUser(db());
    const soldOut = await wine(db(), { priceCents: 50_000, stock: 0 });

    expect(await subscribed(a, soldOut)).toBe(false);
    const first = await subscribe(a, soldOut);
    expect(first.code, first.message).toBe(0);
    expect(first.message).toBe("已订阅到货通知，到货后将短信通知您");
    expect(first.data).toEqual({ goodsId: soldOut, subscribed: true });
    // Asked again, in English: still one waiting row, now in the language asked last.
    const again = await subscribe(a, soldOut, "en");
    expect(again.code).toBe(0);
    expect(again.message).toBe("we will text you when it is back in stock");
    expect((await rowsOf(soldOut)).map((r) => [r.userId, r.lang, r.notifiedAt])).toEqual([
      [a.user.id, "en", null],
    ]);
    expect(await subscribed(a, soldOut)).toBe(true);
    expect(await subscribed(null, soldOut)).toBeNull();
    expect(await subscribed(await createUser(db()), soldOut)).toBe(false);

    // In stock: bought, not waited for. Off the shelf or unknown: no such wine. No token: 401.
    const inStock = await wine(db(), { priceCents: 50_000, stock: 3 });
    const refused = await subscribe(a, inStock);
    expect(refused).toMatchObject({
      http: 200,
      code: 409,
      message: "这款酒现在有货，可以直接购买",
    });
    expect((await subscribe(a, inStock, "en")).message).toBe(
      "this wine is in stock: you can buy it now",
    );
    expect(await rowsOf(inStock)).toEqual([]);
    const offShelf = await wine(db(), { priceCents: 50_000, stock: 0 });
    await db()
      .update(products)
      .set({ onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, offShelf));
    expect((await subscribe(a, offShelf)).code).toBe(404);
    expect((await subscribe(a, 2_000_000_000)).code).toBe(404);
    for (const goodsId of [0, -1, 1.5, "12", null])
      expect((await subscribe(a, goodsId)).code, String(goodsId)).toBe(422);
    const anonymous = await api(svc, `${R}/subscribe`, { body: { goodsId: soldOut } });
    expect(anonymous.http).toBe(401);

    const off = await unsubscribe(a, soldOut);
    expect(off).toMatchObject({ code: 0, message: "已取消到货通知" });
    expect(off.data).toEqual({ goodsId: soldOut, subscribed: false });
    expect(await rowsOf(soldOut)).toEqual([]);
    expect((await unsubscribe(a, soldOut)).code).toBe(0);
    expect(await subscribed(a, soldOut)).toBe(false);
  });

  it("tells each waiting buyer once, in their language, when a cancelled or closed order brings the stock back", async () => {
    for (const end of ["cancel", "close"] as const) {
      const taker = await buyer(svc);
      const id = await wine(db(), { priceCents: 30_000, stock: 2 });
      const placed = await placeOrder(
        svc,
        taker.token,
        { source: "buyNow", goodsId: id, quantity: 2 },
        taker.addressId,
      );
      expect((await product(db(), id)).stock).toBe(0);
      const [ch, en, gone] = [
        await createUser(db()),
        await createUser(db()),
        await createUser(db()),
      ];
      expect((await subscribe(ch, id, "ch")).code).toBe(0);
      expect((await subscribe(en, id, "en")).code).toBe(0);
      expect((await subscribe(gone, id)).code).toBe(0);
      expect((await unsubscribe(gone, id)).code).toBe(0);
      // Nothing to tell while the wine has no stock.
      expect(await sweep()).toBe(0);
      expect(await textsTo(ch, en)).toEqual([]);

      if (end === "cancel") {
        const cancelled = await api(svc, PATHS.cancel, {
          token: taker.token,
          body: { id: placed.id },
        });
        expect(cancelled.code, cancelled.message).toBe(0);
      } else {
        expect(await sweepExpiredOrders(svc.buying, new Date(Date.now() + 86_400_000))).toBe(1);
      }
      expect((await product(db(), id)).stock).toBe(2);

      expect(await sweep()).toBe(2);
      const row = await product(db(), id);
      const vintage = row.vintage === null ? "" : ` ${row.vintage}`;
      expect(await textsTo(ch, en, gone)).toEqual([
        {
          phone: ch.user.phone,
          purpose: "restockNotice",
          code: "",
          body: `【醇境酒窖】您订阅的「${row.spuName}${vintage}」已到货，库存有限，欢迎选购。`,
        },
        {
          phone: en.user.phone,
          purpose: "restockNotice",
          code: "",
          body: `[Vintry Cellars] ${row.spuNameEn}${vintage} is back in stock. Quantities are limited: order soon.`,
        },
      ]);
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r.notifiedAt).toBeInstanceOf(Date);
      expect(await subscribed(ch, id)).toBe(false);

      // A second sweep has nobody left to tell.
      expect(await sweep()).toBe(0);
      expect(await textsTo(ch, en)).toHaveLength(2);
    }
  });

  it("a buyer told once waits anew when asking again, and is told again", async () => {
    const b = await createUser(db());
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    expect((await subscribe(b, id)).code).toBe(0);
    await setStock(db(), id, 1);
    expect(await sweep()).toBe(1);
    await setStock(db(), id, 0);
    expect((await subscribe(b, id)).code).toBe(0);
    expect((await rowsOf(id)).map((r) => r.notifiedAt === null)).toEqual([false, true]);
    expect(await subscribed(b, id)).toBe(true);
    await setStock(db(), id, 4);
    expect(await sweep()).toBe(1);
    expect(await textsTo(b)).toHaveLength(2);
  });

  it("tells nobody of a wine taken off the shelf, however much stock it has", async () => {
    const b = await createUser(db());
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    expect((await subscribe(b, id)).code).toBe(0);
    await db()
      .update(products)
      .set({ stock: 9, onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, id));
    expect(await sweep()).toBe(0);
    await db()
      .update(products)
      .set({ onShelf: true, shelfStatus: "on_shelf" })
      .where(eq(products.id, id));
    expect(await sweep()).toBe(1);
  });

  it("keeps a buyer waiting when the SMS provider fails, and tells them at the next sweep", async () => {
    const [ok, failing] = [await createUser(db()), await createUser(db())];
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    expect((await subscribe(ok, id)).code).toBe(0);
    expect((await subscribe(failing, id)).code).toBe(0);
    await setStock(db(), id, 5);
    const outbox = outboxProvider(db());
    const flaky: SmsProvider = {
      name: "flaky",
      async send(message) {
        if (message.phone === failing.user.phone) throw new Error("carrier down");
        await outbox.send(message);
      },
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await sweepRestockNotices(db(), flaky)).toBe(1);
    } finally {
      console.error = quiet;
    }
    expect(await textsTo(ok, failing)).toHaveLength(1);
    const waiting = (await rowsOf(id)).filter((r) => r.notifiedAt === null);
    expect(waiting.map((r) => r.userId)).toEqual([failing.user.id]);
    expect(await sweep()).toBe(1);
    expect((await textsTo(ok, failing)).map((t) => t.phone)).toEqual([
      ok.user.phone,
      failing.user.phone,
    ]);
  });

  it("the operator receives stock (row locked, receipt recorded) and the waiting buyers are told", async () => {
    const [ch, en] = [await createUser(db()), await createUser(db())];
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    expect((await subscribe(ch, id, "ch")).code).toBe(0);
    expect((await subscribe(en, id, "en")).code).toBe(0);

    const received = await ops(svc.base, "/ops/stock/receive", {
      operator: "alice",
      body: { goodsId: id, quantity: 6 },
    });
    expect(received.code, received.message).toBe(0);
    expect(received.message).toBe("stock received");
    const row = await product(db(), id);
    expect(received.data).toEqual({
      goodsId: id,
      name: row.spuName,
      quantity: 6,
      stockBefore: 0,
      stockAfter: 6,
      waiting: 2,
      lot: expect.stringMatching(/^L\d{5,}$/),
      serials: { first: expect.stringMatching(/-0001$/), last: expect.stringMatching(/-0006$/) },
    });
    expect(row.stock).toBe(6);
    expect(await receiptsOf(db(), id)).toEqual([
      { quantity: 6, stockBefore: 0, stockAfter: 6, operator: "operator:alice" },
    ]);

    expect(await sweep()).toBe(2);
    const texts = await textsTo(ch, en);
    expect(texts.map((t) => t.phone)).toEqual([ch.user.phone, en.user.phone]);
    expect(texts[0].body).toContain(`您订阅的「${row.spuName}`);
    expect(texts[1].body).toContain(`] ${row.spuNameEn}`);
    expect(await sweep()).toBe(0);

    // Refused, nothing changed: not a count of bottles, too many, no such wine, no key.
    const refusals: [unknown, number][] = [
      [{ goodsId: id, quantity: 0 }, 422],
      [{ goodsId: id, quantity: -3 }, 422],
      [{ goodsId: id, quantity: 1.5 }, 422],
      [{ goodsId: id, quantity: "6" }, 422],
      [{ goodsId: id, quantity: 10_001 }, 422],
      [{ goodsId: 2_000_000_000, quantity: 6 }, 404],
    ];
    for (const [body, code] of refusals) {
      const answer = await ops(svc.base, "/ops/stock/receive", { body });
      expect(answer.code, JSON.stringify(body)).toBe(code);
    }
    const noKey = await ops(svc.base, "/ops/stock/receive", {
      auth: null,
      body: { goodsId: id, quantity: 6 },
    });
    expect(noKey.http).toBe(401);
    await setStock(db(), id, 995_000);
    const tooHigh = await ops(svc.base, "/ops/stock/receive", {
      body: { goodsId: id, quantity: 5_001 },
    });
    expect(tooHigh.code).toBe(409);
    expect(tooHigh.message).toBe(
      "the stock would exceed 1000000 bottles: please check the quantity",
    );
    expect((await product(db(), id)).stock).toBe(995_000);
    expect(await receiptsOf(db(), id)).toHaveLength(1);
  });

  it("npm run ops -- stock receive prints the new stock, and refuses what is not a count", async () => {
    const b = await createUser(db());
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    expect((await subscribe(b, id)).code).toBe(0);
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };

    const done = await runOps(["stock", "receive", String(id), "12", "--as", "carol"], env);
    expect(done).toMatchObject({ code: 0, stderr: "" });
    expect(done.stdout.trim()).toMatch(
      `stock received: wine ${id} ${(await product(db(), id)).spuName} +12, stock 0 → 12; 1 buyer(s) waiting will be told by SMS (by operator:carol); serials `,
    );
    expect(done.stdout.trim()).toMatch(/; serials (L\d{5,})-0001 to \1-0012, lot \1$/);
    expect(await receiptsOf(db(), id)).toEqual([
      { quantity: 12, stockBefore: 0, stockAfter: 12, operator: "operator:carol" },
    ]);

    for (const args of [
      ["stock", "receive", String(id), "0"],
      ["stock", "receive", String(id), "1.5"],
      ["stock", "receive", String(id), "10001"],
      ["stock", "receive", String(id)],
      ["stock", "take", String(id), "3"],
    ]) {
      const refused = await runOps(args, env);
      expect(refused.code, args.join(" ")).toBe(64);
    }
    const unknown = await runOps(["stock", "receive", "2000000000", "3"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe("refused: no wine has the id 2000000000");
    expect((await product(db(), id)).stock).toBe(12);
  });

  it("two sweeps at once send each notice once", async () => {
    const id = await wine(db(), { priceCents: 30_000, stock: 0 });
    // More than two batches of 50, so that the sweeps take turns claiming.
    const waiting: Buyer[] = [];
    for (let i = 0; i < 120; i++) waiting.push(await createUser(db()));
    await Promise.all(waiting.map((b) => subscribe(b, id)));
    await setStock(db(), id, 1);

    // A slow carrier keeps each sweep busy after its claim, while the other claims.
    const outbox = outboxProvider(db());
    const slow: SmsProvider = {
      name: "slow",
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await outbox.send(message);
      },
    };
    const sent = await Promise.all([
      sweepRestockNotices(db(), slow),
      sweepRestockNotices(db(), slow),
    ]);
    console.log(`restock sweeps at once on ${backend}: sent ${sent.join(" + ")}`);
    expect(sent[0] + sent[1]).toBe(120);
    const texts = await textsTo(...waiting);
    expect(texts).toHaveLength(120);
    expect(new Set(texts.map((t) => t.phone)).size).toBe(120);
    expect((await rowsOf(id)).every((r) => r.notifiedAt !== null)).toBe(true);
    expect(await sweep()).toBe(0);
  });
});

function noticesTo(db: Db, ...phones: string[]) {
  return db
    .select({
      phone: smsOutbox.phone,
      purpose: smsOutbox.purpose,
      code: smsOutbox.code,
      body: smsOutbox.body,
    })
    .from(smsOutbox)
    .where(and(inArray(smsOutbox.phone, phones), eq(smsOutbox.purpose, "restockNotice")))
    .orderBy(asc(smsOutbox.id));
}

function receiptsOf(db: Db, goodsId: number) {
  return db
    .select({
      quantity: stockReceipts.quantity,
      stockBefore: stockReceipts.stockBefore,
      stockAfter: stockReceipts.stockAfter,
      operator: stockReceipts.operator,
    })
    .from(stockReceipts)
    .where(eq(stockReceipts.productId, goodsId))
    .orderBy(asc(stockReceipts.id));
}
