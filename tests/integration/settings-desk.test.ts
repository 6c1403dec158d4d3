/**
 * The settings desk's endpoints (issue 32, decision 042) on both databases, called with staff
 * sessions as the console calls them: each setting (the return address, customer service, the
 * return freight, the points rule, the resale rules, the freight, the order timeouts) is saved and
 * read back, its audit row keeps the state before and after; a value that is not valid is refused
 * in the caller's language and changes nothing, the log included; a clerk (no shop.settings,
 * points.settings or resale.settings) reads them and is refused every change. The freight and the
 * timeouts apply to orders placed after the change: an order placed before keeps its freight, its
 * payment deadline and its auto-confirm period; `npm run ops -- shop freight / timeouts` set them.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECONDS_PER_DAY } from "../../contract/shop-rules";
import { orders, staffAudit } from "../../shopping/db/schema";
import { sweepUnconfirmedOrders } from "../../shopping/orders/receipt";
import {
  addToCart,
  buyer,
  orderRow,
  PATHS,
  placeOrder,
  preview,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { api } from "../helpers/accounts";
import { OPS_KEY, runOps } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;
const MINUTE = 60;

interface SettingCase {
  name: string;
  path: string;
  /** where the setting is read back, and how its part of the answer is found */
  read: string;
  part: (data: any) => unknown;
  target: string;
  /** the part of the audit row's state (before, after) this setting changes */
  state: (state: any) => unknown;
  good: Record<string, unknown>;
  /** the request as the log keeps it, when not as sent (a phone is kept masked) */
  logged?: Record<string, unknown>;
  saved: Record<string, unknown>;
  /** bodies refused, with the field named and the Chinese sentence shown */
  bad: [body: Record<string, unknown>, field: string, chinese: string][];
}

