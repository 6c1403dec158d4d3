/**
 * The buyer's order lists: findOrders per tab, newest first, paged by a
 * keyset cursor without duplicates or gaps (orders of the same microsecond and
 * of the same millisecond included); countOrders per tab; another buyer's
 * orders never listed; bad tab, cursor and limit refused with a message.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderCounts, OrderList } from "../../contract/orders-list";
import { orders } from "../../shopping/db/schema";
import { api, snapshot } from "../helpers/accounts";
import { buyer, placeOrder, TEST_ENV, wine } from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

const FIND = "/order/order/findOrders";
const COUNT = "/order/order/countOrders";

describe.each(backends())("order lists on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  /** the first buyer's orders, by id */
  let mine: number[] = [];
  let token: string;
  let otherToken: string;
  let otherOrder: number;
  let goodsId: number;

  const find = (t: string, query: Record<string, string | number> = {}, lang?: string) =>
    api<OrderList>(
      svc,
      `${FIND}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      { token: t, lang },
    );
  const counts = (t: string) => api<OrderCounts>(svc, COUNT, { token: t });

  /** every page of a tab, following nextCursor */
  async function allPages(t: string, tab: string, limit: number) {
    const pages: OrderList[] = [];
    let cursor: string | null = null;
    do {
      const answer = await find(t, { tab, limit, ...(cursor ? { cursor } : {}) });
      expect(answer.code, answer.message).toBe(200);
      pages.push(answer.data);
      cursor = answer.data.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  /**
   * the ids of a buyer's orders as the list must give them: newest first, the higher id first at
   * equal times
   */
  async function expectedOrder(userId: number, status?: string) {
    const rows = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        status
          ? sql`${orders.userId} = ${userId} and ${orders.status} = ${status}`
          : eq(orders.userId, userId),
      )
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
    return rows.map((r) => r.id);
  }

  let userId: number;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
    goodsId = await wine(db(), { priceCents: 10_000, marketPriceCents: 12_000, stock: 500 });
    const first = await buyer(svc);
    token = first.token;
    userId = first.user.id;
    for (let i = 0; i < 13; i++)
      mine.push(
        (
          await placeOrder(
            svc,
            token,
            { source: "buyNow", goodsId, quantity: 1 + (i % 3) },
            first.addressId,
          )
        ).id,
      );
    const other = await buyer(svc);
    otherToken = other.token;
    otherOrder = (
      await placeOrder(svc, otherToken, { source: "buyNow", goodsId, quantity: 1 }, other.addressId)
    ).id;
    // Statuses as later moves would leave them (the list reads, it does not move orders).
    const set = (ids: number[], status: string) =>
      db().update(orders).set({ status }).where(inArray(orders.id, ids));
    await set([mine[0], mine[1], mine[2]], "pending_delivery");
    await set([mine[3], mine[4]], "pending_receipt");
    await set([mine[5]], "pending_comment");
    await set([mine[6]], "completed");
    await set([mine[7]], "cancelled");
    // Times that a millisecond cursor would get wrong: three orders of the same microsecond,
    // two of the same millisecond but different microseconds, and one older than all.
    const at = (id: number, iso: string) =>
      db().execute(sql`update orders set created_at = ${iso}::timestamptz where id = ${id}`);
    await at(mine[8], "2025-06-01T10:00:00.123456Z");
    await at(mine[9], "2025-06-01T10:00:00.123456Z");
    await at(mine[10], "2025-06-01T10:00:00.123456Z");
    await at(mine[11], "2025-06-01T10:00:00.123999Z");
    await at(mine[12], "2025-06-01T10:00:00.123001Z");
    await at(mine[0], "2024-01-01T00:00:00.000001Z");
    mine = await expectedOrder(userId);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("lists all the buyer's orders newest first, with lines, amounts and actions", async () => {
    const answer = await find(token);
    expect(answer.code).toBe(200);
    expect(answer.data.list).toHaveLength(10);
    expect(answer.data.list.map((o) => o.id)).toEqual(mine.slice(0, 10));
    expect(answer.data.nextCursor).toMatch(/^\d+-\d+$/);
    const unpaid = answer.data.list.find((o) => o.status === "pending_payment")!;
    const [row] = await db().select().from(orders).where(eq(orders.id, unpaid.id));
    expect(unpaid).toMatchObject({
      orderNo: row.orderNo,
      createdAt: row.createdAt.toISOString(),
      amounts: {
        quantity: row.quantity,
        goodsCents: row.goodsCents,
        freightCents: row.freightCents,
        totalCents: row.totalCents,
        discountCents: row.discountCents,
      },
      actions: ["pay", "cancel"],
    });
    expect(unpaid.lines).toEqual([
      expect.objectContaining({
        goodsId,
        quantity: row.quantity,
        unitPriceCents: 10_000,
        picture: `/goods/goods/picture?id=${goodsId}&view=front`,
      }),
    ]);
    expect(unpaid.lines[0].spuName).not.toBe("");
    const receiving = answer.data.list.find((o) => o.status === "pending_receipt")!;
    expect(receiving.actions).toEqual(["receive", "returnGoods"]);
  });

  it("pages through every tab without duplicates or gaps, at any page size", async () => {
    for (const limit of [1, 2, 3, 5, 50]) {
      const pages = await allPages(token, "all", limit);
      const ids = pages.flatMap((p) => p.list.map((o) => o.id));
      expect(ids, `limit ${limit}`).toEqual(mine);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.slice(0, -1).every((p) => p.list.length === limit)).toBe(true);
    }
    for (const status of [
      "pending_payment",
      "pending_delivery",
      "pending_receipt",
      "pending_comment",
    ]) {
      const ids = (await allPages(token, status, 2)).flatMap((p) => p.list.map((o) => o.id));
      expect(ids, status).toEqual(await expectedOrder(userId, status));
      expect(ids.length).toBeGreaterThan(0);
    }
  });

  it("counts each tab in one answer", async () => {
    const answer = await counts(token);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      all: 13,
      pending_payment: 5,
      pending_delivery: 3,
      pending_receipt: 2,
      pending_comment: 1,
      after_sale: 0,
    });
    const tabs = await Promise.all(
      (["pending_payment", "pending_delivery", "pending_receipt", "pending_comment"] as const).map(
        async (tab) => [tab, (await find(token, { tab, limit: 50 })).data.list.length],
      ),
    );
    expect(Object.fromEntries(tabs)).toEqual({
      pending_payment: 5,
      pending_delivery: 3,
      pending_receipt: 2,
      pending_comment: 1,
    });
    // A page that shows the tabs asks for the counts with its first orders: one call.
    const first = await find(token, { limit: 3, counts: "true" });
    expect(first.data.counts).toEqual(answer.data);
    expect(first.data.list.map((o) => o.id)).toEqual(mine.slice(0, 3));
    expect("counts" in (await find(token, { limit: 3 })).data).toBe(false);
    expect((await find(token, { counts: "yes" })).code).toBe(422);
    // A tab with no orders still has every tab's count.
    const empty = await find(otherToken, { tab: "pending_comment", counts: "true" });
    expect(empty.data.list).toEqual([]);
    expect(empty.data.counts).toEqual({
      all: 1,
      pending_payment: 1,
      pending_delivery: 0,
      pending_receipt: 0,
      pending_comment: 0,
      after_sale: 0,
    });
  });

  it("never lists another buyer's orders, nor takes a cursor into them", async () => {
    const others = await find(otherToken, { limit: 50 });
    expect(others.data.list.map((o) => o.id)).toEqual([otherOrder]);
    expect((await counts(otherToken)).data).toEqual({
      all: 1,
      pending_payment: 1,
      pending_delivery: 0,
      pending_receipt: 0,
      pending_comment: 0,
      after_sale: 0,
    });
    const mineAll = await find(token, { limit: 50 });
    expect(mineAll.data.list.map((o) => o.id)).not.toContain(otherOrder);
    // A cursor from the first buyer's list gives the other buyer only their own older orders
    // (none).
    const firstPage = await find(token, { limit: 1 });
    const crossed = await find(otherToken, { cursor: firstPage.data.nextCursor! });
    expect(crossed.data.list.every((o) => o.id === otherOrder)).toBe(true);
  });

  it("refuses a missing or bad token", async () => {
    expect(await find("")).toMatchObject({ code: 401, message: "请先登录！" });
    expect(await counts("nope")).toMatchObject({ code: 401 });
  });

  it.each([
    [{ tab: "shipped" }, "tab"],
    [{ tab: "" }, "tab"],
    [{ limit: 0 }, "limit"],
    [{ limit: 51 }, "limit"],
    [{ limit: "ten" }, "limit"],
    [{ limit: -1 }, "limit"],
    [{ limit: 2.5 }, "limit"],
    [{ cursor: "abc" }, "cursor"],
    [{ cursor: "1-0" }, "cursor"],
    [{ cursor: "99999999999999999999-1" }, "cursor"],
    [{ cursor: "1700000000000000-99999999999" }, "cursor"],
  ])("refuses %o with a message naming %s, and changes nothing", async (query, field) => {
    const before = await snapshot(db(), { orders });
    const ch = await find(token, query);
    expect(ch).toMatchObject({
      http: 200,
      code: 422,
      message: `请求参数有误：${field}`,
      data: { fieldErrors: { [field]: expect.any(Array) } },
    });
    const en = await find(token, query, "en");
    expect(en).toMatchObject({ code: 422, message: `invalid parameters: ${field}` });
    expect(await snapshot(db(), { orders })).toEqual(before);
  });

  it("refuses a repeated tab", async () => {
    const answer = await api(svc, `${FIND}?tab=all&tab=pending_payment`, { token });
    expect(answer).toMatchObject({ code: 422, message: "请求参数有误：tab" });
  });
});
