/**
 * Favorites and browsing history through the service: collect once (the unique index), the hearts
 * on the detail and the lists, history written by a logged-in visit of a wine's page (one row per
 * wine, moved to the top), paging, batch delete all-or-none, clear, and another buyer's rows never
 * reached: 404 and nothing changed.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FavoriteList, FootprintList } from "../../contract/favorites";
import type { GoodsDetail, GoodsPage } from "../../contract/catalog";
import { browseHistory, favorites, products } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { buyer, TEST_ENV, wine } from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

const C = "/collect/collect";
const F = "/footprint/footprint";
const DETAIL = "/goods/goods/findGoodsDetail";

type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("favorites and history on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const favoriteRows = (b: Buyer) =>
    db().select().from(favorites).where(eq(favorites.userId, b.user.id));
  const historyRows = (b: Buyer) =>
    db().select().from(browseHistory).where(eq(browseHistory.userId, b.user.id));
  const collect = (b: Buyer, goodsId: unknown, lang?: string) =>
    api(svc, `${C}/addCollect`, { token: b.token, body: { goodsId }, lang });
  const visit = (b: Buyer | null, id: number) =>
    api<GoodsDetail>(svc, `${DETAIL}?id=${id}`, { token: b?.token });
  /** The visit is written after the page was answered: wait for it as the next page would. */
  const historyOf = async (b: Buyer, count: number) => {
    for (let i = 0; i < 100; i++) {
      const rows = await historyRows(b);
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
    return historyRows(b);
  };

  it("collects a wine once, shows the heart on its page and on the list, and un-collects it", async () => {
    const b = await buyer(svc);
    const id = await wine(db(), { priceCents: 12_000, stock: 5 });

    const first = await collect(b, id);
    expect(first.code, first.message).toBe(0);
    expect(first.message).toBe("收藏成功");
    expect(first.data).toEqual({ goodsId: id, collected: true });
    const again = await collect(b, id, "en");
    expect(again.code).toBe(0);
    expect(again.message).toBe("added to your favorites");
    expect(await favoriteRows(b)).toHaveLength(1);

    expect((await visit(b, id)).data.collected).toBe(true);
    expect((await visit(null, id)).data.collected).toBeNull();
    const other = await buyer(svc);
    expect((await visit(other, id)).data.collected).toBe(false);

    const list = await api<GoodsPage>(svc, `/goods/goods/findGoodsList?pageSize=50`, {
      token: b.token,
    });
    expect(list.data.collectedIds).toContain(id);
    const anonymous = await api<GoodsPage>(svc, `/goods/goods/findGoodsList?pageSize=50`);
    expect(anonymous.data.collectedIds).toEqual([]);

    const off = await api(svc, `${C}/cancelCollect`, { token: b.token, body: { goodsId: id } });
    expect(off.code).toBe(0);
    expect(off.data).toEqual({ goodsId: id, collected: false });
    expect(await favoriteRows(b)).toHaveLength(0);
  });

  it("refuses to collect what is not on the shelf, and bad ids, changing nothing", async () => {
    const b = await buyer(svc);
    const id = await wine(db(), { priceCents: 9_000, stock: 5 });
    await db()
      .update(products)
      .set({ onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, id));
    const gone = await collect(b, id);
    expect(gone.code).toBe(404);
    expect(gone.message).toBe("商品不存在或已下架");
    expect((await collect(b, 99_999_999)).code).toBe(404);
    for (const bad of [0, -1, 1.5, "abc", null, 2 ** 31]) {
      const refused = await collect(b, bad);
      expect(refused.code, String(bad)).toBe(422);
    }
    expect(await favoriteRows(b)).toHaveLength(0);
    await db()
      .update(products)
      .set({ onShelf: true, shelfStatus: "on_shelf" })
      .where(eq(products.id, id));
  });

  it("holds one row per wine when the same wine is collected 10 times at once", async () => {
    const b = await buyer(svc);
    const id = await wine(db(), { priceCents: 9_500, stock: 5 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => collect(b, id)));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
    expect(await favoriteRows(b)).toHaveLength(1);
  });

  it("lists favorites newest first, with today's price and stock, a page at a time", async () => {
    const b = await buyer(svc);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await wine(db(), { priceCents: 10_000 + i, stock: i }));
    for (const id of ids) expect((await collect(b, id)).code).toBe(0);
    await db().update(products).set({ priceCents: 8_800 }).where(eq(products.id, ids[4]));

    const first = await api<FavoriteList>(svc, `${C}/findCollectList?limit=2`, { token: b.token });
    expect(first.data.total).toBe(5);
    expect(first.data.list.map((r) => r.goods.id)).toEqual([ids[4], ids[3]]);
    expect(first.data.list[0].goods.priceCents).toBe(8_800);
    expect(first.data.list[0].onShelf).toBe(true);
    const rest: number[] = [];
    let cursor = first.data.nextCursor;
    while (cursor) {
      const page = await api<FavoriteList>(svc, `${C}/findCollectList?limit=2&cursor=${cursor}`, {
        token: b.token,
      });
      rest.push(...page.data.list.map((r) => r.goods.id));
      cursor = page.data.nextCursor;
    }
    expect(rest).toEqual([ids[2], ids[1], ids[0]]);
    const last = await api<FavoriteList>(svc, `${C}/findCollectList?limit=5`, { token: b.token });
    expect(last.data.list.at(-1)!.goods.stock).toBe(0);

    for (const bad of ["cursor=abc", "limit=0", "limit=101", "cursor=-1"]) {
      expect((await api(svc, `${C}/findCollectList?${bad}`, { token: b.token })).code, bad).toBe(
        422,
      );
    }
    expect((await api(svc, `${C}/findCollectList`)).http).toBe(401);
  });

  it("deletes a selection of favorites all or none, and clears them", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await wine(db(), { priceCents: 7_000, stock: 3 }));
    for (const id of ids) await collect(b, id);
    await collect(other, ids[0]);
    const mine = (await favoriteRows(b)).map((r) => r.id);
    const [theirs] = (await favoriteRows(other)).map((r) => r.id);

    const none = await api(svc, `${C}/deleteCollect`, { token: b.token, body: { ids: [] } });
    expect(none.code).toBe(422);
    expect(none.message).toBe("请先选择要删除的商品");
    const noneEn = await api(svc, `${C}/deleteCollect`, {
      token: b.token,
      body: { ids: [] },
      lang: "en",
    });
    expect(noneEn.message).toBe("Select the wines to delete first");

    const mixed = await api(svc, `${C}/deleteCollect`, {
      token: b.token,
      body: { ids: [mine[0], theirs] },
    });
    expect(mixed.code).toBe(404);
    expect(await favoriteRows(b)).toHaveLength(3);
    expect(await favoriteRows(other)).toHaveLength(1);

    const two = await api(svc, `${C}/deleteCollect`, {
      token: b.token,
      body: { ids: [mine[0], mine[1], mine[1]] },
    });
    expect(two.code).toBe(0);
    expect(two.message).toBe("已删除 2 个收藏");
    expect((await favoriteRows(b)).map((r) => r.id)).toEqual([mine[2]]);

    const cleared = await api(svc, `${C}/clearCollect`, { token: b.token, body: {} });
    expect(cleared.code).toBe(0);
    expect(cleared.data).toEqual({ deleted: 1 });
    expect(await favoriteRows(b)).toHaveLength(0);
    expect(await favoriteRows(other)).toHaveLength(1);
  });

  it("writes history for a logged-in visit only, one row per wine, latest visit first", async () => {
    const b = await buyer(svc);
    const [a, c] = [
      await wine(db(), { priceCents: 5_000, stock: 2 }),
      await wine(db(), { priceCents: 6_000, stock: 2 }),
    ];
    await visit(null, a);
    await visit(b, a);
    await visit(b, c);
    await historyOf(b, 2);
    const before = await historyRows(b);
    await visit(b, a);
    // The second visit of a moves it to the top: wait until its visit number grew.
    for (let i = 0; i < 100; i++) {
      const [row] = await db()
        .select()
        .from(browseHistory)
        .where(and(eq(browseHistory.userId, b.user.id), eq(browseHistory.productId, a)));
      if (row.visitSeq > before.find((r) => r.productId === a)!.visitSeq) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await historyRows(b)).toHaveLength(2);
    const list = await api<FootprintList>(svc, `${F}/findFootprintList`, { token: b.token });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((r) => r.goods.id)).toEqual([a, c]);
    expect(Date.parse(list.data.list[0].visitedAt)).toBeGreaterThan(Date.now() - 60_000);

    const page1 = await api<FootprintList>(svc, `${F}/findFootprintList?limit=1`, {
      token: b.token,
    });
    const page2 = await api<FootprintList>(
      svc,
      `${F}/findFootprintList?limit=1&cursor=${page1.data.nextCursor}`,
      { token: b.token },
    );
    expect(page2.data.list.map((r) => r.goods.id)).toEqual([c]);
    expect(page2.data.nextCursor).toBeNull();
  });

  it("deletes and clears history, never another buyer's", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    const id = await wine(db(), { priceCents: 4_000, stock: 2 });
    await visit(b, id);
    await visit(other, id);
    const [mine] = await historyOf(b, 1);
    const [theirs] = await historyOf(other, 1);

    const refused = await api(svc, `${F}/deleteFootprint`, {
      token: b.token,
      body: { ids: [theirs.id] },
    });
    expect(refused.code).toBe(404);
    expect(refused.message).toBe("浏览记录中没有这些商品，请刷新后重试");
    expect(await historyRows(other)).toHaveLength(1);

    const deleted = await api(svc, `${F}/deleteFootprint`, {
      token: b.token,
      body: { ids: [mine.id] },
    });
    expect(deleted.code).toBe(0);
    expect(await historyRows(b)).toHaveLength(0);

    await visit(b, id);
    await historyOf(b, 1);
    const cleared = await api(svc, `${F}/clearFootprint`, { token: b.token, body: {} });
    expect(cleared.data).toEqual({ deleted: 1 });
    expect(await historyRows(b)).toHaveLength(0);
    expect(await historyRows(other)).toHaveLength(1);
  });

  it("answers a wine's page to a refused token as to a visitor, and writes no history", async () => {
    const id = await wine(db(), { priceCents: 3_000, stock: 2 });
    const answer = await api<GoodsDetail>(svc, `${DETAIL}?id=${id}`, {
      token: "not-a-token-of-this-shop-at-all",
    });
    expect(answer.code).toBe(200);
    expect(answer.data.collected).toBeNull();
  });
});
