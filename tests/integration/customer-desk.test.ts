/**
 * The customers desk (issue 32) on both databases, with staff sessions as the console calls it: a
 * buyer found by the whole of their number or its end, their account, orders, addresses and points
 * with phones masked; the number shown in full only to a role with customers.phone, each showing in
 * the audit log without the number; points added and taken by the buyer's id with a reason, into
 * the ledger and the audit log, never below zero; roles without the permissions refused.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, staffAudit, users } from "../../shopping/db/schema";
import { buyer, placeOrder, TEST_ENV, wine } from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY, SHOPPING_CHECK_ANSWERS: "1" } as NodeJS.ProcessEnv;

describe.each(backends())("the customers desk on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { session: string };
  let clerk: { session: string };
  let warehouse: { session: string };
  let b: Awaited<ReturnType<typeof buyer>>;
  let phone = "";
  const desk = <T = any>(path: string, body?: unknown) =>
    staffCall<T>(svc, owner.session, path, body);

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    clerk = await member(svc, owner.session, "clerk", "客服-周");
    warehouse = await member(svc, owner.session, "warehouse", "仓库-吴");
    b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 9_900, stock: 10 });
    await placeOrder(svc, b.token, { source: "buyNow", goodsId, quantity: 1 }, b.addressId);
    [{ phone }] = await db()
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, b.user.id));
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("finds a buyer by the whole number or its end, masked, with orders, addresses and points", async () => {
    for (const digits of [phone, phone.slice(-4), phone.slice(-8)]) {
      const found = await desk(`/ops/customer/find?phone=${digits}`);
      expect(found.code, found.message).toBe(200);
      const row = found.data.customers.find((c: { id: number }) => c.id === b.user.id);
      expect(row, digits).toBeTruthy();
      expect(row.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      expect(row.orders).toBe(1);
    }
    expect((await desk("/ops/customer/find?phone=12")).code).toBe(422);
    expect((await desk("/ops/customer/find?phone=1234%F0%9F%8D%B7")).code).toBe(422);
    const page = await desk(`/ops/customer?id=${b.user.id}`);
    expect(page.code, page.message).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain(phone);
    expect(page.data.orders).toHaveLength(1);
    expect(page.data.addresses).toHaveLength(1);
    expect(page.data.addresses[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await desk("/ops/customer?id=2000000000")).code).toBe(404);
  });

  it("shows the number in full to a role that may, and logs each showing without it", async () => {
    const shown = await desk("/ops/customer/phone", { id: b.user.id });
    expect(shown.code, shown.message).toBe(0);
    expect(shown.data.phone).toBe(phone);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/customer/phone"))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(audit.target).toBe(`customer:${b.user.id}`);
    expect(JSON.stringify(audit)).not.toContain(phone);
    // Finance reads points but may not see numbers.
    const finance = await member(svc, owner.session, "finance", "财务-郑");
    expect(
      (await staffCall(svc, finance.session, "/ops/customer/phone", { id: b.user.id })).code,
    ).toBe(403);
  });

  it("adds and takes points by the buyer's id with a reason, never below zero", async () => {
    const before = (await desk(`/ops/customer?id=${b.user.id}`)).data.points.balance as number;
    const granted = await desk("/ops/points/grant", {
      userId: b.user.id,
      points: 500,
      note: "生日礼物 🎂",
    });
    expect(granted.code, granted.message).toBe(0);
    const [row] = await db()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, b.user.id))
      .orderBy(desc(pointsLedger.id))
      .limit(1);
    expect(row).toMatchObject({ change: 500, after: before + 500, reason: "operator_grant" });
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/points/grant"))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(audit.target).toBe(`userId:${b.user.id}`);
    const tooMuch = await desk("/ops/points/deduct", {
      userId: b.user.id,
      points: before + 501,
      note: "误操作",
    });
    expect(tooMuch.code).toBe(409);
    const both = await desk("/ops/points/grant", {
      userId: b.user.id,
      phone,
      points: 1,
      note: "x",
    });
    expect(both.code).toBe(422);
    const page = await desk(`/ops/customer?id=${b.user.id}`);
    expect(page.data.points.balance).toBe(before + 500);
    expect(page.data.points.list[0].note).toBe("生日礼物 🎂");
  });

  it("lets a clerk read a buyer but not adjust points, and refuses the warehouse", async () => {
    expect((await staffCall(svc, clerk.session, `/ops/customer?id=${b.user.id}`)).code).toBe(200);
    const refused = await staffCall(svc, clerk.session, "/ops/points/grant", {
      userId: b.user.id,
      points: 1,
      note: "试试",
    });
    expect(refused.code).toBe(403);
    expect(
      (await staffCall(svc, warehouse.session, `/ops/customer/find?phone=${phone}`)).code,
    ).toBe(403);
  });
});
