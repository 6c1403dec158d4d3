/** The two calls the root loader makes for logged-in visitors, and token rejection. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { addToCart, ageToken, createUser, revokeToken } from "../helpers/users";

const COUNT = "/shoppingCart/shoppingCart/findShoppingCartTotalItem";
const POINTS = "/bonuspoint/bonus-point-rule/getBonusPointName";

describe.each(backends())("cart count and points name on %s", (backend) => {
  let svc: RunningService;
  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("counts the bottles in the caller's cart only", async () => {
    const { user, token } = await createUser(svc.database.db);
    const other = await createUser(svc.database.db);
    expect((await call(svc.base, COUNT, { token })).data).toEqual({ productTotalItem: 0 });
    await addToCart(svc.database.db, user.id, 1, 2);
    await addToCart(svc.database.db, user.id, 2, 3);
    await addToCart(svc.database.db, other.user.id, 1, 9);
    const a = await call(svc.base, COUNT, { token });
    expect(a).toMatchObject({ http: 200, code: 200, data: { productTotalItem: 5 } });
    expect((await call(svc.base, COUNT, { token: `Bearer ${token}` })).data.productTotalItem).toBe(
      5,
    );
  });

  it("names the points in the caller's language", async () => {
    const { token } = await createUser(svc.database.db);
    expect((await call(svc.base, POINTS, { token, lang: "ch" })).data).toBe("醇境积分");
    expect((await call(svc.base, POINTS, { token, lang: "en" })).data).toBe("Vintry Points");
    expect((await call(svc.base, POINTS, { token, lang: "tc" })).data).toBe("醇境積分");
  });

  it("401 without a token or with an unknown one", async () => {
    for (const token of [undefined, "x".repeat(43), "short"]) {
      const a = await call(svc.base, COUNT, { token, lang: "en" });
      expect(a).toMatchObject({ http: 401, code: 401, message: "please log in first!" });
    }
  });

  it("403 for a revoked token or one idle for more than 30 days", async () => {
    const revoked = await createUser(svc.database.db);
    await revokeToken(svc.database.db, revoked.token);
    expect(await call(svc.base, POINTS, { token: revoked.token, lang: "en" })).toMatchObject({
      http: 403,
      code: 403,
      message: "login timed out, please log in again!",
    });

    const idle = await createUser(svc.database.db);
    await ageToken(svc.database.db, idle.token, 29);
    expect((await call(svc.base, COUNT, { token: idle.token })).http).toBe(200);
    await ageToken(svc.database.db, idle.token, 31);
    expect((await call(svc.base, COUNT, { token: idle.token })).http).toBe(403);
  });
});
