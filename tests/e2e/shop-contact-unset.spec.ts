/**
 * A shop whose operator has not set its contact details yet (issue 30), on a fresh shop of its own
 * (fresh-shop.ts; the test shop's operator set them before the tests): the start says once what is
 * unset and which `npm run ops` sets it; 联系客服 says the details are being set up and shows no
 * contact; an approved return says its address is being arranged and offers no shipment form. Once
 * the operator sets them, the details, the address and the form show, and the parcel is taken. A
 * seller's resale parcel (decision 037) waits the same way, refused by the service, and is taken
 * once the address is set. In Chinese and English, with and without JavaScript.
 */
import type { Browser, Page, TestInfo } from "@playwright/test";
import type { ResaleItem, ResaleOrderBottles } from "../../contract/resale-answers";
import { E2E_CONTACTS, SET_CONTACTS } from "./e2e-settings";
import { expect, test } from "./fixtures";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { setLanguage } from "./helpers";
import { payInSandbox, service, userWithOrders } from "./orders";

const PROJECTS = ["mobile-js", "mobile-nojs", "desktop-js"];
/** A port of each project's own, beside the test shop's (E2E_PORT and the one after it). */
const portOf = (project: string) =>
  Number(process.env.E2E_PORT ?? 3300) + 2 + Math.max(0, PROJECTS.indexOf(project));

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

/** A seller (in a browser of their own) whose received order's bottle is listed for resale. */
async function sellerWithListedItem(browser: Browser, testInfo: TestInfo) {
  // The project's phone or desktop, with or without JavaScript, on this file's fresh shop.
  const { viewport, isMobile, hasTouch, userAgent, javaScriptEnabled } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    javaScriptEnabled,
    locale: "zh-CN",
    baseURL: `http://localhost:${portOf(testInfo.project.name)}`,
  });
  const page = await context.newPage();
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
  return { page, token, item, close: () => context.close() };
}

/** The resale parcel step while the address is unset: it says so, and the service refuses it. */
async function resaleParcelWaits(seller: { page: Page; token: string; item: ResaleItem }) {
  const { page } = seller;
  await page.goto("/user/myRecyclingGoods");
  await page.getByTestId("resale-ship").click();
  const step = page.getByTestId("resale-ship-form");
  await expect(step.getByTestId("resale-address-pending")).toHaveText(
    "本店正在安排收货地址，安排好后会显示在这里，届时再寄出并填写物流。",
  );
  await expect(step.getByTestId("resale-return-address")).toHaveCount(0);
  await expect(step.getByTestId("resale-ship-submit")).toHaveCount(0);
  const refused = await page.request.post("/shopping/resale/resale-goods/shipResale", {
    headers: { authorization: seller.token, "accept-language-id": "ch" },
    data: { code: seller.item.code, company: "SF", trackingNo: "SF1234567890" },
  });
  expect(await refused.text()).toContain("商家正在安排退货地址");
}

test("no contact details until the operator sets them: 联系客服 says so, an approved return's address and a resale parcel's are being arranged; then they show and the parcels are taken", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // The start said it once, with the commands that set them.
  const log = shop.log();
  expect(log.match(/contact details are unset/g)).toHaveLength(1);
  expect(log).toContain("npm run ops -- shop service --hotline");
  expect(log).toContain("npm run ops -- shop return-address --name");

  // The wine page: the card says they are being set up; no hotline, no 客服 entry, no footer line.
  await page.goto("/goods/1");
  const card = page.getByTestId("customer-service");
  await expect(card.getByTestId("service-unset")).toHaveText("客服联系方式正在设置中");
  await expect(card.getByTestId("service-hotline")).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByTestId("bar-service")).toHaveCount(0);
  await expect(page.getByTestId("footer-service")).toHaveCount(0);

  // A return the shop agreed to.
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await payInSandbox(page, token, order);
  const operate = async (move: "ship" | "approve") =>
    expect(
      (
        await page.request.post(`/shopping/test/test/operate?orderNo=${order.orderNo}&move=${move}`)
      ).ok(),
    ).toBe(true);
  await operate("ship");
  await service(page.request, "/order/afterSale/applyRefund", {
    token,
    body: {
      orderId: order.id,
      reasonCode: "changedMind",
      amountCents: order.totalCents,
      points: 0,
    },
  });
  await operate("approve");

  await page.goto(`/user/order/${order.id}/afterSale`);
  await expect(page.getByTestId("aftersale-status")).toHaveText("商家已同意，退货地址安排中");
  await expect(page.getByTestId("return-address-pending")).toContainText(
    "商家正在安排退货地址，安排好后会显示在这里",
  );
  await expect(page.getByTestId("return-address")).toHaveCount(0);
  await expect(page.getByTestId("return-shipment-form")).toHaveCount(0);
  await expect(page.getByTestId("service-unset")).toHaveText("客服联系方式正在设置中");
  await setLanguage(page, "en");
  await expect(page.getByTestId("aftersale-status")).toHaveText(
    "The shop agreed: the return address is being arranged",
  );
  await expect(page.getByTestId("return-address-pending")).toContainText(
    "The shop is arranging the return address",
  );
  await expect(page.getByTestId("service-unset")).toHaveText(
    "Customer service contact details are being set up",
  );
  await setLanguage(page, "ch");

  const seller = await sellerWithListedItem(browser, testInfo);
  await resaleParcelWaits(seller);

  // The operator sets them; the page shows them (customer service within seconds).
  for (const args of SET_CONTACTS) expect(await shop.ops(...args)).toContain("shop settings saved");
  const { service: contact, returnAddress } = E2E_CONTACTS;
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("service-hotline").count();
      },
      { timeout: 20_000, intervals: [1000, 2000] },
    )
    .toBe(1);
  await expect(page.getByTestId("service-hotline")).toHaveAttribute("href", contact.tel);
  await expect(page.getByTestId("service-unset")).toHaveCount(0);
  await expect(page.getByTestId("aftersale-status")).toHaveText("商家已同意，请寄回商品");
  await expect(page.getByTestId("return-address-pending")).toHaveCount(0);
  await expect(page.getByTestId("return-address-text")).toContainText(returnAddress.address);
  await page.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await page.getByLabel("快递单号").fill("SF2025010188");
  await page.getByTestId("return-shipment-submit").click();
  await expect(page.getByText("退货物流已提交").first()).toBeVisible();
  await expect(page.getByTestId("aftersale-status")).toHaveText("退货已寄出，等待商家收货");

  // The resale parcel now goes to the address.
  await seller.page.reload();
  const step = seller.page.getByTestId("resale-ship-form");
  await expect(step.getByTestId("resale-return-address-text")).toContainText(returnAddress.address);
  await step.getByLabel("快递公司").selectOption("SF");
  await step.getByLabel("快递单号").fill("SF1234567890");
  await step.getByTestId("resale-ship-submit").click();
  await expect(seller.page.getByTestId("toast")).toContainText("寄送信息已提交");
  await expect(seller.page.getByTestId("resale-step")).toContainText("等待本店验收");
  await seller.close();
});
