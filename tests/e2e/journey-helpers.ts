/**
 * Helpers of the whole-journey and order-screen specs: the operator's tool
 * run as a child process against the test shop, a service token of the
 * browser's account, orders moved along through the service API (as the
 * buyer's own requests and the sandbox wallet would move them), and the
 * order's status as the service tells it.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { service, type PlacedOrder } from "./orders";

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * `npm run ops -- <args>` against the test shop (SHOP_URL), with the operator
 * key the shop generated into its data folder (OPS_KEY unset); its output, or
 * the test fails with the tool's message.
 */
export async function ops(...args: string[]): Promise<string> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const { stdout } = await run(npm, ["run", "--silent", "ops", "--", ...args], {
    env: {
      ...process.env,
      SHOP_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: `tests/.tmp/e2e-data-${PORT}`,
      OPS_KEY: "",
    },
    timeout: 30_000,
  });
  return stdout;
}

/** A service token of an account (a second login through the API, as the app logs in). */
export async function apiToken(
  request: APIRequestContext,
  phone: string,
  password = PASSWORD,
): Promise<string> {
  const captcha = await service<{ captchaId: string }>(request, "/user/captcha/getImageCaptcha", {
    body: {},
  });
  const answer = await (
    await request.get(`/shopping/test/test/captchaAnswer?captchaId=${captcha.captchaId}`)
  ).json();
  const { token } = await service<{ token: string }>(request, "/user/user/loginByPassword", {
    body: { phone, password, captchaId: captcha.captchaId, captchaCode: answer.answer },
  });
  return token;
}

/** The order's status, as the service tells its buyer. */
export async function orderStatus(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<string> {
  return (
    await service<{ status: string }>(request, "/order/order/findOrder", { token, query: { id } })
  ).status;
}

/** The wine with the most bottles in stock, so that parallel tests never run out. */
export async function plentifulWine(
  request: APIRequestContext,
): Promise<{ id: number; spuName: string }> {
  const list = await service<{ list: { id: number; stock: number; spuName: string }[] }>(
    request,
    "/goods/goods/findGoodsList",
    { query: { pageSize: 40 } },
  );
  return [...list.list].sort((a, b) => b.stock - a.stock)[0];
}

/** An address of the account, through the service. */
export async function saveAddress(request: APIRequestContext, token: string): Promise<number> {
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
  return address.id;
}

/** An unpaid order of one bottle, placed through the service as the checkout page places it. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  addressId: number,
  goodsId: number,
): Promise<PlacedOrder> {
  const source = { source: "buyNow", goodsId, quantity: 1 };
  const preview = await service<{ amounts: { totalCents: number } }>(
    request,
    "/order/order/previewOrder",
    { token, body: { ...source, usePoints: false } },
  );
  return service<PlacedOrder>(request, "/order/order/createOrder", {
    token,
    body: {
      ...source,
      addressId,
      buyerMessage: "请在周末送达",
      usePoints: false,
      idempotencyKey: `h-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      expectedTotalCents: preview.amounts.totalCents,
    },
  });
}

/**
 * Pays an order in the sandbox wallet (the QR code's page, action=pay); waits until the service has
 * it paid.
 */
export async function payInSandbox(request: APIRequestContext, token: string, id: number) {
  const payment = await service<{ codeUrl: string }>(request, "/payment/payment/createPayment", {
    token,
    body: { orderId: id, method: "alipay" },
  });
  const code = new URL(payment.codeUrl);
  const res = await request.post(code.pathname + code.search, { form: { action: "pay" } });
  expect(res.status()).toBe(200);
  await expect.poll(() => orderStatus(request, token, id)).toBe("pending_delivery");
}

/**
 * An operator's move through the test hook (the same functions as the /shopping/ops endpoints); the
 * order's status after it.
 */
export async function operate(
  page: Page,
  orderNo: string,
  move: "ship" | "approve" | "reject" | "received",
): Promise<string> {
  const res = await page.request.post(
    `/shopping/test/test/operate?orderNo=${orderNo}&move=${move}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { status: string }).status;
}

/** The buyer confirms receipt through the service. */
export async function confirmReceipt(request: APIRequestContext, token: string, id: number) {
  await service(request, "/order/order/confirmReceipt", { token, body: { id } });
  expect(await orderStatus(request, token, id)).toBe("pending_comment");
}

/**
 * The buyer reviews the order's wine through the service, with the pictures named (uploadPhoto of
 * service-api.ts); the order is completed.
 */
export async function evaluate(
  request: APIRequestContext,
  token: string,
  id: number,
  goodsId: number,
  content: string,
  photos: string[] = [],
) {
  await service(request, "/order/comment/saveComments", {
    token,
    body: { orderId: id, comments: [{ goodsId, rating: 5, content, photos }] },
  });
  expect(await orderStatus(request, token, id)).toBe("completed");
}

/**
 * The buyer asks for the whole order back (a refund before shipping, a return after), with the
 * pictures named (uploadPhoto of service-api.ts).
 */
export async function applyRefund(
  request: APIRequestContext,
  token: string,
  order: PlacedOrder,
  photos: string[] = [],
) {
  await service(request, "/order/afterSale/applyRefund", {
    token,
    body: {
      orderId: order.id,
      reasonCode: "changedMind",
      amountCents: order.totalCents,
      points: 0,
      photos,
    },
  });
}
