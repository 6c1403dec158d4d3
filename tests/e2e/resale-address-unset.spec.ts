/**
 * A seller's parcel while the shop's operator has not set its return address (decision 037), on a
 * fresh shop of its own (fresh-shop.ts): the parcel step says the address is being arranged and
 * offers no form, and the service refuses the parcel; once the operator sets the address, it shows
 * and the parcel is taken. With and without JavaScript.
 */
import type { ResaleItem, ResaleOrderBottles } from "../../contract/resale-answers";
import { SET_CONTACTS } from "./e2e-settings";
import { expect, test } from "./fixtures";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { payInSandbox, service, userWithOrders } from "./orders";

const PROJECTS = ["mobile-js", "mobile-nojs", "desktop-js"];
/** A port of each project's own, after shop-contact-unset.spec.ts's (E2E_PORT + 2 to + 4). */
const portOf = (project: string) =>
  Number(process.env.E2E_PORT ?? 3300) + 5 + Math.max(0, PROJECTS.indexOf(project));

let shop: FreshShop;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
});
test.afterAll(async () => {
  await shop?.stop();
});
test.use({
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

test("no return address yet: the parcel waits, said so, and is refused; once set, it is taken", async ({
  page,
}) => {
  test.slow();
  const { token, orders } = await userWithOrders(page, 1);
  const order = orders[0];
  await payInSandbox(page, token, order);
  const shipped = await page.request.post(
    `/shopping/test/test/operate?orderNo=${order.orderNo}&move=ship`,
  );
  expect(shipped.ok()).toBe(true);
  await service(page.request, "/order/order/confirmReceipt", { token, body: { id: order.id } });
  const { wines } = await service<ResaleOrderBottles>(
    page.request,
    "/resale/resale-goods/findOrderBottles",
    { token, query: { orderId: order.id } },
  );
  const item = await service<ResaleItem>(page.request, "/resale/resale-goods/saveResale", {
    token,
    body: {
      orderId: order.id,
      goodsId: wines[0].goodsId,
      quantity: 1,
      priceCents: wines[0].shopPriceCents,
      minQuantity: 1,
    },
  });

  await page.goto("/user/myRecyclingGoods");
  await page.getByTestId("resale-ship").click();
  const step = page.getByTestId("resale-ship-form");
  await expect(step.getByTestId("resale-address-pending")).toHaveText(
    "本店正在安排收货地址，安排好后会显示在这里，届时再寄出并填写物流。",
  );
  await expect(step.getByTestId("resale-return-address")).toHaveCount(0);
  await expect(step.getByTestId("resale-ship-submit")).toHaveCount(0);
  const refused = await page.request.post("/shopping/resale/resale-goods/shipResale", {
    headers: { authorization: token, "accept-language-id": "ch" },
    data: { code: item.code, company: "SF", trackingNo: "SF1234567890" },
  });
  expect(await refused.text()).toContain("商家正在安排退货地址");

  for (const args of SET_CONTACTS) expect(await shop.ops(...args)).toContain("shop settings saved");
  await page.reload();
  await expect(step.getByTestId("resale-return-address")).toBeVisible();
  await step.getByLabel("快递公司").selectOption("SF");
  await step.getByLabel("快递单号").fill("SF1234567890");
  await step.getByTestId("resale-ship-submit").click();
  await expect(page.getByTestId("toast")).toContainText("寄送信息已提交");
  await expect(page.getByTestId("resale-step")).toContainText("等待本店验收");
});
