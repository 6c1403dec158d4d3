/**
 * A shop whose operator has not set its contact details (issue 30): the migration leaves them unset
 * rather than inventing some, so buyers see none, an approved return has no address to send goods
 * to and the service refuses the return parcel (a business answer in the buyer's language, nothing
 * changed); once the operator sets them (the operator endpoints, as `npm run ops -- shop` calls
 * them), everything works. On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AfterSaleView } from "../../contract/aftersale";
import { approveAfterSale } from "../../shopping/aftersale/operator";
import { afterSales, shopSettings } from "../../shopping/db/schema";
import { unsetContactWarnings } from "../../shopping/shop/settings";
import { api } from "../helpers/accounts";
import { buyer, eventsOf, orderRow, TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { receivedOrder } from "../helpers/received";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { TEST_CUSTOMER_SERVICE, TEST_RETURN_ADDRESS } from "../helpers/shop";

const APPLY = "/order/afterSale/applyRefund";
const SHIP_BACK = "/order/afterSale/returnShipment";
const FIND = "/order/afterSale/findAfterSale";

describe.each(backends())("a shop without contact details on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  const settings = async () =>
    (await db().select().from(shopSettings).where(eq(shopSettings.id, 1)))[0];

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("has none: buyers are told nothing, the operator and the start-up log say what to set", async () => {
    expect(await settings()).toMatchObject({
      returnRecipient: null,
      returnPhone: null,
      returnAddress: null,
      serviceHotline: null,
      serviceHours: null,
      serviceWechat: null,
      updatedBy: "seed",
    });
    expect(await call(svc.base, "/shop/shop/findCustomerService")).toMatchObject({
      http: 200,
      code: 200,
      data: null,
    });
    expect((await ops(svc.base, "/ops/shop")).data).toMatchObject({
      returnAddress: null,
      customerService: null,
    });
    const log = (await unsetContactWarnings(db())).join("\n");
    expect(log).toContain("npm run ops -- shop service --hotline");
    expect(log).toContain("npm run ops -- shop return-address --name");
    const shown = await runOps(["shop"], {
      SHOP_URL: svc.base.replace(/\/shopping$/, ""),
      OPS_KEY,
    });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("return address:   not set");
    expect(shown.stdout).toContain("customer service: not set");
  });

  it("an approved return has no address; the parcel is refused in the buyer's language and changes nothing, until the operator sets the address", async () => {
    const b = await buyer(svc);
    const { order } = await receivedOrder(svc, b);
    const applied = await api<AfterSaleView>(svc, APPLY, {
      token: b.token,
      body: {
        orderId: order.id,
        reasonCode: "changedMind",
        amountCents: order.totalCents,
        points: 0,
      },
    });
    expect(applied.code, applied.message).toBe(0);
    await approveAfterSale(svc.buying, order.orderNo, "tester");
    const found = await api<AfterSaleView>(svc, `${FIND}?orderId=${order.id}`, { token: b.token });
    expect(found.data).toMatchObject({ kind: "return", status: "approved", returnAddress: null });

    const [before] = await db().select().from(afterSales).where(eq(afterSales.orderId, order.id));
    const eventsBefore = await eventsOf(db(), order.id);
    const orderBefore = await orderRow(db(), order.id);
    const parcel = { orderId: order.id, company: "SF", trackingNo: "SF0000000007" };
    const refusedCh = await api(svc, SHIP_BACK, { token: b.token, body: parcel });
    expect(refusedCh).toMatchObject({
      http: 200,
      code: 409,
      message: "商家正在安排退货地址，请在本页显示退货地址后再寄回商品并填写物流",
    });
    const refusedEn = await api(svc, SHIP_BACK, { token: b.token, lang: "en", body: parcel });
    expect(refusedEn).toMatchObject({
      http: 200,
      code: 409,
      message:
        "the shop is still arranging the return address: send the goods back and enter the parcel once the address shows on this page",
    });
    const [after] = await db().select().from(afterSales).where(eq(afterSales.orderId, order.id));
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      status: "approved",
      returnCompany: null,
      returnTrackingNo: null,
    });
    expect(await eventsOf(db(), order.id)).toEqual(eventsBefore);
    expect(await orderRow(db(), order.id)).toEqual(orderBefore);

    const set = await ops(svc.base, "/ops/shop/returnAddress", {
      body: TEST_RETURN_ADDRESS,
      operator: "alice",
    });
    expect(set).toMatchObject({ code: 0, data: { returnAddress: TEST_RETURN_ADDRESS } });
    expect(
      (await api<AfterSaleView>(svc, `${FIND}?orderId=${order.id}`, { token: b.token })).data
        ?.returnAddress,
    ).toEqual(TEST_RETURN_ADDRESS);
    const sent = await api<AfterSaleView>(svc, SHIP_BACK, { token: b.token, body: parcel });
    expect(sent).toMatchObject({
      code: 0,
      message: "退货物流已提交",
      data: { status: "goods_sent", returnCompany: "SF", returnTrackingNo: "SF0000000007" },
    });
    expect(await settings()).toMatchObject({
      returnRecipient: TEST_RETURN_ADDRESS.recipient,
      serviceHotline: null,
      updatedBy: "operator:alice",
    });
    expect((await unsetContactWarnings(db())).join("\n")).not.toContain("return-address");
  });

  it("shows customer service once the operator sets it, and the start-up log is quiet", async () => {
    const set = await ops(svc.base, "/ops/shop/customerService", { body: TEST_CUSTOMER_SERVICE });
    expect(set).toMatchObject({ code: 0, data: { customerService: TEST_CUSTOMER_SERVICE } });
    expect((await call(svc.base, "/shop/shop/findCustomerService")).data).toEqual(
      TEST_CUSTOMER_SERVICE,
    );
    expect(await unsetContactWarnings(db())).toEqual([]);
  });
});
