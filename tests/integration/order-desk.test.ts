/**
 * The order desk's endpoints (issue 32) on both databases, called with staff sessions as the
 * console calls them: the list's filters (status, Beijing dates, the end of a phone, the start of
 * an order number), one order with its phones masked, its serials once shipped and its staff
 * notes; a note written twice at once keeps both; a phone shown in full is in the audit log; a role
 * without the permission is refused and nothing is written.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logisticsEvents,
  orders,
  orderStaffNotes,
  staffAudit,
  users,
} from "../../shopping/db/schema";
import {
  buyer,
  orderRow,
  payInSandbox,
  placeOrder,
  saveAddress,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { OPS_KEY, runOps } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";
import { bulkOrders } from "../../shopping/testing/bulk-orders";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

describe.each(backends())("the order desk on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let finance: { name: string; session: string };
  const desk = <T = any>(path: string, body?: unknown) =>
    staffCall<T>(svc, owner.session, path, body);

  /** A paid order of one wine to a recipient of its own: pending_delivery. */
  async function paidOrder(recipientPhone = "13512345678") {
    const b = await buyer(svc);
    const address = await saveAddress(svc, b.token, {
      recipient: "李收货🍷",
      phone: recipientPhone,
    });
    const goodsId = await wine(db(), { priceCents: 12_800, stock: 20 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 2 },
      address.id,
    );
    await payInSandbox(svc, b.token, placed.id);
    const row = await orderRow(db(), placed.id);
    expect(row.status).toBe("pending_delivery");
    const [{ phone }] = await db()
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, b.user.id));
    return { ...b, orderId: placed.id, orderNo: row.orderNo, buyerPhone: phone };
  }

  const auditRows = (action: string) =>
    db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, action))
      .orderBy(desc(staffAudit.id));

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    finance = await member(svc, owner.session, "finance", "财务-陈");
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("filters the list by status, Beijing dates, the end of a phone and the start of an order number", async () => {
    const a = await paidOrder("13511112222");
    const b = await paidOrder("13533334444");
    // b was placed yesterday, Beijing time (23:30 the day before today's Beijing date).
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterdayLate = new Date(`${today}T00:00:00+08:00`);
    yesterdayLate.setUTCMinutes(yesterdayLate.getUTCMinutes() - 30);
    await db().update(orders).set({ createdAt: yesterdayLate }).where(eq(orders.id, b.orderId));
    const list = (query: string) => desk(`/ops/order/list?${query}`);

    const byRecipient = await list("phone=33334444");
    expect(byRecipient.data.orders.map((o: any) => o.orderNo)).toEqual([b.orderNo]);
    const byBuyer = await list(`phone=${a.buyerPhone.slice(-6)}`);
    expect(byBuyer.data.orders.map((o: any) => o.orderNo)).toEqual([a.orderNo]);
    expect(byBuyer.data.orders[0].buyerPhone).toBe(
      `${a.buyerPhone.slice(0, 3)}****${a.buyerPhone.slice(-4)}`,
    );

    const byNumber = await list(`orderNo=${a.orderNo.slice(0, 19)}`);
    expect(byNumber.data.orders.map((o: any) => o.orderNo)).toContain(a.orderNo);
    expect(
      byNumber.data.orders.every((o: any) => o.orderNo.startsWith(a.orderNo.slice(0, 19))),
    ).toBe(true);

    const todays = await list(`from=${today}&to=${today}&status=pending_delivery&pageSize=1250`);
    const todaysNos = todays.data.orders.map((o: any) => o.orderNo);
    expect(todaysNos).toContain(a.orderNo);
    expect(todaysNos).not.toContain(b.orderNo);
    expect(todays.data.total).toBe(todaysNos.length);
    const yesterday = new Date(yesterdayLate.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const theDayBefore = await list(`from=${yesterday}&to=${yesterday}`);
    expect(theDayBefore.data.orders.map((o: any) => o.orderNo)).toEqual([b.orderNo]);

    const none = await list(`status=refunded&orderNo=${a.orderNo}`);
    expect(none.data).toMatchObject({ orders: [], total: 0 });
    // Filters that are not filters: refused with the field, nothing listed.
    for (const bad of [
      "phone=123",
      "phone=１３５",
      "from=2026-13-45",
      "orderNo=abc",
      "pageSize=1251",
      "status=shipped",
    ]) {
      const refused = await list(bad);
      expect(refused.code, bad).toBe(422);
    }
  });

  it("shows one order with the phones masked, its timeline, and its serials once shipped", async () => {
    const o = await paidOrder("13598765432");
    const before = await desk(`/ops/order/detail?orderNo=${o.orderNo}`);
    expect(before.code, before.message).toBe(200);
    expect(before.data).toMatchObject({
      orderNo: o.orderNo,
      status: "pending_delivery",
      address: { recipient: "李收货🍷", phone: "135****5432" },
      buyer: { phone: `${o.buyerPhone.slice(0, 3)}****${o.buyerPhone.slice(-4)}` },
      bottles: [],
      parcels: [],
      notes: [],
      staffActions: ["ship"],
      payment: { status: "paid", method: "alipay" },
    });
    expect(before.raw).not.toContain("13598765432");
    expect(before.raw).not.toContain(o.buyerPhone);
    expect(before.data.timeline.map((e: any) => e.action)).toEqual(["submit", "pay"]);

    const shipped = await desk("/ops/order/ship", {
      orderNo: o.orderNo,
      company: "SF",
      trackingNo: "SF7788990011",
    });
    expect(shipped.code, shipped.message).toBe(0);
    const after = await desk(`/ops/order/detail?orderNo=${o.orderNo}`);
    expect(after.data.status).toBe("pending_receipt");
    expect(after.data.staffActions).toEqual(["track"]);
    expect(after.data.bottles).toHaveLength(2);
    for (const bottle of after.data.bottles) expect(bottle.serial).toMatch(/^[A-Z0-9]+-\d{4}$/);
    expect(after.data.parcels[0]).toMatchObject({
      direction: "outbound",
      companyCode: "SF",
      trackingNo: "SF7788990011",
    });
    expect(after.data.timeline.at(-1)).toMatchObject({
      action: "ship",
      actor: `operator:${owner.name}`,
    });

    const missing = await desk("/ops/order/detail?orderNo=20990101000000000000");
    expect(missing.code).toBe(404);
  });

  it("keeps staff notes with their authors; two at once are both kept; bad ones change nothing", async () => {
    const o = await paidOrder();
    const [first, second] = await Promise.all([
      desk("/ops/order/note", { orderNo: o.orderNo, text: "客户来电：请周末送货 🍷" }),
      desk("/ops/order/note", { orderNo: o.orderNo, text: "Gift wrap, please" }),
    ]);
    expect(first.code, first.message).toBe(0);
    expect(second.code, second.message).toBe(0);
    const rows = await db()
      .select()
      .from(orderStaffNotes)
      .where(eq(orderStaffNotes.orderId, o.orderId));
    expect(rows.map((r) => r.text).sort()).toEqual([
      "Gift wrap, please",
      "客户来电：请周末送货 🍷",
    ]);
    expect(rows.every((r) => r.author === owner.name && r.staffId !== null)).toBe(true);
    // Each note's audit row holds the notes before and after.
    const audits = (await auditRows("POST /ops/order/note")).filter(
      (r) => r.target === `orderNo:${o.orderNo}`,
    );
    expect(audits).toHaveLength(2);
    const [later, earlier] = audits;
    expect((earlier.before as unknown[]).length).toBe(0);
    expect((later.after as unknown[]).length).toBe(2);

    for (const text of ["   ", "长".repeat(501)]) {
      const refused = await desk("/ops/order/note", { orderNo: o.orderNo, text });
      expect(refused.code).toBe(422);
      expect(refused.message).toContain("500");
    }
    const unknown = await desk("/ops/order/note", { orderNo: "20990101000000000000", text: "x" });
    expect(unknown.code).toBe(404);
    // Finance reads orders but writes no note: refused, nothing written or logged.
    const refused = await staffCall(svc, finance.session, "/ops/order/note", {
      orderNo: o.orderNo,
      text: "x",
    });
    expect(refused.code).toBe(403);
    expect(refused.data).toMatchObject({ permission: "orders.note" });
    const detail = await desk(`/ops/order/detail?orderNo=${o.orderNo}`);
    expect(detail.data.notes).toHaveLength(2);
    expect(
      (await auditRows("POST /ops/order/note")).filter((r) => r.target === `orderNo:${o.orderNo}`),
    ).toHaveLength(2);
  });

  it("adds a note or a tracking event once when its form is sent twice at once, or again later", async () => {
    const o = await paidOrder();
    const shipped = await desk("/ops/order/ship", {
      orderNo: o.orderNo,
      company: "SF",
      trackingNo: "SF1234567890123",
    });
    expect(shipped.code, shipped.message).toBe(0);
    const requestKey = "a1b2c3d4-e5f6-4718-9abc-def012345678";
    const note = { orderNo: o.orderNo, text: "买家来电：改送公司 🏢", requestKey };
    const track = { orderNo: o.orderNo, text: "已到达上海转运中心", requestKey };
    const sent = await Promise.all([
      desk("/ops/order/note", note),
      desk("/ops/order/note", note),
      desk("/ops/order/track", track),
      desk("/ops/order/track", track),
    ]);
    expect(sent.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
    expect((await desk("/ops/order/note", note)).data.notes).toHaveLength(1);
    const again = await desk("/ops/order/track", track);
    expect(again.data.events.filter((e: { text: string }) => e.text === track.text)).toHaveLength(
      1,
    );
    const notes = await db()
      .select()
      .from(orderStaffNotes)
      .where(eq(orderStaffNotes.orderId, o.orderId));
    expect(notes.map((row) => [row.text, row.requestKey])).toEqual([[note.text, requestKey]]);
    const events = await db()
      .select()
      .from(logisticsEvents)
      .where(eq(logisticsEvents.orderId, o.orderId));
    expect(events.filter((row) => row.text === track.text)).toHaveLength(1);
    // Another form (another key), the same words: a second note, as the member meant.
    const second = await desk("/ops/order/note", {
      ...note,
      requestKey: "b1b2c3d4-e5f6-4718-9abc-def012345678",
    });
    expect(second.data.notes).toHaveLength(2);
  });

  it("shows a phone in full only to a role that may, and logs each showing", async () => {
    const o = await paidOrder("13566667777");
    const recipient = await desk("/ops/order/phone", { orderNo: o.orderNo, whose: "recipient" });
    expect(recipient.data).toEqual({
      orderNo: o.orderNo,
      whose: "recipient",
      phone: "13566667777",
    });
    const buyerPhone = await desk("/ops/order/phone", { orderNo: o.orderNo, whose: "buyer" });
    expect(buyerPhone.data.phone).toBe(o.buyerPhone);
    const logged = (await auditRows("POST /ops/order/phone")).filter(
      (r) => r.target === `orderNo:${o.orderNo}`,
    );
    expect(logged.map((r) => (r.request as { whose: string }).whose)).toEqual([
      "buyer",
      "recipient",
    ]);
    expect(logged.every((r) => r.actor === owner.name && r.permission === "customers.phone")).toBe(
      true,
    );
    // The log itself never holds the number.
    expect(JSON.stringify(logged)).not.toContain("13566667777");

    const refused = await staffCall(svc, finance.session, "/ops/order/phone", {
      orderNo: o.orderNo,
      whose: "recipient",
    });
    expect(refused.code).toBe(403);
    expect(refused.raw).not.toContain("13566667777");
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, "POST /ops/order/phone"), eq(staffAudit.actor, finance.name)),
      );
    expect(n).toBe(0);
  });

  it("lists a busy shop's bulk history as its own (the bench's 10,000 orders, here 300)", async () => {
    const before = (await desk("/ops/order/list")).data.total;
    const made = await bulkOrders(db(), 300, 40);
    expect(made.orders).toBe(300);
    const all = await desk("/ops/order/list?pageSize=1250");
    expect(all.data.total).toBe(before + 300);
    // Newest first, and every one a whole order: its line, a 20-digit number, a masked buyer.
    const times = all.data.orders.map((o: any) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bulk = all.data.orders.filter((o: any) => o.orderNo.slice(8, 10) === "99");
    expect(bulk).toHaveLength(300);
    expect(
      bulk.every((o: any) => /^\d{20}$/.test(o.orderNo) && /^170\*{4}\d{4}$/.test(o.buyerPhone)),
    ).toBe(true);
    // The 16th goes to 17090000016 and waits for delivery (the statuses go round by 8).
    const waiting = await desk("/ops/order/list?status=pending_delivery&phone=0000016");
    expect(waiting.data.orders.length).toBeGreaterThan(0);
    expect(waiting.data.orders.every((o: any) => o.status === "pending_delivery")).toBe(true);
    expect(waiting.data.orders.some((o: any) => o.orderNo.endsWith("990000000016"))).toBe(true);
    const one = await desk(`/ops/order/detail?orderNo=${waiting.data.orders[0].orderNo}`);
    expect(one.data.lines).toHaveLength(1);
    expect(one.data.amounts.totalCents).toBe(one.data.lines[0].lineCents);
  });

  it("npm run ops shows an order and adds a note with a member's token, as that member", async () => {
    const o = await paidOrder("13522223333");
    const made = await desk("/ops/me/tokens/create", { label: "仓库电脑 📦" });
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_TOKEN: made.data.token };
    const noted = await runOps(["order-note", o.orderNo, "客户来电：周末在家 🏠"], env);
    expect(noted.stderr).toBe("");
    expect(noted.code).toBe(0);
    expect(noted.stdout).toContain(`${o.orderNo} has 1 note(s)`);
    const shown = await runOps(["order", o.orderNo], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("pending_delivery");
    expect(shown.stdout).toContain("135****3333");
    expect(shown.stdout).toContain("客户来电：周末在家 🏠");
    expect(shown.stdout).not.toContain("13522223333");
    const [row] = await db()
      .select()
      .from(orderStaffNotes)
      .where(eq(orderStaffNotes.orderId, o.orderId));
    expect(row).toMatchObject({ author: owner.name, text: "客户来电：周末在家 🏠" });
    const filtered = await runOps(
      ["orders", "--phone", "22223333", "--status", "pending_delivery"],
      env,
    );
    expect(filtered.stdout).toContain(o.orderNo);
    const refused = await runOps(["orders", "--phone", "12"], env);
    expect(refused.code).not.toBe(0);
  });
});
