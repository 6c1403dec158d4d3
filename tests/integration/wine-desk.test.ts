/**
 * The catalogue desk (issue 32, decision 043) on both databases, called with staff sessions as the
 * console calls them: a wine added as a draft is hidden from buyers but previewed by staff; on the
 * shelf it is found at once by Chinese, pinyin, initials and English; a price change reaches the
 * wine's page; every shelf move outside the transition table is refused; bad input is refused with
 * the field named and nothing written; two members editing the same wine never overwrite each
 * other unseen; each change is in the audit log with its before and after, and tells the page cache.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHELF_MOVES, SHELF_STATUSES } from "../../contract/wine-desk";
import type { OpsWine, WineBody } from "../../contract/wine-desk-answers";
import { onCatalogChange } from "../../shopping/catalog/changes";
import {
  areas,
  grapes,
  productGrapes,
  products,
  staffAudit,
  wineries,
} from "../../shopping/db/schema";
import { TEST_ENV } from "../helpers/buying";
import { OPS_KEY, runOps } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY, SHOPPING_CHECK_ANSWERS: "1" } as NodeJS.ProcessEnv;
const text = (ch: string, tc = ch, en = "") => ({ ch, tc, en });

describe.each(backends())("the catalogue desk on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let clerk: { name: string; session: string };
  let body: WineBody;
  const desk = <T = any>(path: string, data?: unknown) =>
    staffCall<T>(svc, owner.session, path, data);
  const buyerSees = (id: number) =>
    call(svc.base, `/goods/goods/findGoodsDetail?id=${id}`, { lang: "ch" });
  const search = async (q: string) => {
    const found = await call(svc.base, `/goods/goods/findGoodsList?q=${encodeURIComponent(q)}`);
    expect(found.code, found.message).toBe(200);
    return (found.data.list as { id: number }[]).map((w) => w.id);
  };
  const create = async (wine: WineBody) => {
    const made = await desk<OpsWine>("/ops/catalog/wine/create", { wine });
    expect(made.code, made.message).toBe(0);
    return made.data;
  };

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    clerk = await member(svc, owner.session, "clerk", "客服-李");
    const [winery] = await db().select().from(wineries).limit(1);
    const [grape, other] = await db().select({ id: grapes.id }).from(grapes).limit(2);
    body = {
      wineryId: winery.id,
      areaId: winery.areaId,
      grapeIds: [grape.id, other.id],
      name: { ch: "贺兰晴雪珍藏干红🍷", tc: "賀蘭晴雪珍藏乾紅🍷", en: "Helan Qingxue Reserve Red" },
      style: "red",
      sweetness: "dry",
      corkType: "natural",
      vintage: 2019,
      alcoholTenths: 135,
      capacityMl: 750,
      weightG: 1_350,
      annualProduction: 12_000,
      harvestDate: "2019-09-20",
      agingStart: "2019-11-01",
      agingMonths: 18,
      bottlingDate: "2021-05-10",
      attributes: {
        appellation: text("贺兰山东麓", "賀蘭山東麓", "Helan Mountain East"),
        brand: text("晴雪", "晴雪", "Qingxue"),
        grade: text(""),
        awards: text("品醇客 2022 金奖", "品醇客 2022 金獎", "Decanter 2022 Gold"),
        winemaker: text("张静", "張靜", "Zhang Jing"),
        fermentation: text("不锈钢罐 15 天"),
        barrel: text("法国橡木桶，40% 新桶"),
        harvestMethod: text("人工采摘"),
        storage: text("12–16 °C 避光"),
        decanting: text("醒酒 1 小时"),
        foodPairing: text("烤羊排"),
      },
      description: text("黑醋栗与雪松的香气，单宁细腻。"),
      priceCents: 32_800,
      marketPriceCents: 39_800,
      discount: null,
      promotion: null,
      promotionPriceCents: null,
      promotionStartsAt: null,
      promotionEndsAt: null,
      pointsPrice: null,
      pointsByRate: false,
      score: 93,
      featured: false,
    };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("adds a draft that buyers cannot see and staff preview; on the shelf it is found at once", async () => {
    const heard: number[] = [];
    const stop = onCatalogChange(() => heard.push(1));
    const made = await create(body);
    expect(made.status).toBe("initial");
    expect(made.shelfMoves).toEqual(["on_shelf"]);
    expect(made.wine).toEqual(body);
    const [row] = await db().select().from(products).where(eq(products.id, made.id));
    expect(row).toMatchObject({
      shelfStatus: "initial",
      onShelf: false,
      stock: 0,
      priceCents: 32_800,
    });
    const grapeRows = await db()
      .select()
      .from(productGrapes)
      .where(eq(productGrapes.productId, made.id));
    expect(grapeRows.map((g) => g.grapeId).sort()).toEqual([...body.grapeIds].sort());

    expect((await buyerSees(made.id)).code).toBe(404);
    expect(await search("贺兰晴雪")).not.toContain(made.id);
    const preview = await desk(`/ops/catalog/wine/preview?id=${made.id}`);
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.spuNameEn).toBe("Helan Qingxue Reserve Red");
    // A draft's pictures travel in its preview: the public picture of a draft is not there.
    const front = Buffer.from(preview.data.pictures[0].split(",")[1], "base64").toString();
    expect(front).toMatch(/^<svg[^>]*viewBox="0 0 600 800"/);
    expect(front).toContain("Helan Qingxue");
    const hidden = await fetch(`${svc.base}/goods/goods/picture?id=${made.id}&view=front`);
    expect(hidden.status).toBe(404);

    const shelved = await desk<OpsWine>("/ops/catalog/wine/shelf", { id: made.id, to: "on_shelf" });
    expect(shelved.code, shelved.message).toBe(0);
    expect(shelved.data.status).toBe("on_shelf");
    expect((await buyerSees(made.id)).data.spuName).toBe("贺兰晴雪珍藏干红🍷");
    for (const words of ["贺兰晴雪", "helanqingxue", "hlqx", "Helan Qingxue", "賀蘭晴雪"])
      expect(await search(words), words).toContain(made.id);
    stop();
    expect(heard.length).toBe(2);
  });

  it("changes a price for the wine's page at once, and refuses a form read before someone else's change", async () => {
    const made = await create({ ...body, name: { ...body.name, ch: "价格测试干红" } });
    await desk("/ops/catalog/wine/shelf", { id: made.id, to: "on_shelf" });
    const seenAt = (await desk<OpsWine>(`/ops/catalog/wine?id=${made.id}`)).data.updatedAt;
    const cheaper = { ...body, priceCents: 29_900 };
    // Two members save the same form at once: one wins, the other is told, nothing is lost unseen.
    const [a, b] = await Promise.all([
      desk("/ops/catalog/wine/update", { id: made.id, seenAt, wine: cheaper }),
      desk("/ops/catalog/wine/update", {
        id: made.id,
        seenAt,
        wine: { ...body, priceCents: 31_000 },
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 409]);
    const winner = a.code === 0 ? 29_900 : 31_000;
    expect((await buyerSees(made.id)).data.priceCents).toBe(winner);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `wine:${made.id}`))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(audit.action).toBe("POST /ops/catalog/wine/update");
    expect(audit.actor).toBe(owner.name);
    expect((audit.before as any).wine.priceCents).toBe(32_800);
    expect((audit.after as any).wine.priceCents).toBe(winner);
  });

  it("adds one wine for a form sent twice at once and replayed", async () => {
    const requestKey = "form-7f3a9c2e-5b1d-4e8a";
    const wine = { ...body, name: { ...body.name, ch: "重复提交测试" } };
    const [a, b] = await Promise.all([
      desk("/ops/catalog/wine/create", { wine, requestKey }),
      desk("/ops/catalog/wine/create", { wine, requestKey }),
    ]);
    expect([a.code, b.code], `${a.message} ${b.message}`).toEqual([0, 0]);
    expect(a.data.id).toBe(b.data.id);
    const replayed = await desk("/ops/catalog/wine/create", { wine, requestKey });
    expect(replayed.data.id).toBe(a.data.id);
    const rows = await db().select().from(products).where(eq(products.spuName, "重复提交测试"));
    expect(rows).toHaveLength(1);
  });

  it("refuses every shelf move outside the transition table", async () => {
    const made = await create({ ...body, name: { ...body.name, ch: "上下架测试" } });
    const setStatus = (status: string) =>
      db()
        .update(products)
        .set({ shelfStatus: status, onShelf: status === "on_shelf" })
        .where(eq(products.id, made.id));
    for (const from of SHELF_STATUSES) {
      for (const to of ["on_shelf", "off_shelf"] as const) {
        await setStatus(from);
        const moved = await desk("/ops/catalog/wine/shelf", { id: made.id, to });
        const allowed = SHELF_MOVES[from].includes(to);
        expect(moved.code, `${from} → ${to}: ${moved.message}`).toBe(allowed ? 0 : 409);
        const [row] = await db().select().from(products).where(eq(products.id, made.id));
        expect(row.shelfStatus).toBe(allowed ? to : from);
      }
    }
    const bogus = await desk("/ops/catalog/wine/shelf", { id: made.id, to: "initial" });
    expect(bogus.code).toBe(422);
  });

  it("refuses bad input with the field named and writes nothing", async () => {
    const before = await db().select({ id: products.id }).from(products);
    const [{ id: missingArea }] = await db()
      .select({ id: areas.id })
      .from(areas)
      .orderBy(desc(areas.id))
      .limit(1);
    const cases: [Partial<WineBody>, string][] = [
      [{ name: { ...body.name, tc: "  " } }, "wine.name.tc"],
      [{ marketPriceCents: 100 }, "wine.marketPriceCents"],
      [{ alcoholTenths: 400 }, "wine.alcoholTenths"],
      [{ harvestDate: "2023-02-30" }, "wine.harvestDate"],
      [{ grapeIds: [body.grapeIds[0], body.grapeIds[0]] }, "wine.grapeIds"],
      [{ grapeIds: [] }, "wine.grapeIds"],
      [{ wineryId: 2_000_000_000 }, "wineryId"],
      [{ areaId: missingArea + 1000 }, "areaId"],
      [{ pointsByRate: true, pointsPrice: 500 }, "wine.pointsPrice"],
      [{ score: 101 }, "wine.score"],
    ];
    for (const [change, field] of cases) {
      const refused = await desk("/ops/catalog/wine/create", { wine: { ...body, ...change } });
      expect(refused.code, JSON.stringify(change)).toBe(422);
      expect(Object.keys(refused.data.fieldErrors), JSON.stringify(change)).toContain(field);
      expect(refused.message).not.toMatch(/^wine/);
    }
    expect((await desk("/ops/catalog/wine?id=2000000000")).code).toBe(404);
    expect(await db().select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it("lets a clerk read the catalogue but not change it", async () => {
    const list = await staffCall(svc, clerk.session, "/ops/catalog/wines?q=贺兰");
    expect(list.code, list.message).toBe(200);
    expect(list.data.wines.length).toBeGreaterThan(0);
    const refused = await staffCall(svc, clerk.session, "/ops/catalog/wine/create", { wine: body });
    expect(refused.code).toBe(403);
  });

  it("lists wines by a name's words, by number and by status, the newest change first", async () => {
    const made = await create({
      ...body,
      name: { ch: "列表_100%测试", tc: "列表測試", en: "List test" },
    });
    const byName = await desk("/ops/catalog/wines?q=" + encodeURIComponent("_100%"));
    expect(byName.data.wines.map((w: { id: number }) => w.id)).toEqual([made.id]);
    const byId = await desk(`/ops/catalog/wines?q=${made.id}`);
    expect(byId.data.wines[0].id).toBe(made.id);
    const drafts = await desk("/ops/catalog/wines?status=initial");
    expect(drafts.data.wines[0].id).toBe(made.id);
    expect(drafts.data.wines.every((w: { status: string }) => w.status === "initial")).toBe(true);
    const options = await desk("/ops/catalog/wineOptions");
    expect(options.data.wineries.length).toBeGreaterThan(10);
    expect(options.data.grapes.length).toBeGreaterThan(5);
  });

  it("lists a wine and takes it off the shelf with npm run ops, as a member with their own token", async () => {
    const made = await create({ ...body, name: { ...body.name, ch: "命令行测试干红" } });
    await desk("/ops/catalog/wine/shelf", { id: made.id, to: "on_shelf" });
    const token = await desk("/ops/me/tokens/create", { label: "店主电脑 🍷" });
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_TOKEN: token.data.token };
    const listed = await runOps(["wines", "--find", "命令行测试"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${made.id}`);
    expect(listed.stdout).toContain("on shelf");
    const off = await runOps(["wine", String(made.id), "off-shelf"], env);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toContain("off shelf");
    const [row] = await db().select().from(products).where(eq(products.id, made.id));
    expect(row.shelfStatus).toBe("off_shelf");
    // Taking it off twice is refused by the transition table, with the shop's words.
    const again = await runOps(["wine", String(made.id), "off-shelf"], env);
    expect(again.code).toBe(1);
    expect(again.stdout + again.stderr).toContain("only a wine on the shelf");
    const bad = await runOps(["wine", "abc"], env);
    expect(bad.code).toBe(64);
  });

  it("adds a winery once for a form sent twice, and a renamed winery's wines are found by its new name", async () => {
    const [area] = await db().select().from(areas).limit(1);
    const winery = {
      name: { ch: "云雾山庄🍇", tc: "雲霧山莊🍇", en: "Cloud Mist Estate" },
      areaId: area.id,
      founded: 1998,
      hectares: 42.5,
      description: { ch: "海拔两千米的葡萄园。", tc: "", en: "" },
    };
    const requestKey = "winery-form-0001-abcdef";
    const [a, b] = await Promise.all([
      desk("/ops/catalog/winery/create", { winery, requestKey }),
      desk("/ops/catalog/winery/create", { winery, requestKey }),
    ]);
    expect([a.code, b.code], `${a.message} ${b.message}`).toEqual([0, 0]);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data.winery).toEqual(winery);
    const [row] = await db().select().from(wineries).where(eq(wineries.id, a.data.id));
    expect(row.countryCode).toBe(area.countryCode);

    const made = await create({
      ...body,
      wineryId: a.data.id,
      name: { ...body.name, ch: "云雾干红" },
    });
    await desk("/ops/catalog/wine/shelf", { id: made.id, to: "on_shelf" });
    expect(await search("云雾山庄")).toContain(made.id);
    const renamed = await desk("/ops/catalog/winery/update", {
      id: a.data.id,
      winery: { ...winery, name: { ch: "晨曦酒庄", tc: "晨曦酒莊", en: "Dawn Estate" } },
    });
    expect(renamed.code, renamed.message).toBe(0);
    expect(await search("晨曦酒庄")).toContain(made.id);
    expect(await search("chenxijiuzhuang")).toContain(made.id);
    expect(await search("云雾山庄")).not.toContain(made.id);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `winery:${a.data.id}`))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect((audit.before as any).name.ch).toBe("云雾山庄🍇");
    expect((audit.after as any).name.ch).toBe("晨曦酒庄");

    for (const [change, field] of [
      [{ name: { ...winery.name, en: "" } }, "winery.name.en"],
      [{ hectares: 1.25 }, "winery.hectares"],
      [{ founded: 3000 }, "winery.founded"],
      [{ areaId: 2_000_000_000 }, "areaId"],
    ] as const) {
      const refused = await desk("/ops/catalog/winery/update", {
        id: a.data.id,
        winery: { ...winery, ...change },
      });
      expect(refused.code, JSON.stringify(change)).toBe(422);
      expect(Object.keys(refused.data.fieldErrors)).toContain(field);
    }
    expect((await desk("/ops/catalog/winery?id=2000000000")).code).toBe(404);
    const clerkRefused = await staffCall(svc, clerk.session, "/ops/catalog/winery/create", {
      winery,
    });
    expect(clerkRefused.code).toBe(403);
  });
});
