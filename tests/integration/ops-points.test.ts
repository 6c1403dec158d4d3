/**
 * The operator's points commands: `npm run ops -- points | grant | deduct | points-rule` as a child
 * process against the running service, and the endpoints behind them on both databases (the
 * ledger rows they write, with the operator's name and note; refusals that change nothing).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bonusPointRules } from "../../shopping/db/schema";
import { activePointRule, changePointRule } from "../../shopping/points/rules";
import { buyer, grantPoints, ledgerOf, TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

describe.each(backends())("the operator's points on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const phoneOf = async (b: Awaited<ReturnType<typeof buyer>>) =>
    (await ops<{ phone: string }>(svc.base, `/ops/points/user?phone=${b.user.phone}`)).data.phone;

  it("grants and deducts with a note, under the operator's name; never below zero", async () => {
    const b = await buyer(svc);
    const granted = await ops(svc.base, "/ops/points/grant", {
      operator: "小王",
      body: { phone: b.user.phone, points: 500, note: "物流延误补偿" },
    });
    expect(granted.code, granted.message).toBe(0);
    expect(granted.data).toMatchObject({ change: 500, log: { balance: 500 } });
    const deducted = await ops(svc.base, "/ops/points/deduct", {
      body: { phone: b.user.phone, points: 200, note: "重复补偿" },
    });
    expect(deducted.data.log.balance).toBe(300);
    const before = await ledgerOf(db(), b.user.id);
    expect(before.map((r) => [r.reason, r.change, r.operator, r.note])).toEqual([
      ["operator_grant", 500, "operator:小王", "物流延误补偿"],
      ["operator_deduct", -200, "operator:operator", "重复补偿"],
    ]);

    // Refused, nothing written: more than the balance, no note, no such user, not a count.
    const refusals: [string, unknown, number][] = [
      ["deduct", { phone: b.user.phone, points: 301, note: "x" }, 409],
      ["grant", { phone: b.user.phone, points: 5, note: "   " }, 422],
      ["grant", { phone: "13900000000", points: 5, note: "x" }, 404],
      ["grant", { phone: b.user.phone, points: 0, note: "x" }, 422],
      ["grant", { phone: b.user.phone, points: -5, note: "x" }, 422],
      ["grant", { phone: b.user.phone, points: 1e9, note: "x" }, 422],
      ["grant", { phone: b.user.phone, points: 1.5, note: "x" }, 422],
      ["grant", { phone: b.user.phone, points: "12", note: "x" }, 422],
      ["grant", { phone: "12345", points: 5, note: "x" }, 422],
    ];
    for (const [direction, body, code] of refusals) {
      const answer = await ops(svc.base, `/ops/points/${direction}`, { body });
      expect(answer.code, JSON.stringify(body)).toBe(code);
    }
    expect(await ledgerOf(db(), b.user.id)).toEqual(before);
    expect(await phoneOf(b)).toMatch(/^1\d\d\*{4}\d{4}$/);
  });

  it("changes the rules as a new row; the old row stays for what it earned", async () => {
    const start = await activePointRule(db());
    try {
      const changed = await ops(svc.base, "/ops/points/rule", {
        operator: "店长",
        body: { earnPerYuan: 3, giftDailyCap: 5_000 },
      });
      expect(changed.code, changed.message).toBe(0);
      const [now, before] = changed.data.rules;
      expect(now).toMatchObject({
        active: true,
        earnPerYuan: 3,
        giftDailyCap: 5_000,
        pointsPerYuan: start.pointsPerYuan,
        createdBy: "operator:店长",
      });
      expect(before).toMatchObject({ id: start.id, active: false });
      for (const body of [
        {},
        { earnPerYuan: -1 },
        { maxOffsetPercent: 101 },
        { pointsPerYuan: 0 },
        { giftDailyCap: 0 },
        { nameCh: "" },
        { unknown: 1 },
      ]) {
        const refused = await ops(svc.base, "/ops/points/rule", { body });
        expect(refused.code, JSON.stringify(body)).toBe(422);
      }
      const active = await db()
        .select()
        .from(bonusPointRules)
        .where(eq(bonusPointRules.active, true));
      expect(active.map((r) => r.id)).toEqual([now.id]);
    } finally {
      await changePointRule(
        db(),
        { earnPerYuan: start.earnPerYuan, giftDailyCap: start.giftDailyCap },
        "tester",
      );
    }
  });
});

describe("npm run ops points commands, a child process against the running service", () => {
  let svc: RunningService;
  let env: Record<string, string>;

  beforeAll(async () => {
    svc = await startService(backends()[0], { env: ENV });
    env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("shows, grants, deducts and changes the rule; says no with a non-zero exit", async () => {
    const b = await buyer(svc);
    await grantPoints(svc.database.db, b.user.id, 40);
    const phone = b.user.phone;
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;

    const grant = await runOps(["grant", phone, "60", "--note", "生日礼遇", "--as", "小李"], env);
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout).toContain(`points granted: ${masked} +60, balance 100 (by operator:小李)`);
    const deduct = await runOps(["deduct", phone, "30", "--note", "误发"], env);
    expect(deduct.stdout).toContain(`${masked} -30, balance 70`);

    const shown = await runOps(["points", phone], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^${masked.replace(/\*/g, "\\*")}: 70 `));
    expect(shown.stdout).toMatch(/TIME \(UTC\+8\)\s+CHANGE\s+BEFORE\s+AFTER\s+REASON/);
    expect(shown.stdout).toMatch(/-30\s+100\s+70\s+operator_deduct\s+误发/);

    const tooMuch = await runOps(["deduct", phone, "71", "--note", "x"], env);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain("refused: the points balance is too low");
    expect((await runOps(["grant", phone, "ten", "--note", "x"], env)).code).toBe(64);
    expect((await runOps(["grant", phone, "5"], env)).code).toBe(64);

    // A wine for points: its own price, the fixed rate, or off.
    const priced = await runOps(["points-price", "1", "1500"], env);
    expect(priced.code, priced.stderr).toBe(0);
    expect(priced.stdout).toMatch(/^points purchase set: 1 .+, 1500 points a bottle$/m);
    expect((await runOps(["points-price", "1", "rate"], env)).stdout).toMatch(
      /points a bottle \(¥\d+\.\d\d at the fixed rate\)/,
    );
    expect((await runOps(["points-price", "1", "off"], env)).stdout).toContain("not for points");
    expect((await runOps(["points-price", "1", "0"], env)).code).toBe(64);
    expect((await runOps(["points-price", "999999", "5"], env)).code).toBe(1);

    const rule = await runOps(["points-rule"], env);
    expect(rule.code).toBe(0);
    expect(rule.stdout).toMatch(/earn per yuan paid:\s+1 /);
    const start = await activePointRule(svc.database.db);
    try {
      const changed = await runOps(["points-rule", "--earn-per-yuan", "2", "--as", "店长"], env);
      expect(changed.code, changed.stderr).toBe(0);
      expect(changed.stdout).toContain("points rule changed");
      expect(changed.stdout).toMatch(/earn per yuan paid:\s+2 /);
      expect(changed.stdout).toContain(`replaced rule ${start.id}`);
      expect((await runOps(["points-rule", "--earn-per-yuan", "-2"], env)).code).toBe(64);
    } finally {
      await changePointRule(svc.database.db, { earnPerYuan: start.earnPerYuan }, "tester");
    }
  });
});
