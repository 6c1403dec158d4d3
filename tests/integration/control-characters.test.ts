/**
 * Text with control characters (a NUL from a hostile client; PostgreSQL's
 * text type refuses it) is stored without them, never a 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders, users } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { buyer, createOrder, preview, saveAddress, TEST_ENV, wine } from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

describe.each(backends())("control characters on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a nickname, an address and a buyer's message keep their text and lose the control characters", async () => {
    const { user, token } = await buyer(svc);
    const profile = await api(svc, "/user/user/updateUserInfo", {
      token,
      body: { nickname: "醇\u0000友\u0007", gender: 1 },
    });
    expect(profile.http).toBe(200);
    const [row] = await db()
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.nickname).toBe("醇友");

    const address = await saveAddress(svc, token, {
      recipient: "李\u0000白",
      detail: "世纪大道\u0000100号\u001b",
    });
    const [stored] = await db().select().from(addresses).where(eq(addresses.id, address.id));
    expect([stored.recipient, stored.detail]).toEqual(["李白", "世纪大道100号"]);

    const goodsId = await wine(db(), { priceCents: 10_000, stock: 5 });
    const source = { source: "buyNow" as const, goodsId, quantity: 1 };
    const seen = await preview(svc, token, source);
    const placed = await createOrder(svc, token, source, {
      addressId: address.id,
      buyerMessage: "请\u0000周末送",
      expectedTotalCents: seen.data.amounts.totalCents,
    });
    expect(placed.code).toBe(200);
    const [order] = await db()
      .select({ buyerMessage: orders.buyerMessage })
      .from(orders)
      .where(eq(orders.id, placed.data.id));
    expect(order.buyerMessage).toBe("请周末送");
  });

  it("a field of nothing but control characters is empty, and refused like an empty one", async () => {
    const { token } = await buyer(svc);
    const a = await api(svc, "/user/user/updateUserInfo", {
      token,
      lang: "en",
      body: { nickname: "\u0000\u0000", gender: 1 },
    });
    expect(a).toMatchObject({ http: 200, code: 422 });
  });
});
