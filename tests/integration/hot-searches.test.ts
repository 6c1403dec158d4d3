/**
 * The hot searches (issue 29): the operator's pinned words first, then what buyers searched most in
 * 30 days in their language; only searches that found wines count, once each, on their first page;
 * the operator pins, hides and clears words, and `npm run ops -- hot-searches` does the same.
 * On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { HotSearches } from "../../contract/catalog";
import { forgetOldSearches } from "../../shopping/catalog/hot-searches";
import { queryRows } from "../../shopping/db/rows";
import { TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";

describe.each(backends())("hot searches on %s", (backend) => {
  let svc: RunningService;
  const search = (q: string, extra = "", lang = "ch") =>
    call(svc.base, `/goods/goods/findGoodsList?q=${encodeURIComponent(q)}${extra}`, { lang });
  /** What buyers are offered, read afresh (the operator's read forgets the process's copy). */
  const offered = async (lang: "ch" | "en") => {
    const rules = await ops(svc.base, `/ops/catalog/hotSearches?lang=${lang}`);
    const answer = await call<HotSearches>(svc.base, "/goods/goods/findHotSearches", { lang });
    expect(answer.data.words).toEqual(rules.data.offered);
    return answer.data.words;
  };
  const counted = async (words: string) => {
    const rows = await queryRows<{ lang: string; searches: number }>(
      svc.database.db,
      sql`select lang, searches from search_counts where words = ${words}`,
    );
    return rows;
  };

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a new shop offers the words it was given, in the buyer's language", async () => {
    expect(await offered("ch")).toEqual(["拉菲", "红酒", "香槟", "波尔多"]);
    expect(await offered("en")).toEqual(["Lafite", "Champagne", "Bordeaux", "Penfolds"]);
    // Each of them finds wines.
    for (const words of ["拉菲", "红酒", "香槟", "波尔多", "Lafite", "Champagne", "Bordeaux"])
      expect((await search(words)).data.total, words).toBeGreaterThan(0);
  });

  it("counts a search that found wines once, on its first page, in the buyer's language", async () => {
    for (let i = 0; i < 3; i++) await search("奔富");
    await search("奔富", "&page=2&pageSize=1");
    await search("奔富", "&match=any");
    await search("Penfolds Grange", "", "en");
    await search("没有这种酒xyz");
    await search("a");
    await expect.poll(() => counted("奔富")).toEqual([{ lang: "ch", searches: 3 }]);
    await expect.poll(() => counted("penfolds grange")).toEqual([{ lang: "en", searches: 1 }]);
    expect(await counted("没有这种酒xyz")).toEqual([]);
    expect(await counted("a")).toEqual([]);
    // Three searches make a word hot, after the pinned ones.
    expect(await offered("ch")).toEqual(["拉菲", "红酒", "香槟", "波尔多", "奔富"]);
    expect(await offered("en")).not.toContain("penfolds grange");
  });

  it("searches at once are each counted", async () => {
    await Promise.all(Array.from({ length: 8 }, () => search("葛兰许")));
    await expect.poll(() => counted("葛兰许")).toEqual([{ lang: "ch", searches: 8 }]);
  });

  it("only the last 30 days count, and the days before are forgotten", async () => {
    await svc.database.db.execute(
      sql`insert into search_counts (day, lang, words, searches)
          values (current_date - 40, 'ch', '天娜', 50), (current_date - 29, 'ch', '作品一号', 4)`,
    );
    const words = await offered("ch");
    expect(words).toContain("作品一号");
    expect(words).not.toContain("天娜");
    expect(await forgetOldSearches(svc.database.db)).toBe(1);
    expect(await counted("天娜")).toEqual([]);
    expect(await counted("作品一号")).toEqual([{ lang: "ch", searches: 4 }]);
  });

  it("the operator pins, hides and clears words; a pinned word must find wines", async () => {
    const pinned = await ops(svc.base, "/ops/catalog/hotSearches", {
      body: { lang: "ch", word: "奔富", action: "pin", position: 0 },
      operator: "小王",
    });
    expect(pinned).toMatchObject({ http: 200, code: 0, message: "hot searches updated" });
    expect(pinned.data.offered[0]).toBe("奔富");
    expect(pinned.data.pinned[0]).toEqual({ word: "奔富", position: 0 });
    const hidden = await ops(svc.base, "/ops/catalog/hotSearches", {
      body: { lang: "ch", word: "红酒", action: "hide" },
    });
    expect(hidden.data.hidden).toEqual(["红酒"]);
    expect(await offered("ch")).not.toContain("红酒");
    expect(await offered("en")).toContain("Bordeaux");

    for (const body of [
      { lang: "ch", word: "没有这种酒xyz", action: "pin" },
      { lang: "ch", word: "  ", action: "pin" },
      { lang: "ch", word: "长".repeat(21), action: "hide" },
    ]) {
      const refused = await ops(svc.base, "/ops/catalog/hotSearches", { body, lang: "ch" });
      expect(refused.code, JSON.stringify(body)).toBe(400);
      expect(refused.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await ops(svc.base, "/ops/catalog/hotSearches", {
      body: { lang: "ch", word: "白葡萄酒", action: "clear" },
    });
    expect(unknown.code).toBe(404);
    expect(await offered("ch")).not.toContain("没有这种酒xyz");

    for (const word of ["奔富", "红酒"]) {
      const cleared = await ops(svc.base, "/ops/catalog/hotSearches", {
        body: { lang: "ch", word, action: "clear" },
      });
      expect(cleared.code).toBe(0);
    }
    expect(await offered("ch")).toEqual(["拉菲", "香槟", "波尔多", "葛兰许", "作品一号", "奔富"]);
  });

  it("npm run ops -- hot-searches shows, pins and hides them", async () => {
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
    const listed = await runOps(["hot-searches", "--lang", "en"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^offered \(en\): Lafite · Champagne · Bordeaux · Penfolds/m);
    const pinned = await runOps(["hot-searches", "pin", "Opus One", "0", "--lang", "en"], env);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toMatch(/^offered \(en\): Opus One · Lafite/m);
    const refused = await runOps(["hot-searches", "pin", "没有这种酒xyz"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("finds no wine");
    expect((await runOps(["hot-searches", "hide"], env)).code).toBe(64);
    expect((await runOps(["hot-searches", "hide", "拉菲", "3"], env)).code).toBe(64);
    expect((await runOps(["hot-searches", "--lang", "fr"], env)).code).toBe(64);
  });
});
