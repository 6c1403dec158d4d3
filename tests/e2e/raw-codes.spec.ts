/**
 * No code meant for machines reaches a person: every screen, anonymous and logged in, with orders
 * in each status a buyer meets (unpaid, paid, shipped, completed, cancelled, closed, refunding, a
 * return the shop agreed to and its parcel), in Chinese and in English, is read as the visitor
 * sees it and searched for snake_case identifiers ("buyer_cancel", "pending_delivery"). All three
 * projects.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { setLanguage } from "./axe";
import {
  apiToken,
  applyRefund,
  confirmReceipt,
  evaluate,
  operate,
  orderStatus,
  payInSandbox,
  placeOrder,
  plentifulWine,
  saveAddress,
} from "./journey-helpers";
import { service } from "./orders";

const SNAKE_CASE = /\b[a-z]+(?:_[a-z0-9]+)+\b/g;

const ANONYMOUS = [
  "/",
  "/goods",
  "/goods?q=xyzzy",
  "/goods/1",
  "/chateauList",
  "/chateauList/1",
  "/login",
  "/register",
  "/agreement",
  "/no-such-page",
];
const ACCOUNT = [
  "/personalCenter",
  "/user",
  "/user/info",
  "/user/security",
  "/user/address",
  "/user/myCart",
  "/user/order",
  "/user/order?tab=pending_delivery",
];

/** The snake_case words in what the page shows, each with the page it is on. */
async function rawCodesOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    for (const word of new Set(text.match(SNAKE_CASE) ?? [])) found.push(`${path}: ${word}`);
  }
  return found;
}

test("no screen shows a snake_case code, in Chinese or English", async ({ page }) => {
  test.slow();
  const { phone } = await register(page);
  const request = page.request;
  const token = await apiToken(request, phone);
  const addressId = await saveAddress(request, token);
  const wine = await plentifulWine(request);
  const place = () => placeOrder(request, token, addressId, wine.id);

  const unpaid = await place();
  const paid = await place();
  await payInSandbox(request, token, paid.id);
  const cancelled = await place();
  await service(request, "/order/order/cancelOrder", { token, body: { id: cancelled.id } });
  const closed = await place();
  expect((await request.post(`/shopping/test/test/expireOrder?orderNo=${closed.orderNo}`)).ok());
  await expect.poll(() => orderStatus(request, token, closed.id)).toBe("closed");
  const completed = await place();
  await payInSandbox(request, token, completed.id);
  await operate(page, completed.orderNo, "ship");
  await confirmReceipt(request, token, completed.id);
  await evaluate(request, token, completed.id, wine.id, "果香浓郁");
  const refunding = await place();
  await payInSandbox(request, token, refunding.id);
  await applyRefund(request, token, refunding);
  const returning = await place();
  await payInSandbox(request, token, returning.id);
  await operate(page, returning.orderNo, "ship");
  await applyRefund(request, token, returning);
  await operate(page, returning.orderNo, "approve");
  await service(request, "/order/afterSale/returnShipment", {
    token,
    body: { orderId: returning.id, company: "SF", trackingNo: "SF1234567890" },
  });
  expect(await orderStatus(request, token, cancelled.id)).toBe("cancelled");

  const orderScreens = [
    ...[unpaid, paid, cancelled, closed, completed, refunding, returning].map(
      (o) => `/user/order/${o.id}`,
    ),
    `/user/order/${returning.id}/afterSale`,
    `/user/order/${refunding.id}/afterSale`,
    `/user/order/${returning.id}/logistics`,
    `/user/order/${paid.id}/refund`,
    `/goods/${wine.id}`,
  ];
  for (const lang of ["ch", "en"] as const) {
    await setLanguage(page, lang);
    expect(await rawCodesOn(page, [...ACCOUNT, ...orderScreens])).toEqual([]);
  }
  await page.context().clearCookies();
  for (const lang of ["ch", "en"] as const) {
    await page.goto("/");
    await setLanguage(page, lang);
    expect(await rawCodesOn(page, ANONYMOUS)).toEqual([]);
  }
});
