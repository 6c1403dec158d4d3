/**
 * New users with unpaid orders, placed through the /shopping API as the app
 * would place them, and paying them in the sandbox wallet, for browser tests
 * that start after checkout.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { PASSWORD, register } from "./accounts";
import { service } from "./service-api";

export { service };

export interface PlacedOrder {
  id: number;
  orderNo: string;
  totalCents: number;
}

export interface UserWithOrders {
  phone: string;
  /** a token of the same account (a second login through the API) */
  token: string;
  /** in the order they were placed: the last one the newest */
  orders: PlacedOrder[];
  /**
   * the wine every order buys: the one with the most bottles in stock, so parallel tests never run
   * out
   */
  goods: { id: number; spuName: string };
}

export interface OrderOptions {
  /** points granted to the new user before the orders (test hook grantPoints) */
  grantPoints?: number;
  /** spend the points on each order */
  usePoints?: boolean;
  /** the buyer's message on each order (none when absent) */
  buyerMessage?: string;
}

/**
 * A new user, logged in in the browser, with `count` unpaid orders of the same
 * wine (one bottle, two, one, ... in turn). The orders are placed through the
 * service API with a token of the same account (a second login), so the tests
 * do not depend on the checkout pages.
 */
export async function userWithOrders(
  page: Page,
  count: number,
  { grantPoints, usePoints = false, buyerMessage }: OrderOptions = {},
): Promise<UserWithOrders> {
  const { phone } = await register(page);
  const request = page.request;
  if (grantPoints)
    expect(
      (
        await request.post(`/shopping/test/test/grantPoints?phone=${phone}&points=${grantPoints}`)
      ).ok(),
    ).toBe(true);
  const captcha = await service<{ captchaId: string }>(request, "/user/captcha/getImageCaptcha", {
    body: {},
  });
  const answer = await (
    await request.get(`/shopping/test/test/captchaAnswer?captchaId=${captcha.captchaId}`)
  ).json();
  const { token } = await service<{ token: string }>(request, "/user/user/loginByPassword", {
    body: { phone, password: PASSWORD, captchaId: captcha.captchaId, captchaCode: answer.answer },
  });
  const address = await service<{ id: number }>(request, "/user/address/saveAddress", {
    token,
    body: {
      recipient: "李白",
      phone: "13900002222",
      areaCode: "330106",
      detail: "文三路 100 号",
      postalCode: null,
      isDefault: true,
    },
  });
  const list = await service<{ list: { id: number; stock: number; spuName: string }[] }>(
    request,
    "/goods/goods/findGoodsList",
    { query: { pageSize: 40 } },
  );
  const goods = [...list.list].sort((a, b) => b.stock - a.stock)[0];
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < count; i++) {
    const source = { source: "buyNow", goodsId: goods.id, quantity: 1 + (i % 2) };
    const preview = await service<{ amounts: { totalCents: number } }>(
      request,
      "/order/order/previewOrder",
      { token, body: { ...source, usePoints } },
    );
    const created = await service<PlacedOrder>(request, "/order/order/createOrder", {
      token,
      body: {
        ...source,
        addressId: address.id,
        ...(buyerMessage === undefined ? {} : { buyerMessage }),
        usePoints,
        idempotencyKey: `e2e-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 10)}`,
        expectedTotalCents: preview.amounts.totalCents,
      },
    });
    orders.push({ id: created.id, orderNo: created.orderNo, totalCents: created.totalCents });
  }
  return { phone, token, orders, goods: { id: goods.id, spuName: goods.spuName } };
}

/**
 * A new user, logged in in the browser, with one unpaid order of one bottle (and a buyer's
 * message).
 */
export async function userWithOrder(page: Page): Promise<PlacedOrder & { token: string }> {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "请在周末送达" });
  return { ...orders[0], token };
}

/**
 * A new user, logged in in the browser, whose order of two bottles was paid and shipped by the
 * operator, and with `received` confirmed received (the bottles then have their serials, and may be
 * resold).
 */
export async function userWithShippedOrder(page: Page, { received = false } = {}) {
  // The second order has two bottles.
  const { token, orders, goods } = await userWithOrders(page, 2);
  const order = orders[1];
  await payInSandbox(page, token, order);
  await ops(
    "ship",
    order.orderNo,
    "--company",
    "SF",
    "--tracking",
    `SF${String(order.id).padStart(10, "0")}`,
  );
  if (received)
    await service(page.request, "/order/order/confirmReceipt", { token, body: { id: order.id } });
  return { token, order, goods };
}

/** The order's status as the service has it now. */
export const orderStatusOf = async (page: Page, token: string, id: number) =>
  (
    await service<{ status: string }>(page.request, "/order/order/findOrder", {
      token,
      query: { id },
    })
  ).status;

/**
 * Pays an order in the sandbox wallet as a phone would (the QR code's page, action=pay); the
 * gateway's notification moves it to pending delivery.
 */
export async function payInSandbox(
  page: Page,
  token: string,
  order: { id: number },
): Promise<void> {
  const payment = await service<{ codeUrl: string }>(
    page.request,
    "/payment/payment/createPayment",
    { token, body: { orderId: order.id, method: "alipay" } },
  );
  const code = new URL(payment.codeUrl);
  const res = await page.request.post(code.pathname + code.search, { form: { action: "pay" } });
  expect(res.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await service<{ status: string }>(page.request, "/order/order/findOrder", {
            token,
            query: { id: order.id },
          })
        ).status,
    )
    .toBe("pending_delivery");
}

const run = promisify(execFile);

/** npm run ops against the test shop, with the operator key it generated into its data folder. */
export async function ops(...args: string[]): Promise<string> {
  const port = Number(process.env.E2E_PORT ?? 3300);
  const { stdout } = await run("node", ["scripts/ops.mjs", ...args], {
    env: {
      ...process.env,
      SHOP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: `tests/.tmp/e2e-data-${port}`,
      OPS_KEY: "",
    },
  });
  return stdout;
}