const CASES: SettingCase[] = [
  {
    name: "the return address",
    path: "/ops/shop/returnAddress",
    read: "/ops/shop",
    part: (data) => data.returnAddress,
    target: "shopSettings",
    state: (state) => state?.returnAddress,
    good: { recipient: "售后部-王", phone: "021-60881688", address: "上海市浦东新区张江路1688号" },
    logged: { recipient: "售后部-王", phone: "021****1688", address: "上海市浦东新区张江路1688号" },
    saved: { recipient: "售后部-王", phone: "021-60881688", address: "上海市浦东新区张江路1688号" },
    bad: [
      [{ recipient: "王", phone: "１３８", address: "上海" }, "phone", "请输入手机号"],
      [{ recipient: " ", phone: "13800138000", address: "上海" }, "recipient", "请输入收件人"],
      [
        { recipient: "王", phone: "13800138000", address: "址".repeat(121) },
        "address",
        "退货地址最多 120 个字",
      ],
    ],
  },
  {
    name: "customer service",
    path: "/ops/shop/customerService",
    read: "/ops/shop",
    part: (data) => data.customerService,
    target: "shopSettings",
    state: (state) => state?.customerService,
    good: { hotline: "400-820-1688", hours: "09:00-21:00", wechatId: "Vintry_Help" },
    saved: { hotline: "400-820-1688", hours: "09:00-21:00", wechatId: "Vintry_Help" },
    bad: [
      [
        { hotline: "400-820-1688", hours: "9点到21点", wechatId: "Vintry_Help" },
        "hours",
        "服务时间格式为 09:00-21:00",
      ],
      [
        { hotline: "400-820-1688", hours: "09:00-21:00", wechatId: "客服🍷" },
        "wechatId",
        "微信号为 6 到 20 位",
      ],
    ],
  },
  {
    name: "the return freight",
    path: "/ops/shop/returnFreight",
    read: "/ops/shop",
    part: (data) => data.returnFreight,
    target: "shopSettings",
    state: (state) => state?.returnFreight,
    good: { shopPays: ["damaged", "leaking"] },
    saved: { shopPays: ["damaged", "leaking"] },
    bad: [[{ shopPays: ["天气不好"] }, "shopPays.0", "请从列出的退货原因中选择"]],
  },
  {
    name: "the freight",
    path: "/ops/shop/freight",
    read: "/ops/shop",
    part: (data) => data.freight,
    target: "shopSettings",
    state: (state) => state?.freight,
    good: { freeFromCents: 39_900, flatCents: 1_500 },
    saved: { freeFromCents: 39_900, flatCents: 1_500, fromEnvironment: false },
    bad: [
      [
        { freeFromCents: -100, flatCents: 1_200 },
        "freeFromCents",
        "包邮金额须在 0 到 100,000 元之间",
      ],
      [{ freeFromCents: "二百九十九", flatCents: 1_200 }, "freeFromCents", "请输入不小于 0 的整数"],
      [{ freeFromCents: 29_900, flatCents: 1e9 }, "flatCents", "运费须在 0 到 1,000 元之间"],
      [{ freeFromCents: 29_900, flatCents: 12.5 }, "flatCents", "运费须在 0 到 1,000 元之间"],
      [{ freeFromCents: 29_900 }, "flatCents", "请填写此项"],
    ],
  },
  {
    name: "the order timeouts",
    path: "/ops/shop/orderTimeouts",
    read: "/ops/shop",
    part: (data) => data.orderTimeouts,
    target: "shopSettings",
    state: (state) => state?.orderTimeouts,
    good: { paymentTimeoutSeconds: 45 * MINUTE, autoConfirmSeconds: 7 * SECONDS_PER_DAY },
    saved: {
      paymentTimeoutSeconds: 45 * MINUTE,
      autoConfirmSeconds: 7 * SECONDS_PER_DAY,
      fromEnvironment: false,
    },
    bad: [
      [
        { paymentTimeoutSeconds: 90, autoConfirmSeconds: 7 * SECONDS_PER_DAY },
        "paymentTimeoutSeconds",
        "付款时限须为 5 到 1,440 分钟",
      ],
      [
        { paymentTimeoutSeconds: 30 * MINUTE + 1, autoConfirmSeconds: 7 * SECONDS_PER_DAY },
        "paymentTimeoutSeconds",
        "付款时限须为 5 到 1,440 分钟",
      ],
      [
        { paymentTimeoutSeconds: 30 * MINUTE, autoConfirmSeconds: 365 * SECONDS_PER_DAY },
        "autoConfirmSeconds",
        "自动确认收货须为发货后 3 到 30 天",
      ],
    ],
  },
  {
    name: "the points rule",
    path: "/ops/points/rule",
    read: "/ops/points/rule",
    part: (data) => {
      const { id: _id, createdAt: _at, ...rule } = data.rules[0];
      return rule;
    },
    target: "pointsRule",
    state: (state) => state,
    good: { earnPerYuan: 3, giftDailyCap: 30_000 },
    saved: { earnPerYuan: 3, giftDailyCap: 30_000, active: true },
    bad: [
      [{ maxOffsetPercent: -5 }, "maxOffsetPercent", "抵扣上限须为商品金额的 0% 到 100%"],
      [{ pointsPerYuan: 0 }, "pointsPerYuan", "抵扣比例须为 1 到 1,000,000 积分抵 1 元"],
      [{ nameEn: "x".repeat(31) }, "nameEn", "积分名称最多 20 个字"],
    ],
  },
  {
    name: "the resale rules",
    path: "/ops/resale/rules",
    read: "/ops/resale/rules",
    part: (data) => {
      const { updatedAt: _at, ...rules } = data;
      return rules;
    },
    target: "resaleRules",
    state: (state) => state,
    good: { commissionPercent: 10, shelfDays: 120 },
    saved: { commissionPercent: 10, shelfDays: 120 },
    bad: [
      [{ commissionPercent: 80 }, "commissionPercent", "佣金须为 0% 到 50%"],
      [{ shelfDays: 0 }, "shelfDays", "上架时长须为 1 到 365 天"],
    ],
  },
];

