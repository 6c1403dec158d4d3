/**
 * The shop's configuration that buyers see (shopping/shop): the public customer service answer, the
 * operator's reads and changes behind the key, refused bad values that change nothing, and
 * `npm run ops -- shop` as a child process. On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings, staffAudit } from "../../shopping/db/schema";
import { TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";

describe.each(backends())("shop settings on %s", (backend) => {
  let svc: RunningService;
  const row = async () =>
    (await svc.database.db.select().from(shopSettings).where(eq(shopSettings.id, 1)))[0];

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a new shop has no contact details: the migration leaves them unset (shop-contact-unset.test.ts)", async () => {
    const answer = await call(svc.base, "/shop/shop/findCustomerService");
    expect(answer).toMatchObject({ http: 200, code: 200, data: null });
    expect(await row()).toMatchObject({
      returnRecipient: null,
      returnPhone: null,
      returnAddress: null,
      serviceHotline: null,
      serviceHours: null,
      serviceWechat: null,
      updatedBy: "seed",
    });
  });

  it("sets the return reasons the shop pays the parcel for, and the audit log keeps before and after", async () => {
    const before = (await row()).returnFreightShopReasons;
    const saved = await ops(svc.base, "/ops/shop/returnFreight", {
      body: { shopPays: ["damaged", "wrongItem"] },
      operator: "运营-王",
    });
    expect(saved).toMatchObject({ code: 0 });
    expect((await row()).returnFreightShopReasons).toEqual(["damaged", "wrongItem"]);
    const [audit] = await svc.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/shop/returnFreight"));
    expect(audit).toMatchObject({
      actor: "setup-key:运营-王",
      target: "shopSettings",
      request: { shopPays: ["damaged", "wrongItem"] },
      before: expect.objectContaining({ returnFreight: { shopPays: before } }),
      after: expect.objectContaining({ returnFreight: { shopPays: ["damaged", "wrongItem"] } }),
    });
    // An unknown reason is refused, and nothing changes, the log included.
    const refused = await ops(svc.base, "/ops/shop/returnFreight", {
      body: { shopPays: ["rain"] },
    });
    expect(refused.code).toBe(422);
    expect((await row()).returnFreightShopReasons).toEqual(["damaged", "wrongItem"]);
    const rows = await svc.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/shop/returnFreight"));
    expect(rows).toHaveLength(1);
  });

  it("only the operator reads and changes them; a buyer's or no key changes nothing", async () => {
    const before = await row();
    const body = { recipient: "李四", phone: "13800138000", address: "上海市静安区南京西路1号" };
    expect((await ops(svc.base, "/ops/shop", { auth: null })).http).toBe(401);
    expect(
      (await ops(svc.base, "/ops/shop/returnAddress", { body, auth: "Ops wrong-key-000000" })).http,
    ).toBe(403);
    expect(await row()).toEqual(before);

    const saved = await ops(svc.base, "/ops/shop/returnAddress", { body, operator: "alice" });
    expect(saved).toMatchObject({ code: 0, message: "shop settings saved" });
    expect(saved.data.returnAddress).toEqual(body);
    expect(await row()).toMatchObject({
      returnRecipient: "李四",
      returnPhone: "13800138000",
      returnAddress: "上海市静安区南京西路1号",
      updatedBy: "operator:alice",
    });
    const service = { hotline: "021-60881688", hours: "08:30-22:00", wechatId: "Vintry_Help" };
    const changed = await ops(svc.base, "/ops/shop/customerService", { body: service });
    expect(changed.data.customerService).toEqual(service);
    expect((await call(svc.base, "/shop/shop/findCustomerService")).data).toEqual(service);
  });

  it.each([
    [
      "a phone of 5 digits",
      "/ops/shop/returnAddress",
      { recipient: "a", phone: "12345", address: "b" },
      "phone",
    ],
    [
      "an empty recipient",
      "/ops/shop/returnAddress",
      { recipient: " ", phone: "13800138000", address: "b" },
      "recipient",
    ],
    [
      "an address of 121 characters",
      "/ops/shop/returnAddress",
      { recipient: "a", phone: "13800138000", address: "址".repeat(121) },
      "address",
    ],
    [
      "hours that end before they start",
      "/ops/shop/customerService",
      { hotline: "400-820-1688", hours: "22:00-08:00", wechatId: "VintryHelp" },
      "hours",
    ],
    [
      "hours of 25 o'clock",
      "/ops/shop/customerService",
      { hotline: "400-820-1688", hours: "09:00-25:00", wechatId: "VintryHelp" },
      "hours",
    ],
    [
      "a WeChat ID with a space",
      "/ops/shop/customerService",
      { hotline: "400-820-1688", hours: "09:00-21:00", wechatId: "Vintry Help" },
      "wechatId",
    ],
    [
      "a field it does not know",
      "/ops/shop/customerService",
      { hotline: "400-820-1688", hours: "09:00-21:00", wechatId: "VintryHelp", extra: 1 },
      "",
    ],
  ])("refuses %s and changes nothing", async (_name, pathname, body, field) => {
    const before = await row();
    const answer = await ops(svc.base, pathname, { body });
    expect(answer.code).toBe(422);
    if (field) expect(Object.keys(answer.data.fieldErrors)).toContain(field);
    expect(await row()).toEqual(before);
  });

  it("npm run ops -- shop shows and sets them, and refuses with exit codes", async () => {
    const env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
    const set = await runOps(
      [
        "shop",
        "return-address",
        "--name",
        "售后部",
        "--phone",
        "021-6088-1688",
        "--address",
        "上海市浦东新区张江路1688号",
        "--as",
        "bob",
      ],
      env,
    );
    expect(set.code).toBe(0);
    expect(set.stdout).toContain("shop settings saved");
    expect(set.stdout).toContain(
      "return address:   售后部  021-6088-1688  上海市浦东新区张江路1688号",
    );
    expect(set.stdout).toContain("by operator:bob");
    const shown = await runOps(["shop"], env);
    expect(shown).toMatchObject({ code: 0 });
    expect(shown.stdout).toMatch(
      /customer service: \S+ {2}\d\d:\d\d-\d\d:\d\d \(UTC\+8\) {2}WeChat \S+/,
    );
    const refused = await runOps(
      ["shop", "service", "--hotline", "1", "--hours", "09:00-21:00", "--wechat", "VintryHelp"],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("refused:");
    expect(refused.stderr).toContain("hotline");
    const usage = await runOps(["shop", "return-address", "--hotline", "1"], env);
    expect(usage.code).toBe(64);
    expect((await runOps(["shop", "return-address", "--name", "x"], env)).code).toBe(64);
    expect((await row()).returnRecipient).toBe("售后部");
  });
});
