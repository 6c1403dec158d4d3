/**
 * The wine search (findGoodsList?q=) against the seed catalogue, on PGlite and PostgreSQL: each query
 * of the table puts its wine first, whatever the script, width, case, spacing or romanisation it
 * is typed in; filters and sorts combine with it; hostile queries answer like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { GoodsFacets, GoodsPage, GoodsSuggestions } from "../../contract/catalog";
import { SEARCH_MATCH_CAP } from "../../shopping/catalog/search-sql";
import { queryRows } from "../../shopping/db/rows";
import { growCatalogue } from "../../shopping/testing/catalogue-copies";
import { TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
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
  // What demanding buyers typed (issue 29): a vintage, alone or with a name; the names buyers use.
  ["拉菲 2017", "拉菲古堡正牌干红葡萄酒"],
  ["拉菲2017", "拉菲古堡正牌干红葡萄酒"],
  ["Lafite 2015", "拉菲古堡正牌干红葡萄酒"],
  ["大拉菲", "拉菲古堡正牌干红葡萄酒"],
  ["小拉菲", "拉菲珍宝干红葡萄酒"],
  ["拉菲副牌", "拉菲珍宝干红葡萄酒"],
];

/** Wines on the shelf, counted in the database. */
async function countOnShelf(svc: RunningService, where: ReturnType<typeof sql>) {
  const [{ n }] = await queryRows<{ n: number }>(
    svc.database.db,
    sql`select count(*)::int as n from products where on_shelf and ${where}`,
  );
  return n;
}

