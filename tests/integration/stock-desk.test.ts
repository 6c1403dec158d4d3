/**
 * The stock desk's endpoints (issue 32) on both databases, called with staff sessions as the
 * console calls them: the list (search, the low-stock list, pages), an adjustment by a change or a
 * stock-take's count, refused below zero, a correction's note, a threshold, a wine's history; bad
 * input answered 422 with its fields and nothing changed; a warehouse member may adjust, a clerk
 * may not; every change's audit row holds the stock before and after; adjustments, receipts and
 * orders at once on a wine of little stock leave exactly what they add up to.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stockAdjustments, staffAudit } from "../../shopping/db/schema";
import { growCatalogue } from "../../shopping/testing/catalogue-copies";
import {
  buyer,
  createOrder,
  placeOrder,
  preview,
  product,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { OPS_KEY, runOps } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

describe.each(backends())("the stock desk on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let warehouse: { name: string; session: string };
  let clerk: { name: string; session: string };
  const desk = <T = any>(path: string, body?: unknown) =>
    staffCall<T>(svc, warehouse.session, path, body);
  const inChinese = (path: string, body: unknown) =>
    call(svc.base, path, { token: `Staff ${warehouse.session}`, lang: "ch", method: "POST", body });
  const adjustmentsOf = (goodsId: number) =>
    db()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, goodsId))
      .orderBy(desc(stockAdjustments.id));
  const auditOf = (action: string, goodsId: number) =>
    db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, action), eq(staffAudit.target, `goodsId:${goodsId}`)))
      .orderBy(desc(staffAudit.id));

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    warehouse = await member(svc, owner.session, "warehouse", "仓库-赵");
    clerk = await member(svc, owner.session, "clerk", "客服-钱");
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("adjusts by a change: broken bottles leave the shelf, the row and the audit say who and why", async () => {
    const goodsId = await wine(db(), { priceCents: 20_000, stock: 10 });
    const broken = await desk("/ops/stock/adjust", {
      goodsId,
      reason: "breakage",
      delta: -2,
      note: "叉车碰倒 🍷",
    });
    expect(broken.code, broken.message).toBe(0);
    expect(broken.message).toBe("stock adjusted");
    expect(broken.data).toMatchObject({
      goodsId,
      reason: "breakage",
      delta: -2,
      counted: null,
      note: "叉车碰倒 🍷",
      stockBefore: 10,
      stockAfter: 8,
      operator: `operator:${warehouse.name}`,
    });
    expect((await product(db(), goodsId)).stock).toBe(8);
    const [row] = await adjustmentsOf(goodsId);
    expect(row).toMatchObject({ reason: "breakage", delta: -2, stockBefore: 10, stockAfter: 8 });
    const [audit] = await auditOf("POST /ops/stock/adjust", goodsId);
    expect(audit).toMatchObject({
      actor: warehouse.name,
      permission: "stock.adjust",
      before: { stock: 10, threshold: 6 },
      after: { stock: 8, threshold: 6 },
    });
  });

  it("refuses to go below zero, in the member's language, and changes nothing", async () => {
    const goodsId = await wine(db(), { priceCents: 20_000, stock: 3 });
    const refused = await desk("/ops/stock/adjust", { goodsId, reason: "breakage", delta: -4 });
    expect(refused.http).toBe(200);
    expect(refused.code).toBe(409);
    expect(refused.message).toBe(
      "only 3 bottles are free (0 more are held by orders not yet shipped): 4 fewer is not possible",
    );
    const zh = await inChinese("/ops/stock/adjust", { goodsId, reason: "breakage", delta: -4 });
    expect(zh.code).toBe(409);
    expect(zh.message).toContain("可售库存只有 3 瓶");
    expect((await product(db(), goodsId)).stock).toBe(3);
    expect(await adjustmentsOf(goodsId)).toHaveLength(0);
    expect(await auditOf("POST /ops/stock/adjust", goodsId)).toHaveLength(0);
    const missing = await desk("/ops/stock/adjust", {
      goodsId: 2_000_000_000,
      reason: "breakage",
      delta: -1,
    });
    expect(missing.code).toBe(404);
  });

  it("a stock-take counts the shelf, bottles held by unshipped orders included", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 12 });
    const b = await buyer(svc);
    await placeOrder(svc, b.token, { source: "buyNow", goodsId, quantity: 3 }, b.addressId);
    expect((await product(db(), goodsId)).stock).toBe(9);
    // 11 on the shelf: 3 are the order's, so 8 are free, one fewer than the books.
    const counted = await desk("/ops/stock/adjust", { goodsId, reason: "stocktake", counted: 11 });
    expect(counted.code, counted.message).toBe(0);
    expect(counted.data).toMatchObject({ delta: -1, counted: 11, stockBefore: 9, stockAfter: 8 });
    const agrees = await desk("/ops/stock/adjust", { goodsId, reason: "stocktake", counted: 11 });
    expect(agrees.code).toBe(409);
    expect(agrees.message).toContain("as the books say");
    const short = await desk("/ops/stock/adjust", { goodsId, reason: "stocktake", counted: 2 });
    expect(short.code).toBe(409);
    expect(short.message).toContain("fewer than the 3 held by orders not yet shipped");
    expect((await product(db(), goodsId)).stock).toBe(8);
    const history = await desk(`/ops/stock/history?goodsId=${goodsId}`);
    expect(history.data.wine).toMatchObject({ goodsId, stock: 8, reserved: 3 });
    // The count itself stays in the history, not only the change it made.
    expect(history.data.entries).toEqual([
      expect.objectContaining({ reason: "stocktake", counted: 11, delta: -1, stockAfter: 8 }),
    ]);
    // The table holds a count only for a stock-take, and never a negative one.
    await expect(
      db().insert(stockAdjustments).values({
        productId: goodsId,
        reason: "breakage",
        delta: -1,
        stockBefore: 8,
        stockAfter: 7,
        counted: 7,
        operator: "test",
      }),
    ).rejects.toThrow();
  });

  it("refuses bad input with 422 and its fields, and a correction without a note", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 5 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: "correction", delta: 2 }, "note", "A correction needs a note saying why"],
      [{ reason: "correction", delta: 2, note: "   " }, "note", "A correction needs a note"],
      [{ reason: "breakage", delta: 0 }, "delta", "The change cannot be 0"],
      [{ reason: "breakage", delta: 1.5 }, "delta", "whole number"],
      [{ reason: "breakage", delta: "-2" }, "delta", "whole number"],
      [{ reason: "breakage", delta: -10_001 }, "delta", "at most 10,000"],
      [{ reason: "breakage" }, "delta", "Please enter the change"],
      [{ reason: "theft", delta: -1 }, "reason", "Please choose the reason"],
      [{ reason: "breakage", counted: 3 }, "counted", "Only a stock-take"],
      [{ reason: "stocktake", counted: 3, delta: -1 }, "delta", "either the change or the count"],
      [{ reason: "stocktake", counted: -1 }, "counted", "between 0 and"],
      [{ reason: "breakage", delta: -1, note: "长".repeat(201) }, "note", "at most 200"],
    ];
    for (const [fields, field, text] of cases) {
      const refused = await desk("/ops/stock/adjust", { goodsId, ...fields });
      expect(refused.code, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(refused.data.fieldErrors), JSON.stringify(fields)).toContain(field);
      expect(refused.message, JSON.stringify(fields)).toContain(text);
    }
    const zh = await inChinese("/ops/stock/adjust", { goodsId, reason: "correction", delta: 2 });
    expect(zh.message).toBe("更正须写明原因");
    const corrected = await desk("/ops/stock/adjust", {
      goodsId,
      reason: "correction",
      delta: 2,
      note: "上次入库少记 2 瓶",
    });
    expect(corrected.code, corrected.message).toBe(0);
    for (const threshold of [-1, 100_001, 2.5]) {
      const refused = await desk("/ops/stock/threshold", { goodsId, threshold });
      expect(refused.code).toBe(422);
      expect(refused.data.fieldErrors).toHaveProperty("threshold");
    }
    expect((await product(db(), goodsId)).stock).toBe(7);
    expect(await adjustmentsOf(goodsId)).toHaveLength(1);
  });

  it("sets a threshold and lists the low wines, lowest stock first; finds wines by id or name", async () => {
    const [a, b, c] = [
      await wine(db(), { priceCents: 10_000, stock: 4 }),
      await wine(db(), { priceCents: 10_000, stock: 1 }),
      await wine(db(), { priceCents: 10_000, stock: 50 }),
    ];
    const set = await desk("/ops/stock/threshold", { goodsId: c, threshold: 60 });
    expect(set.code, set.message).toBe(0);
    expect(set.data).toEqual({ goodsId: c, threshold: 60, stock: 50, low: true });
    const [audit] = await auditOf("POST /ops/stock/threshold", c);
    expect(audit).toMatchObject({ before: { threshold: 6 }, after: { threshold: 60 } });

    const low = await desk("/ops/stock/list?low=1&pageSize=1250");
    const ids = low.data.wines.map((w: any) => w.goodsId);
    expect(ids).toEqual(expect.arrayContaining([a, b, c]));
    const stocks = low.data.wines.map((w: any) => w.stock);
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y));
    expect(low.data.wines.every((w: any) => w.low && w.stock <= w.threshold)).toBe(true);
    expect(low.data.total).toBe(ids.length);

    const byId = await desk(`/ops/stock/list?q=${c}`);
    expect(byId.data.wines.map((w: any) => w.goodsId)).toContain(c);
    const wineC = await product(db(), c);
    const word = wineC.spuNameEn.split(/\s+/).find((w) => w.length > 3)!;
    const byName = await desk(`/ops/stock/list?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(byName.data.wines.map((w: any) => w.goodsId)).toContain(c);
    const byChinese = await desk(
      `/ops/stock/list?q=${encodeURIComponent(wineC.spuName.slice(0, 2))}`,
    );
    expect(byChinese.data.wines.map((w: any) => w.goodsId)).toContain(c);
    expect(byChinese.data.wines.find((w: any) => w.goodsId === c)).toMatchObject({
      name: wineC.spuName,
      stock: 50,
      threshold: 60,
      low: true,
      shelfStatus: "on_shelf",
    });
    // % and _ are letters here, not wildcards.
    const wild = await desk(`/ops/stock/list?q=${encodeURIComponent("%_%")}`);
    expect(wild.data).toMatchObject({ wines: [], total: 0 });

    const all = await desk("/ops/stock/list?pageSize=10&page=2");
    expect(all.data.wines).toHaveLength(10);
    expect(all.data.total).toBeGreaterThan(20);
    for (const bad of ["pageSize=1251", "page=0", "low=yes", `q=${"x".repeat(41)}`]) {
      const refused = await desk(`/ops/stock/list?${bad}`);
      expect(refused.code, bad).toBe(422);
    }
  });

  it("answers a wine's receipts and adjustments, newest first, paged", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 0 });
    const received = await desk("/ops/stock/receive", { goodsId, quantity: 12 });
    expect(received.code, received.message).toBe(0);
    expect(received.data.serials.first).toBe(`${received.data.lot}-0001`);
    expect(received.data.serials.last).toBe(`${received.data.lot}-0012`);
    const [receiptAudit] = await auditOf("POST /ops/stock/receive", goodsId);
    expect(receiptAudit).toMatchObject({ before: { stock: 0 }, after: { stock: 12 } });
    await desk("/ops/stock/adjust", { goodsId, reason: "breakage", delta: -2 });
    await desk("/ops/stock/adjust", { goodsId, reason: "correction", delta: 1, note: "找到 1 瓶" });
    const history = await desk(`/ops/stock/history?goodsId=${goodsId}`);
    expect(history.code, history.message).toBe(200);
    expect(history.data.wine).toMatchObject({ goodsId, stock: 11, reserved: 0 });
    expect(history.data.total).toBe(3);
    expect(
      history.data.entries.map((e: any) => [e.kind, e.reason, e.delta, e.stockAfter, e.note]),
    ).toEqual([
      ["adjustment", "correction", 1, 11, "找到 1 瓶"],
      ["adjustment", "breakage", -2, 10, ""],
      ["receipt", null, 12, 12, ""],
    ]);
    expect(history.data.entries[0].operator).toBe(`operator:${warehouse.name}`);
    const second = await desk(`/ops/stock/history?goodsId=${goodsId}&pageSize=2&page=2`);
    expect(second.data.entries.map((e: any) => e.kind)).toEqual(["receipt"]);
    expect((await desk("/ops/stock/history?goodsId=2000000000")).code).toBe(404);
    expect((await desk("/ops/stock/history")).code).toBe(422);
  });

  it("lets a clerk read stock but not adjust it (403), writing nothing", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 5 });
    const read = await staffCall(svc, clerk.session, `/ops/stock/list?q=${goodsId}`);
    expect(read.code).toBe(200);
    for (const [path, body] of [
      ["/ops/stock/adjust", { goodsId, reason: "breakage", delta: -1 }],
      ["/ops/stock/threshold", { goodsId, threshold: 3 }],
    ] as const) {
      const refused = await staffCall(svc, clerk.session, path, body);
      expect(refused.code).toBe(403);
      expect(refused.data).toMatchObject({ permission: "stock.adjust" });
    }
    expect(await product(db(), goodsId)).toMatchObject({ stock: 5, lowStockThreshold: 6 });
    expect(await adjustmentsOf(goodsId)).toHaveLength(0);
  });

  it("adjustments, receipts and orders at once never take the stock below zero, and add up", async () => {
    const start = 6;
    const goodsId = await wine(db(), { priceCents: 10_000, stock: start });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer(svc)));
    const source = { source: "buyNow" as const, goodsId, quantity: 1 };
    const seen = await preview(svc, buyers[0].token, source);
    const total = seen.data.amounts.totalCents;
    const adjustments = Array.from({ length: 16 }, (_, i) =>
      i % 4 === 3
        ? { goodsId, reason: "correction", delta: 1, note: `补记 ${i}` }
        : { goodsId, reason: "breakage", delta: -1 },
    );
    const [orderAnswers, adjustAnswers, receiptAnswers] = await Promise.all([
      Promise.all(
        buyers.map((b) =>
          createOrder(svc, b.token, source, { addressId: b.addressId, expectedTotalCents: total }),
        ),
      ),
      Promise.all(adjustments.map((body) => desk("/ops/stock/adjust", body))),
      Promise.all([1, 2].map(() => desk("/ops/stock/receive", { goodsId, quantity: 2 }))),
    ]);
    // Each one placed, done or refused for the stock: never an error.
    expect(orderAnswers.every((a) => a.http === 200 && [200, 409].includes(a.code))).toBe(true);
    expect(adjustAnswers.every((a) => a.http === 200 && [0, 409].includes(a.code))).toBe(true);
    expect(receiptAnswers.every((a) => a.code === 0)).toBe(true);
    // 14 bottles came or were there (6, 2 receipts of 2, 4 corrections) for 22 asked (12 broken,
    // 10 orders): at least 8 were refused.
    const refused = [...orderAnswers, ...adjustAnswers].filter((a) => a.code === 409).length;
    expect(refused).toBeGreaterThanOrEqual(8);
    const reserved = orderAnswers.filter((a) => a.code === 200).length;
    const adjusted = adjustAnswers
      .filter((a) => a.code === 0)
      .reduce((sum, a) => sum + (a.data.delta as number), 0);
    const [row] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, goodsId));
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(row.stock).toBe(start + 4 + adjusted - reserved);
    // Every adjustment's row chains on the one before: each began where the stock then was.
    const rows = await adjustmentsOf(goodsId);
    expect(rows).toHaveLength(adjustAnswers.filter((a) => a.code === 0).length);
    expect(rows.every((r) => r.stockAfter >= 0 && r.stockAfter === r.stockBefore + r.delta)).toBe(
      true,
    );
  });

  it("npm run ops -- stock-adjust and stock-low, with a warehouse member's token", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 9 });
    const made = await desk("/ops/me/tokens/create", { label: "仓库手机 📦" });
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_TOKEN: made.data.token };
    const done = await runOps(
      ["stock-adjust", String(goodsId), "--reason", "breakage", "--delta", "-2", "--note", "摔碎"],
      env,
    );
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`wine ${goodsId}`);
    expect(done.stdout).toContain("9 → 7");
    expect((await product(db(), goodsId)).stock).toBe(7);
    const counted = await runOps(
      ["stock-adjust", String(goodsId), "--reason", "stocktake", "--counted", "5"],
      env,
    );
    expect(counted.code, counted.stderr).toBe(0);
    expect(counted.stdout).toContain("7 → 5");
    const low = await runOps(["stock-low"], env);
    expect(low.code, low.stderr).toBe(0);
    expect(low.stdout).toContain(String(goodsId));
    const refused = await runOps(
      ["stock-adjust", String(goodsId), "--reason", "correction", "--delta", "1"],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("A correction needs a note");
    const usage = await runOps(["stock-adjust", String(goodsId), "--reason", "breakage"], env);
    expect(usage.code).toBe(64);
  });

  // Last: the copies would change what the other tests list.
  it("lists a shop of 2,000 wines quickly: a page, a search, the low-stock list", async () => {
    await growCatalogue(db(), 2_000);
    const timed = async (query: string) => {
      await desk(`/ops/stock/list?${query}`);
      const started = performance.now();
      const answer = await desk(`/ops/stock/list?${query}`);
      return { answer, ms: performance.now() - started };
    };
    const page = await timed("page=30&pageSize=50");
    const search = await timed(`q=${encodeURIComponent("干红 7")}`);
    const low = await timed("low=1&pageSize=200");
    console.log(
      `[stock-desk] 2,000 wines on ${backend}: a page ${page.ms.toFixed(0)} ms, a search ${search.ms.toFixed(0)} ms, the low-stock list ${low.ms.toFixed(0)} ms`,
    );
    expect(page.answer.data.total).toBeGreaterThanOrEqual(2_000);
    expect(page.answer.data.wines).toHaveLength(50);
    expect(search.answer.data.total).toBeGreaterThan(0);
    expect(
      search.answer.data.wines.every((w: any) => w.name.includes("干红") && w.name.includes("7")),
    ).toBe(true);
    // Generous: the machine is shared; a scan of 2,000 rows takes a few milliseconds.
    for (const { ms } of [page, search, low]) expect(ms).toBeLessThan(1_000);
    // Growing the catalogue to 2,000 wines takes seconds on PGlite when the machine is busy.
  }, 60_000);
});
