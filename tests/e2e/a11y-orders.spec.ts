/**
 * axe on the screens after the payment, with real data, in Chinese and in
 * English, in each project: my orders (with orders, and a tab), the order page
 * in each status the buyer meets (unpaid, paid, shipped with its receipt
 * confirmation, completed, refunding), the review form, the tracking page,
 * the refund and return request forms, and the after-sale progress pages
 * (waiting for the shop; the shop agreed, with the return shipment form).
 * No serious or critical violation.
 */
import { expect, test } from "./fixtures";
import { register } from "./accounts";
import { audit, setLanguage } from "./axe";
import {
  apiToken,
  applyRefund,
  confirmReceipt,
  evaluate,
  operate,
  ops,
  orderStatus,
  payInSandbox,
  placeOrder,
  plentifulWine,
  saveAddress,
} from "./journey-helpers";

for (const lang of ["ch", "en"] as const) {
  test(`axe: my orders and every order screen, in each status, ${lang}`, async ({
    page,
    browser,
  }, testInfo) => {
    // Every order screen in each status, rendered and audited: minutes on a busy 2-core machine.
    test.setTimeout(360_000);
    const { phone } = await register(page);
    const request = page.request;
    const token = await apiToken(request, phone);
    const addressId = await saveAddress(request, token);
    const wine = await plentifulWine(request);
    const place = () => placeOrder(request, token, addressId, wine.id);

    const unpaid = await place();
    const paid = await place();
    await payInSandbox(request, token, paid.id);
    const shipped = await place();
    await payInSandbox(request, token, shipped.id);
    expect(await operate(page, shipped.orderNo, "ship")).toBe("pending_receipt");
    await ops("track", shipped.orderNo, "--event", "已揽收，杭州转运中心");
    await ops("track", shipped.orderNo, "--event", "派送中，快递员 138****0000");
    const received = await place();
    await payInSandbox(request, token, received.id);
    await operate(page, received.orderNo, "ship");
    await confirmReceipt(request, token, received.id);
    const completed = await place();
    await payInSandbox(request, token, completed.id);
    await operate(page, completed.orderNo, "ship");
    await confirmReceipt(request, token, completed.id);
    await evaluate(request, token, completed.id, wine.id, "酒体饱满，单宁细腻");
    const refunding = await place();
    await payInSandbox(request, token, refunding.id);
    await applyRefund(request, token, refunding);
    expect(await orderStatus(request, token, refunding.id)).toBe("refunding");
    const returning = await place();
    await payInSandbox(request, token, returning.id);
    await operate(page, returning.orderNo, "ship");
    await applyRefund(request, token, returning);
    expect(await operate(page, returning.orderNo, "approve")).toBe("returning");

    await page.goto("/user/order");
    await expect(page.getByTestId("order-card")).toHaveCount(7);
    await setLanguage(page, lang);
    const paths = [
      "/user/order",
      "/user/order?tab=pending_receipt",
      `/user/order/${unpaid.id}`,
      `/user/order/${paid.id}`,
      `/user/order/${shipped.id}`,
      `/user/order/${shipped.id}?confirm=receive`,
      `/user/order/${received.id}`,
      `/user/order/${completed.id}`,
      `/user/order/${refunding.id}`,
      `/user/order/${received.id}/evaluate`,
      `/user/order/${shipped.id}/logistics`,
      `/user/order/${paid.id}/refund`,
      `/user/order/${shipped.id}/refund`,
      `/user/order/${refunding.id}/afterSale`,
      `/user/order/${returning.id}/afterSale`,
      // The wine's page with the review just written.
      `/goods/${wine.id}`,
    ];
    // Each is the screen itself: not the 404 page, not a redirect elsewhere.
    for (const path of paths)
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    expect(await audit(page, browser, testInfo, paths)).toEqual([]);
  });
}