describe.each(backends())("wine search on %s", (backend) => {
  let svc: RunningService;
  /** `q` as typed; `encoded`: already in the URL's own encoding (what no encoder would make) */
  const search = (q: string, extra = "", { encoded = false, pageSize = 50 } = {}) =>
    call<GoodsPage>(
      svc.base,
      `/goods/goods/findGoodsList?q=${encoded ? q : encodeURIComponent(q)}&pageSize=${pageSize}${extra}`,
    );

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
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

  it("finds a vintage, alone and with a name", async () => {
    const lafite2015 = await search("Lafite 2015");
    expect(lafite2015.data.list[0]).toMatchObject({
      spuName: "拉菲古堡正牌干红葡萄酒",
      vintage: 2015,
    });
    expect((await search("拉菲 2017")).data.list[0].vintage).toBe(2017);
    const of2015 = await search("2015");
    expect(of2015.data.total).toBe(await countOnShelf(svc, sql`vintage = 2015`));
    expect(of2015.data.list.every((g) => g.vintage === 2015)).toBe(true);
  });

  it.each([
    ["红酒", "red"],
    ["干红", "red"],
    ["red wine", "red"],
    ["白葡萄酒", "white"],
    ["干白", "white"],
    ["起泡酒", "sparkling"],
    ["甜酒", "sweet"],
    ["桃红", "rose"],
  ])("the style word %s finds every %s wine", async (query, style) => {
    const answer = await search(query, "", { pageSize: 500 });
    const ofStyle = await countOnShelf(svc, sql`style = ${style}`);
    expect(answer.data.list.filter((g) => g.style === style)).toHaveLength(ofStyle);
    // Any other wine has the word in its name (桃红香槟 is a sparkling wine; 甜白葡萄酒 a sweet one).
    const others = answer.data.list.filter((g) => g.style !== style);
    for (const g of others) expect(`${g.spuName} ${g.spuNameEn}`.toLowerCase()).toContain(query);
  });

  it("红酒 finds the red wines only, and 波尔多红酒 the red wines of Bordeaux", async () => {
    const reds = await search("红酒", "", { pageSize: 500 });
    expect(reds.data.total).toBe(await countOnShelf(svc, sql`style = 'red'`));
    const bordeaux = await search("波尔多红酒", "", { pageSize: 500 });
    const [{ id: bordeauxId }] = await queryRows<{ id: number }>(
      svc.database.db,
      sql`select id from areas where name_ch = '波尔多'`,
    );
    expect(bordeaux.data.total).toBe(
      await countOnShelf(svc, sql`style = 'red' and area_id = ${bordeauxId}`),
    );
    expect(bordeaux.data.total).toBeGreaterThan(2);
  });

  it("白酒 is answered honestly: the shop sells no baijiu", async () => {
    const baijiu = await search("白酒");
    expect(baijiu.data).toMatchObject({ total: 0, notSold: "baijiu", didYouMean: null });
    expect((await search("拉菲")).data.notSold).toBeNull();
    expect((await search("Whisky")).data).toMatchObject({ total: 0, notSold: "whisky" });
    expect((await search("啤酒")).data.notSold).toBe("beer");
    // "beer" begins Beerenauslese: a search that finds wines says nothing of drinks.
    const beer = await search("beer");
    expect(beer.data.total).toBeGreaterThan(0);
    expect(beer.data.notSold).toBeNull();
  });

  it("Chinese that finds nothing is tried by its sound: 拉非 finds 拉菲 and says so", async () => {
    const typo = await search("拉非");
    expect(typo.data.total).toBeGreaterThan(0);
    expect(typo.data.list[0].spuName).toMatch(/^拉菲/);
    expect(typo.data.didYouMean).toBe("拉菲");
    const facets = await call<GoodsFacets>(svc.base, `/goods/goods/findGoodsFacets?q=拉非`);
    const byCountry = facets.data.countries.reduce((sum, c) => sum + c.count, 0);
    expect(byCountry).toBe(typo.data.total);
    // With a filter, the list and its facets decide alike whether the words found anything.
    for (const country of ["fr", "au"]) {
      const list = await search("拉非", `&countryCode=${country}`);
      const counts = await call<GoodsFacets>(
        svc.base,
        `/goods/goods/findGoodsFacets?q=拉非&countryCode=${country}`,
      );
      const chosen = counts.data.countries.find((c) => c.value === country)?.count ?? 0;
      expect(chosen).toBe(list.data.total);
    }
    expect((await search("拉非", "&countryCode=fr")).data.total).toBeGreaterThan(0);
    const benfu = await search("奔付 389");
    expect(benfu.data.list[0].spuName).toBe("奔富Bin 389赤霞珠设拉子红葡萄酒");
    expect(benfu.data.didYouMean).toBe("奔富 389");
    const found = await search("拉菲");
    expect(found.data.didYouMean).toBeNull();
  });

  it("a misspelt word is offered spelt as the nearest wine spells it", async () => {
    expect((await search("lafitte")).data.total).toBe(0);
    const near = await search("lafitte", "&match=any");
    expect(near.data.didYouMean).toBe("lafite");
    expect((await search(near.data.didYouMean!)).data.total).toBeGreaterThan(0);
    expect((await search("lafite rotschild", "&match=any")).data.didYouMean).toBe(
      "lafite rothschild",
    );
  });

  it("sorts by the price paid, rising and falling", async () => {
    for (const [sort, sign] of [
      ["priceAsc", 1],
      ["priceDesc", -1],
    ] as const) {
      const list = (await search("赤霞珠", `&sort=${sort}`)).data.list.map((g) => g.priceCents);
      expect(list.length).toBeGreaterThan(5);
      expect(list).toEqual([...list].sort((a, b) => sign * (a - b)));
    }
    const all = await call<GoodsPage>(svc.base, "/goods/goods/findGoodsList?sort=priceDesc");
    const [{ max }] = await queryRows<{ max: number }>(
      svc.database.db,
      sql`select max(price_cents)::int as max from products where on_shelf`,
    );
    expect(all.data.list[0].priceCents).toBe(max);
  });

  it("the operator's synonyms: added, searched at once, refused when they find nothing, removed", async () => {
    expect((await search("老拉菲")).data.didYouMean).toBeNull();
    const added = await ops(svc.base, "/ops/catalog/synonyms", {
      body: { word: "老拉菲", means: "拉菲古堡正牌" },
      operator: "小王",
    });
    expect(added).toMatchObject({ http: 200, code: 0 });
    expect(added.data.list).toContainEqual(
      expect.objectContaining({
        word: "老拉菲",
        means: "拉菲古堡正牌",
        createdBy: "operator:小王",
      }),
    );
    expect((await search("老拉菲")).data.list[0].spuName).toBe("拉菲古堡正牌干红葡萄酒");

    for (const body of [
      { word: "老拉菲", means: "不存在的酒" },
      { word: "", means: "拉菲" },
      { word: "拉菲", means: "拉菲" },
      { word: "x".repeat(40), means: "拉菲" },
    ]) {
      const refused = await ops(svc.base, "/ops/catalog/synonyms", { body, lang: "ch" });
      expect(refused.code, JSON.stringify(body)).toBe(400);
      expect(refused.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await search("老拉菲")).data.list[0].spuName).toBe("拉菲古堡正牌干红葡萄酒");

    const removed = await ops(svc.base, "/ops/catalog/synonyms/remove", {
      body: { word: "老拉菲" },
    });
    expect(removed.data.list.map((s: { word: string }) => s.word)).not.toContain("老拉菲");
    expect((await search("老拉菲")).data.list[0]?.spuName).not.toBe("拉菲古堡正牌干红葡萄酒");
    const again = await ops(svc.base, "/ops/catalog/synonyms/remove", { body: { word: "老拉菲" } });
    expect(again.code).toBe(404);
  });

  it("npm run ops -- synonyms lists, adds and removes them", async () => {
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
    const listed = await runOps(["synonyms"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^大拉菲\s+拉菲古堡正牌\s+shop\s/m);
    const added = await runOps(
      ["synonyms", "add", "拉菲正牌", "拉菲古堡正牌", "--as", "小李"],
      env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^search word saved$/m);
    expect(added.stdout).toMatch(/^拉菲正牌\s+拉菲古堡正牌\s+operator:小李\s/m);
    const refused = await runOps(["synonyms", "add", "拉菲正牌", "没有这种酒"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("finds no wine");
    expect((await runOps(["synonyms", "add", "拉菲正牌"], env)).code).toBe(64);
    const removed = await runOps(["synonyms", "remove", "拉菲正牌"], env);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).not.toContain("拉菲正牌 ");
  });

  it("suggests the wineries and regions the words name, beside the wines", async () => {
    const suggest = (q: string) =>
      call<GoodsSuggestions>(svc.base, `/goods/goods/findSuggestions?q=${encodeURIComponent(q)}`);
    const lafite = await suggest("拉菲");
    expect(lafite.data.wineries.map((w) => w.name)).toEqual(["拉菲古堡"]);
    expect(lafite.data.wines[0].spuName).toMatch(/^拉菲/);
    expect((await suggest("bordeaux")).data.regions.map((r) => r.name)).toContain("波尔多");
    expect((await suggest("波尔多")).data.regions.map((r) => r.name)).toContain("波尔多");
    // lf is 拉菲 by its initials, nothing that merely holds an l and an f.
    const lf = await suggest("lf");
    expect(lf.data.wines.length).toBeGreaterThan(0);
    for (const wine of lf.data.wines) expect(wine.spuName).toContain("拉菲");
    expect(lf.data.wineries.map((w) => w.name)).toEqual(["拉菲古堡"]);
    // A sound-alike typo is suggested what it finds, with the words it probably meant.
    const typo = await suggest("拉非");
    expect(typo.data).toMatchObject({ didYouMean: "拉菲" });
    expect(typo.data.wines[0].spuName).toMatch(/^拉菲/);
    const english = await call<GoodsSuggestions>(
      svc.base,
      `/goods/goods/findSuggestions?q=lafite`,
      { lang: "en" },
    );
    expect(english.data.wineries.map((w) => w.name)).toEqual(["Château Lafite Rothschild"]);
    expect((await suggest("   ")).code).toBe(422);
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
