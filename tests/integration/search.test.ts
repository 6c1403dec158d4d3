/**
 * The wine search (findGoodsList?q=) against the seed catalogue, on PGlite and PostgreSQL: each query
 * of the table puts its wine first, whatever the script, width, case, spacing or romanisation it
 * is typed in; filters and sorts combine with it; hostile queries answer like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { GoodsFacets, GoodsPage } from "../../contract/catalog";
import { SEARCH_MATCH_CAP } from "../../shopping/catalog/search-sql";
import { queryRows } from "../../shopping/db/rows";
import { growCatalogue } from "../../shopping/testing/catalogue-copies";
import { backends, call, startService, type RunningService } from "../helpers/service";

/** A query and the wine it must put first (its Chinese name), or what the first wine must be. */
const FIRST: [string, string | RegExp][] = [
  ["葛兰许", "奔富葛兰许红葡萄酒"],
  ["葛蘭許", "奔富葛兰许红葡萄酒"],
  ["Grange", "奔富葛兰许红葡萄酒"],
  ["penfolds grange", "奔富葛兰许红葡萄酒"],
  ["pen folds grange", "奔富葛兰许红葡萄酒"],
  ["gelanxu", "奔富葛兰许红葡萄酒"],
  ["bfglx", "奔富葛兰许红葡萄酒"],
  ["bin389", "奔富Bin 389赤霞珠设拉子红葡萄酒"],
  ["Bin 389", "奔富Bin 389赤霞珠设拉子红葡萄酒"],
  ["奔富 389", "奔富Bin 389赤霞珠设拉子红葡萄酒"],
  ["天娜", "天娜红葡萄酒"],
  ["tianna", "天娜红葡萄酒"],
  ["tian na", "天娜红葡萄酒"],
  ["ＴＩＧＮＡＮＥＬＬＯ", "天娜红葡萄酒"],
  ["唐培里儂", "唐培里侬年份香槟"],
  ["dom perignon", "唐培里侬年份香槟"],
  ["Dom Pérignon", "唐培里侬年份香槟"],
  ["opus one", "作品一号红葡萄酒"],
  ["Overture", "作品一号副牌Overture红葡萄酒"],
  ["ywzw te koko", "云雾之湾Te Koko长相思白葡萄酒"],
  ["Catena Zapata", "尼古拉斯·卡帝娜·萨帕塔红葡萄酒"],
  ["kanonkop paul sauer", "卡农堡保罗·绍尔红葡萄酒"],
  ["凯勒曼 GG", "凯勒曼-劳哈滕海姆维瑟尔布鲁宁园雷司令GG干白"],
  ["kellermann spatlese", "凯勒曼-劳雷司令晚收级白葡萄酒"],
  ["Spätlese", /晚收级/],
  ["琼瑶浆", "婷芭克世家琼瑶浆干白"],
  ["qiongyaojiang", "婷芭克世家琼瑶浆干白"],
  ["GEWURZTRAMINER", "婷芭克世家琼瑶浆干白"],
  ["lafite rothschild", "拉菲古堡正牌干红葡萄酒"],
  ["拉菲", /^拉菲/],
  ["lafei", /^拉菲/],
  ["lf", /^拉菲/],
];