describe.each(backends())("the settings desk on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let clerk: { name: string; session: string };
  const asOwner = <T = any>(path: string, body?: unknown) =>
    staffCall<T>(svc, owner.session, path, body);
  const asOwnerInChinese = (path: string, body: unknown) =>
    call(svc.base, path, { token: `Staff ${owner.session}`, lang: "ch", method: "POST", body });
  const auditRows = (action: string) =>
    db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, action))
      .orderBy(desc(staffAudit.id));

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    clerk = await member(svc, owner.session, "clerk", "客服-李");
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a new shop's order rules are the environment's: the spec's freight and timeouts", async () => {
    const answer = await asOwner("/ops/shop");
    expect(answer.code).toBe(200);
    expect(answer.data.freight).toEqual({
      freeFromCents: 29_900,
      flatCents: 1_200,
      fromEnvironment: true,
    });
    expect(answer.data.orderTimeouts).toEqual({
      paymentTimeoutSeconds: 30 * MINUTE,
      autoConfirmSeconds: 10 * SECONDS_PER_DAY,
      fromEnvironment: true,
    });
  });

  describe.each(CASES)("$name", (setting) => {
    const readBack = async () => {
      const answer = await asOwner(setting.read);
      expect(answer.code, answer.message).toBe(200);
      return setting.part(answer.data);
    };

    it("is saved, read back, and logged with its state before and after", async () => {
      const before = await readBack();
      const saved = await asOwner(setting.path, setting.good);
      expect(saved.code, saved.message).toBe(0);
      const after = await readBack();
      expect(after).toMatchObject(setting.saved);
      expect(after).not.toEqual(before);
      const [row] = await auditRows(`POST ${setting.path}`);
      expect(row).toMatchObject({
        actor: owner.name,
        permission: expect.stringMatching(/\.settings$/),
        target: setting.target,
        request: setting.logged ?? setting.good,
      });
      expect(setting.state(row.before)).not.toEqual(setting.state(row.after));
      expect(setting.state(row.after)).toMatchObject(setting.saved);
    });

    it("refuses a value that is not valid, in the caller's language, and changes nothing", async () => {
      for (const [body, field, chinese] of setting.bad) {
        const before = await readBack();
        const logged = (await auditRows(`POST ${setting.path}`)).length;
        const refused = await asOwnerInChinese(setting.path, body);
        expect(refused.code, JSON.stringify(body)).toBe(422);
        expect(Object.keys(refused.data.fieldErrors)).toContain(field);
        expect(refused.message).toContain(chinese);
        expect(await readBack()).toEqual(before);
        expect(await auditRows(`POST ${setting.path}`)).toHaveLength(logged);
      }
    });

    it("is read by a clerk, whose change is refused and writes nothing", async () => {
      const read = await staffCall(svc, clerk.session, setting.read);
      expect(read.code).toBe(200);
      const before = await readBack();
      const logged = (await auditRows(`POST ${setting.path}`)).length;
      const refused = await staffCall(svc, clerk.session, setting.path, setting.good);
      expect(refused.code).toBe(403);
      expect(refused.message).toContain(".settings");
      expect(await readBack()).toEqual(before);
      expect(await auditRows(`POST ${setting.path}`)).toHaveLength(logged);
    });
  });

  it("the freight and timeouts apply to orders placed after the change; earlier orders keep their own", async () => {
    const setRules = async (
      freeFromCents: number,
      flatCents: number,
      pay: number,
      days: number,
    ) => {
      expect((await asOwner("/ops/shop/freight", { freeFromCents, flatCents })).code).toBe(0);
      const timeouts = await asOwner("/ops/shop/orderTimeouts", {
        paymentTimeoutSeconds: pay * MINUTE,
        autoConfirmSeconds: days * SECONDS_PER_DAY,
      });
      expect(timeouts.code).toBe(0);
    };
    const b = await buyer(svc);
    const cheap = await wine(db(), { priceCents: 30_000, stock: 50 });
    const dear = await wine(db(), { priceCents: 50_000, stock: 50 });
    const buyNow = (goodsId: number) => ({ source: "buyNow" as const, goodsId, quantity: 1 });

    await setRules(100_000, 800, 20, 5);
    const before = await orderRow(
      db(),
      (await placeOrder(svc, b.token, buyNow(dear), b.addressId)).id,
    );
    expect(before.freightCents).toBe(800);
    expect(before.totalCents).toBe(50_800);
    expect(before.payBefore.getTime() - before.createdAt.getTime()).toBe(20 * MINUTE * 1000);
    expect(before.autoConfirmSeconds).toBe(5 * SECONDS_PER_DAY);

    await setRules(40_000, 2_000, 45, 12);
    // The order placed before keeps its amounts and its deadlines.
    const kept = await orderRow(db(), before.id);
    expect(kept).toMatchObject({
      freightCents: 800,
      totalCents: 50_800,
      payBefore: before.payBefore,
      autoConfirmSeconds: 5 * SECONDS_PER_DAY,
    });
    // The cart and the checkout's preview show the new rule at once.
    expect((await addToCart(svc, b.token, cheap, 1)).code).toBe(0);
    const cart = await api(svc, PATHS.cart, { token: b.token });
    expect(cart.data).toMatchObject({ freightCents: 2_000, freeFreightFromCents: 40_000 });
    const seen = await preview(svc, b.token, buyNow(cheap));
    expect(seen.data.freightRule).toEqual({ freeFromCents: 40_000, flatCents: 2_000 });
    expect(seen.data.amounts.freightCents).toBe(2_000);

    const free = await orderRow(
      db(),
      (await placeOrder(svc, b.token, buyNow(dear), b.addressId)).id,
    );
    expect(free.freightCents).toBe(0);
    expect(free.payBefore.getTime() - free.createdAt.getTime()).toBe(45 * MINUTE * 1000);
    expect(free.autoConfirmSeconds).toBe(12 * SECONDS_PER_DAY);
    const charged = await orderRow(
      db(),
      (await placeOrder(svc, b.token, buyNow(cheap), b.addressId)).id,
    );
    expect(charged).toMatchObject({ freightCents: 2_000, totalCents: 32_000 });

    // Shipped six days ago: the order placed under 5 days is confirmed, the one under 12 is not.
    // An order from before orders kept their period follows the rule in force (12 days).
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * SECONDS_PER_DAY * 1000);
    const legacy = await orderRow(
      db(),
      (await placeOrder(svc, b.token, buyNow(cheap), b.addressId)).id,
    );
    const legacyRecent = await orderRow(
      db(),
      (await placeOrder(svc, b.token, buyNow(cheap), b.addressId)).id,
    );
    const ship = (id: number, shippedAt: Date, autoConfirmSeconds?: null) =>
      db()
        .update(orders)
        .set({
          status: "pending_receipt",
          shippedAt,
          paidAt: shippedAt,
          ...(autoConfirmSeconds === null ? { autoConfirmSeconds: null } : {}),
        })
        .where(eq(orders.id, id));
    await ship(before.id, daysAgo(6));
    await ship(free.id, daysAgo(6));
    await ship(legacy.id, daysAgo(13), null);
    await ship(legacyRecent.id, daysAgo(11), null);
    expect(await sweepUnconfirmedOrders(svc.buying, now)).toBe(2);
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [before.id, free.id, legacy.id, legacyRecent.id]));
    expect(Object.fromEntries(statuses.map((o) => [o.id, o.status]))).toEqual({
      [before.id]: "pending_comment",
      [free.id]: "pending_receipt",
      [legacy.id]: "pending_comment",
      [legacyRecent.id]: "pending_receipt",
    });
  });

  it("npm run ops -- shop freight and shop timeouts set them with a member's token", async () => {
    const made = await asOwner("/ops/me/tokens/create", { label: "settings test" });
    expect(made.code, made.message).toBe(0);
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_TOKEN: made.data.token };
    const freight = await runOps(["shop", "freight", "--free-from", "299", "--flat", "12.50"], env);
    expect(freight.code, freight.stderr).toBe(0);
    expect(freight.stdout).toContain("freight:          free from ¥299.00 of goods, else ¥12.50");
    const timeouts = await runOps(
      ["shop", "timeouts", "--pay-minutes", "30", "--confirm-days", "10"],
      env,
    );
    expect(timeouts.code, timeouts.stderr).toBe(0);
    expect(timeouts.stdout).toContain(
      "order timeouts:   an unpaid order waits 30 minute(s); receipt confirmed 10 day(s) after shipping",
    );
    const refused = await runOps(
      ["shop", "timeouts", "--pay-minutes", "2", "--confirm-days", "10"],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("refused:");
    expect(refused.stderr).toContain("paymentTimeoutSeconds");
    expect(
      (await runOps(["shop", "freight", "--free-from", "两百", "--flat", "12"], env)).code,
    ).toBe(64);
    expect((await asOwner("/ops/shop")).data.freight).toEqual({
      freeFromCents: 29_900,
      flatCents: 1_250,
      fromEnvironment: false,
    });
  });
});
