/** The catalogue endpoints against the real service, on PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  GoodsDetail,
  GoodsExport,
  GoodsFacets,
  GoodsPage,
  HomeData,
  ChateauDetail,
  ChateauPage,
} from "../../contract/catalog";
import { backends, call, startService, type RunningService } from "../helpers/service";

describe.each(backends())("catalogue on %s", (backend) => {
  let svc: RunningService;
  const get = <T>(path: string, lang = "ch") => call<T>(svc.base, path, { lang });

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  describe("findGoodsList", () => {
    it("answers the envelope behind the anti-hijacking prefix, 20 wines a page", async () => {
      const a = await get<GoodsPage>("/goods/goods/findGoodsList");
      expect(a.raw.startsWith(")]}',\n")).toBe(true);
      expect(a).toMatchObject({ http: 200, code: 200, status: 200 });
      expect(a.data.list).toHaveLength(20);
      expect(a.data.total).toBeGreaterThanOrEqual(200);
      expect(a.data.hasMore).toBe(true);
    });

    it("pages do not overlap and the last page says there is no more", async () => {
      const p1 = await get<GoodsPage>("/goods/goods/findGoodsList?page=1&pageSize=50");
      const p2 = await get<GoodsPage>("/goods/goods/findGoodsList?page=2&pageSize=50");
      const ids1 = new Set(p1.data.list.map((g) => g.id));
      expect(p2.data.list.some((g) => ids1.has(g.id))).toBe(false);
      const lastPage = Math.ceil(p1.data.total / 50);
      const last = await get<GoodsPage>(`/goods/goods/findGoodsList?page=${lastPage}&pageSize=50`);
      expect(last.data.hasMore).toBe(false);
      const beyond = await get<GoodsPage>(
        `/goods/goods/findGoodsList?page=${lastPage + 1}&pageSize=50`,
      );
      expect(beyond.data.list).toEqual([]);
      expect(beyond.data.total).toBe(p1.data.total);
    });

    it("filters by country, area, grape, price and score", async () => {
      const fr = await get<GoodsPage>("/goods/goods/findGoodsList?countryCode=fr&pageSize=500");
      expect(fr.data.total).toBeGreaterThan(0);
      expect(fr.data.list.every((g) => g.countryCode === "fr")).toBe(true);

      const areaId = fr.data.list[0].areaId;
      const area = await get<GoodsPage>(`/goods/goods/findGoodsList?areaId=${areaId}&pageSize=500`);
      expect(area.data.list.every((g) => g.areaId === areaId)).toBe(true);

      const facets = await get<GoodsFacets>("/goods/goods/findGoodsFacets");
      const grape = facets.data.grapes[0];
      const byGrape = await get<GoodsPage>(
        `/goods/goods/findGoodsList?grapeId=${grape.value}&pageSize=500`,
      );
      expect(byGrape.data.total).toBe(grape.count);
      const oneDetail = await get<GoodsDetail>(
        `/goods/goods/findGoodsDetail?id=${byGrape.data.list[0].id}`,
      );
      expect(oneDetail.data.grapes.map((g) => String(g.id))).toContain(grape.value);

      const priced = await get<GoodsPage>(
        "/goods/goods/findGoodsList?priceMin=20000&priceMax=50000&pageSize=500",
      );
      expect(priced.data.total).toBeGreaterThan(0);
      expect(priced.data.list.every((g) => g.priceCents >= 20000 && g.priceCents <= 50000)).toBe(
        true,
      );

      const scored = await get<GoodsPage>("/goods/goods/findGoodsList?scoreMin=95&pageSize=500");
      expect(scored.data.list.every((g) => g.score >= 95)).toBe(true);
    });

    it("sorts by sales and by shelf time", async () => {
      const sales = await get<GoodsPage>("/goods/goods/findGoodsList?sort=sales&pageSize=100");
      const s = sales.data.list.map((g) => g.sales);
      expect(s).toEqual([...s].sort((a, b) => b - a));
      const shelf = await get<GoodsPage>("/goods/goods/findGoodsList?sort=shelfTime&pageSize=100");
      const t = shelf.data.list.map((g) => Date.parse(g.shelfTime));
      expect(t).toEqual([...t].sort((a, b) => b - a));
    });

    it("ignores or clamps nonsense instead of failing", async () => {
      const long = "x".repeat(10_000);
      for (const q of [
        `priceMin=abc`,
        `page=-1`,
        `scoreMin=999`,
        `sort=bogus`,
        `countryCode=${long}`,
        `pageSize=100000`,
        `areaId=1e99`,
        `page=abc&pageSize=-5`,
      ]) {
        const a = await get<GoodsPage>(`/goods/goods/findGoodsList?${q}`);
        expect(a.http, q).toBe(200);
        expect(a.code, q).toBe(200);
      }
      const clamped = await get<GoodsPage>("/goods/goods/findGoodsList?pageSize=100000");
      expect(clamped.data.pageSize).toBe(500);
    });

    it("names follow Accept-Language-Id", async () => {
      const ch = await get<GoodsPage>("/goods/goods/findGoodsList?pageSize=1", "ch");
      const en = await get<GoodsPage>("/goods/goods/findGoodsList?pageSize=1", "en");
      expect(ch.data.list[0].id).toBe(en.data.list[0].id);
      expect(ch.data.list[0].countryName).not.toBe(en.data.list[0].countryName);
      expect(en.data.list[0].countryName).toMatch(/^[A-Za-z ]+$/);
    });
  });

  describe("findGoodsFacets", () => {
    it("counts match the list for every country, and areas narrow to the chosen country", async () => {
      const facets = await get<GoodsFacets>("/goods/goods/findGoodsFacets");
      expect(facets.data.countries.length).toBeGreaterThanOrEqual(8);
      for (const c of facets.data.countries) {
        const list = await get<GoodsPage>(`/goods/goods/findGoodsList?countryCode=${c.value}`);
        expect(list.data.total, c.value).toBe(c.count);
      }
      const it = await get<GoodsFacets>("/goods/goods/findGoodsFacets?countryCode=it");
      const itList = await get<GoodsPage>("/goods/goods/findGoodsList?countryCode=it&pageSize=500");
      const itAreas = new Set(itList.data.list.map((g) => String(g.areaId)));
      expect(it.data.areas.every((a) => itAreas.has(a.value))).toBe(true);
      expect(it.data.areas.reduce((n, a) => n + a.count, 0)).toBe(itList.data.total);
      // The country facet ignores its own filter so other countries stay choosable.
      expect(it.data.countries.length).toBe(facets.data.countries.length);
      const all = await get<GoodsPage>("/goods/goods/findGoodsList");
      expect(facets.data.prices.reduce((n, p) => n + p.count, 0)).toBe(all.data.total);
      expect(facets.data.scores.map((s) => s.value)).toEqual(["85", "90", "93", "95"]);
    });
  });

  describe("findGoodsDetail", () => {
    it("has every attribute with a value, grapes, pictures and delivery cities", async () => {
      const a = await get<GoodsDetail>("/goods/goods/findGoodsDetail?id=1", "en");
      expect(a.code).toBe(200);
      const keys = a.data.attributes.map((x) => x.key);
      for (const k of [
        "brand",
        "appellation",
        "vintage",
        "sweetness",
        "alcohol",
        "capacity",
        "cork",
        "storage",
        "foodPairing",
      ])
        expect(keys).toContain(k);
      expect(a.data.attributes.every((x) => x.value.trim() !== "")).toBe(true);
      expect(a.data.grapes.length).toBeGreaterThan(0);
      expect(a.data.pictures).toHaveLength(2);
      expect(a.data.deliveryCities.length).toBeGreaterThan(5);
      expect(a.data.spuName && a.data.spuNameTc && a.data.spuNameEn).toBeTruthy();
    });

    it("an unknown id is a 404 warning; a malformed one is refused", async () => {
      const missing = await get("/goods/goods/findGoodsDetail?id=999999");
      expect(missing).toMatchObject({ http: 200, code: 404, status: 404, data: null });
      expect(missing.message).toBe("商品不存在或已下架");
      const bad = await get<{ fieldErrors: Record<string, string[]> }>(
        "/goods/goods/findGoodsDetail?id=abc",
        "en",
      );
      expect(bad).toMatchObject({ code: 422, status: 422 });
      expect(bad.message).toContain("id");
      expect(Object.keys(bad.data.fieldErrors)).toEqual(["id"]);
    });
  });

  describe("findGoodsExport", () => {
    it("answers the list's wines in the list's order, all of them, each with its grapes", async () => {
      const query = "countryCode=fr&sort=priceAsc";
      const paged: GoodsPage["list"] = [];
      for (let page = 1; ; page++) {
        const answer = await get<GoodsPage>(
          `/goods/goods/findGoodsList?${query}&page=${page}&pageSize=7`,
          "en",
        );
        paged.push(...answer.data.list);
        if (!answer.data.hasMore) break;
      }
      const all = await get<GoodsExport>(`/goods/goods/findGoodsExport?${query}`, "en");
      expect(all.code).toBe(200);
      expect(all.data.total).toBe(paged.length);
      expect(all.data.capped).toBe(false);
      expect(all.data.list.map((g) => g.id)).toEqual(paged.map((g) => g.id));
      const detail = await get<GoodsDetail>(
        `/goods/goods/findGoodsDetail?id=${all.data.list[0].id}`,
        "en",
      );
      expect(all.data.list[0].grapes).toEqual(detail.data.grapes.map((g) => g.name));
      expect(all.data.list.every((g) => g.grapes.length > 0)).toBe(true);
    });

    it("searches as the list does, and ignores paging", async () => {
      const list = await get<GoodsPage>("/goods/goods/findGoodsList?q=lafei&pageSize=500");
      const found = await get<GoodsExport>(
        "/goods/goods/findGoodsExport?q=lafei&page=2&pageSize=1",
      );
      expect(list.data.total).toBeGreaterThan(0);
      expect(found.data.list.map((g) => g.id)).toEqual(list.data.list.map((g) => g.id));
      expect(found.data.list[0].grapes.every((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true);
    });
  });

  describe("home and wineries", () => {
    it("home has featured, new, best sellers, promotions and wineries", async () => {
      const a = await get<HomeData>("/goods/goods/findHome");
      expect(a.data.featured.length).toBe(8);
      expect(a.data.bestSellers.map((g) => g.sales)).toEqual(
        [...a.data.bestSellers.map((g) => g.sales)].sort((x, y) => y - x),
      );
      expect(a.data.promotions.every((g) => g.discount !== null)).toBe(true);
      expect(a.data.chateaux.length).toBeGreaterThan(0);
      expect(a.data.countryCount).toBeGreaterThanOrEqual(8);
    });

    it("lists at least 30 wineries, each with wines, and shows one with its wines", async () => {
      const list = await get<ChateauPage>("/chateau/chateau/findChateauList?pageSize=100");
      expect(list.data.total).toBeGreaterThanOrEqual(30);
      expect(new Set(list.data.list.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(8);
      const first = list.data.list[0];
      const detail = await get<ChateauDetail>(`/chateau/chateau/findChateauDetail?id=${first.id}`);
      expect(detail.data.wines.length).toBe(first.wineCount);
      expect(detail.data.wines.every((w) => w.wineryId === first.id)).toBe(true);
      expect((await get("/chateau/chateau/findChateauDetail?id=99999")).code).toBe(404);
    });
  });

  it("draws pictures as SVG, and 404s unknown ones", async () => {
    const res = await fetch(`${svc.base}/goods/goods/picture?id=1&view=label&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await fetch(`${svc.base}/goods/goods/picture?id=999999`)).status).toBe(404);
  });

  it("publishes an OpenAPI document built from the endpoint schemas", async () => {
    const doc = await (await fetch(`${svc.base}/openapi.json`)).json();
    expect(doc.openapi).toBe("3.0.3");
    for (const p of [
      "/goods/goods/findGoodsList",
      "/goods/goods/findGoodsFacets",
      "/goods/goods/findGoodsDetail",
      "/goods/goods/findHome",
      "/chateau/chateau/findChateauList",
      "/chateau/chateau/findChateauDetail",
      "/shoppingCart/shoppingCart/findShoppingCartTotalItem",
      "/bonuspoint/bonus-point-rule/getBonusPointName",
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    const params = doc.paths["/goods/goods/findGoodsList"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining([
        "countryCode",
        "areaId",
        "grapeId",
        "priceMin",
        "priceMax",
        "scoreMin",
        "sort",
        "page",
        "pageSize",
      ]),
    );
  });

  it("answers unknown paths with a 404 envelope", async () => {
    const a = await get("/nope/nope/nope");
    expect(a).toMatchObject({ http: 404, code: 404 });
  });
});