describe.each(backends())("wine search on %s", (backend) => {
  let svc: RunningService;
  /** `q` as typed; `encoded`: already in the URL's own encoding (what no encoder would make) */
  const search = (q: string, extra = "", { encoded = false } = {}) =>
    call<GoodsPage>(
      svc.base,
      `/goods/goods/findGoodsList?q=${encoded ? q : encodeURIComponent(q)}&pageSize=50${extra}`,
    );

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it.each(FIRST)("%s puts %s first", async (query, first) => {
    const answer = await search(query);
    expect(answer.code).toBe(200);
    expect(answer.data.total).toBeGreaterThan(0);
    const name = answer.data.list[0].spuName;
    if (typeof first === "string") expect(name).toBe(first);
    else expect(name).toMatch(first);
  });

  it("finds by winery, grape, region and country too", async () => {
    const byWinery = await search("婷芭克");
    expect(byWinery.data.total).toBe(4);
    expect(byWinery.data.list.every((g) => g.wineryName === "婷芭克世家")).toBe(true);
    const byGrape = await search("赤霞珠");
    expect(byGrape.data.total).toBeGreaterThan(5);
    const byCountry = await search("新西兰");
    expect(byCountry.data.list.every((g) => g.countryCode === "nz")).toBe(true);
    const byCountryEn = await search("new zealand");
    expect(byCountryEn.data.total).toBe(byCountry.data.total);
  });

  it("combines with the filters and the sorts", async () => {
    const all = await search("赤霞珠");
    const inChile = await search("赤霞珠", "&countryCode=cl");
    expect(inChile.data.total).toBeGreaterThan(0);
    expect(inChile.data.total).toBeLessThan(all.data.total);
    expect(inChile.data.list.every((g) => g.countryCode === "cl")).toBe(true);
    const bySales = await search("赤霞珠", "&sort=sales");
    const sales = bySales.data.list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it("answers an empty page, not an error, for a wine the shop does not have", async () => {
    const none = await search("不存在的酒名xyz");
    expect(none).toMatchObject({ http: 200, code: 200, data: { total: 0, list: [] } });
  });

  it("offers the nearest wines when a search finds none (match=any)", async () => {
    expect((await search("lafeet")).data.total).toBe(0);
    const near = await search("lafeet", "&match=any");
    expect(near.data.list[0].spuName).toMatch(/^拉菲/);
    const typo = await search("拉飞古堡", "&match=any");
    expect(typo.data.list[0].spuName).toMatch(/^拉菲古堡/);
    expect((await search("%_", "&match=any")).data.total).toBe(0);
  });

  it.each([
    // 10 KB, as far as a URL can carry it (a browser sends Chinese as 9 bytes a character).
    ["10 KB", "拉菲".repeat(100) + "lafite".repeat(1_650)],
    ["SQL", "'; drop table products; --"],
    ["SQL in Chinese", "拉菲' or '1'='1"],
    ["HTML", "<script>alert(1)</script>"],
    ["percent", "%"],
    ["underscore", "_"],
    ["both", "%_%"],
    ["backslash", "\\\\"],
    ["control characters", "\u0000\u0007拉菲"],
  ])("a hostile query (%s) is answered like any other", async (_name, query) => {
    const answer = await search(query);
    expect(answer.http).toBe(200);
    expect(answer.code).toBe(200);
    expect(Array.isArray(answer.data.list)).toBe(true);
    // The catalogue is still there.
    expect((await search("葛兰许")).data.total).toBeGreaterThan(0);
  });

  it("a lone surrogate, or bytes that are not UTF-8, are answered like any other query", async () => {
    for (const bytes of ["%ED%A0%80%E6%8B%89%E8%8F%B2", "%FF%FE", "%E6%8B"]) {
      const answer = await search(bytes, "", { encoded: true });
      expect(answer.http).toBe(200);
      expect(answer.code).toBe(200);
    }
  });

  it("a query of only punctuation finds nothing rather than everything", async () => {
    expect((await search("%_")).data.total).toBe(0);
    expect((await search("“”——！")).data.total).toBe(0);
  });
});

describe.each(backends())("a broad search at 2,500 wines on %s", (backend) => {
  let svc: RunningService;
  const search = (q: string, extra = "") =>
    call<GoodsPage>(
      svc.base,
      `/goods/goods/findGoodsList?q=${encodeURIComponent(q)}&pageSize=20${extra}`,
    );

  beforeAll(async () => {
    svc = await startService(backend);
    await growCatalogue(svc.database.db, 2_500);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("counts the first SEARCH_MATCH_CAP wines and says the count is capped", async () => {
    const broad = await search("a");
    expect(broad.data).toMatchObject({ total: SEARCH_MATCH_CAP, totalCapped: true, hasMore: true });
    expect(broad.data.list).toHaveLength(20);
    const narrow = await search("lafei");
    expect(narrow.data.totalCapped).toBe(false);
    expect(narrow.data.total).toBeLessThan(SEARCH_MATCH_CAP);
    expect(narrow.data.list[0].spuName).toBe("拉菲古堡正牌干红葡萄酒");
  });

  it("applies the filters before the cap: a narrowed broad search is counted whole", async () => {
    const inNz = await search("a", "&countryCode=nz");
    expect(inNz.data.totalCapped).toBe(false);
    const [{ n }] = await queryRows<{ n: number }>(
      svc.database.db,
      sql`select count(*)::int as n from products
        where country_code = 'nz' and search_terms @> array['a'] and on_shelf`,
    );
    expect(inNz.data.total).toBe(n);
    expect(n).toBeGreaterThan(20);
    const facets = await call<GoodsFacets>(
      svc.base,
      `/goods/goods/findGoodsFacets?q=a&countryCode=nz`,
    );
    // The country facet leaves the country out, so it counts within the broad search's cap.
    const nz = facets.data.countries.find((c) => c.value === "nz");
    expect(nz?.count).toBeGreaterThan(0);
    expect(nz?.count).toBeLessThanOrEqual(n);
    const byPrice = facets.data.prices.reduce((sum, p) => sum + p.count, 0);
    expect(byPrice).toBe(n);
  });
});
