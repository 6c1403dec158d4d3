/**
 * axe on every screen of the route table, in Chinese and in English, in each
 * Playwright project (phone with and without JavaScript, desktop): no serious
 * or critical violation. Logged-in screens are checked with a cart line, an
 * address and an unpaid order, so their real content is on the page. The
 * audit (and how it runs without JavaScript) is in axe.ts.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { audit, setLanguage } from "./axe";
import { hasJs } from "./helpers";

const ANONYMOUS = [
  "/",
  "/home",
  "/goods",
  "/goods?style=red&sort=sales",
  "/goods/176",
  "/chateauList",
  "/chateauList/1",
  "/login",
  "/login?mode=password",
  "/register",
  "/agreement",
  "/RegisetrAgreement",
  "/RegisetrAgreementEn",
  "/no-such-page",
];
const LOGGED_IN = [
  "/personalCenter",
  "/user",
  "/user/info",
  "/user/security",
  "/user/address",
  "/user/address?new=1",
  "/user/myCart",
  "/checkOrder?goodsId=176&qty=1",
  "/user/agreement",
  "/user/order",
  "/user/myCollect",
  "/user/myFootprint",
  "/user/myIntegral",
  "/user/myInvoiceHeader",
  "/user/myRecyclingGoods",
  "/user/myRecyclingOrder",
];

async function addAddress(page: Page, js: boolean) {
  await page.goto("/user/address?new=1");
  const form = page.getByTestId("address-form");
  await form.getByLabel(/收货人|Recipient/).fill("王小明");
  await form.getByLabel(/手机号|Mobile/).fill("13900001111");
  await form.locator("select[name=province]").selectOption({ index: 11 });
  if (!js) await form.getByTestId("pick-province").click();
  await expect(form.locator("select[name=city] option")).not.toHaveCount(1);
  await form.locator("select[name=city]").selectOption({ index: 1 });
  if (!js) await form.getByTestId("pick-city").click();
  await expect(form.locator("select[name=areaCode] option")).not.toHaveCount(1);
  await form.locator("select[name=areaCode]").selectOption({ index: 1 });
  await form.locator("input[name=detail]").fill("文三路 100 号");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("address")).toHaveCount(1);
}

for (const lang of ["ch", "en"] as const) {
  test(`axe: every anonymous screen, ${lang}`, async ({ page, browser }, testInfo) => {
    // Fourteen to sixteen screens, each rendered and audited: minutes on a busy 2-core machine.
    test.setTimeout(360_000);
    await page.goto("/goods");
    await setLanguage(page, lang);
    expect(await audit(page, browser, testInfo, ANONYMOUS)).toEqual([]);
  });

  test(`axe: every logged-in screen, with a cart, an address and an order, ${lang}`, async ({
    page,
    browser,
  }, testInfo) => {
    // Fourteen to sixteen screens, each rendered and audited: minutes on a busy 2-core machine.
    test.setTimeout(360_000);
    await register(page);
    await addAddress(page, hasJs(testInfo));
    await page.goto("/goods/176");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.goto("/checkOrder?goodsId=219&qty=1");
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/);
    const orderId = new URL(page.url()).searchParams.get("orderId");
    await setLanguage(page, lang);
    expect(
      await audit(page, browser, testInfo, [
        ...LOGGED_IN,
        `/payment?orderId=${orderId}`,
        `/user/order/${orderId}`,
        `/user/order/${orderId}?confirm=cancel`,
      ]),
    ).toEqual([]);
  });
}
