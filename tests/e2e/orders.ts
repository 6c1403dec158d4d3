/**
 * A new user with an unpaid order, placed through the /shopping API as the
 * app would place it, for browser tests that start after checkout.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, register } from "./accounts";

const PREFIX = ")]}',\n";

/** Calls the /shopping service as the app does; returns the envelope's data or fails the test. */
export async function service<T>(
  request: APIRequestContext,
  path: string,
  { token, body, query }: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const url = `/shopping${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ""}`;
  const headers = { "accept-language-id": "ch", ...(token ? { authorization: token } : {}) };
  // maxRetries: a kept-alive connection the server has just closed (ECONNRESET) is tried again;
  // createOrder carries an idempotency key, so a repeat finds the same order.
  const res = body === undefined ? await request.get(url, { headers, maxRetries: 2 }) : await request.post(url, { headers, data: body, maxRetries: 2 });
  const text = await res.text();
  const envelope = JSON.parse(text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text) as { code: number; message: string; data: T };
  // Code 200 is success, code 0 success with a message to show (spec §8).
  expect([0, 200], `${path}: ${envelope.message}`).toContain(envelope.code);
  return envelope.data;
}

export interface PlacedOrder {
  id: number;
  orderNo: string;
  totalCents: number;
}

/**
 * A new user, logged in in the browser, with one unpaid order of one bottle.
 * The order is placed through the service API with a token of the same
 * account (a second login), so this file does not depend on the checkout pages.
 */
export async function userWithOrder(page: Page): Promise<PlacedOrder & { token: string }> {
  const { phone } = await register(page);
  const request = page.request;
  const captcha = await service<{ captchaId: string }>(request, "/user/captcha/getImageCaptcha", { body: {} });
  const answer = await (await request.get(`/shopping/test/test/captchaAnswer?captchaId=${captcha.captchaId}`)).json();
  const { token } = await service<{ token: string }>(request, "/user/user/loginByPassword", {
    body: { phone, password: PASSWORD, captchaId: captcha.captchaId, captchaCode: answer.answer },
  });
  const address = await service<{ id: number }>(request, "/user/address/saveAddress", {
    token,
    body: { recipient: "李白", phone: "13900002222", areaCode: "330106", detail: "文三路 100 号", postalCode: null, isDefault: true },
  });
  // The wine with the most bottles in stock, so parallel tests never run out.
  const list = await service<{ list: { id: number; stock: number }[] }>(request, "/goods/goods/findGoodsList", { query: { pageSize: 40 } });
  const goods = [...list.list].sort((a, b) => b.stock - a.stock)[0];
  const source = { source: "buyNow", goodsId: goods.id, quantity: 1 };
  const preview = await service<{ amounts: { totalCents: number } }>(request, "/order/order/previewOrder", { token, body: { ...source, usePoints: false } });
  const created = await service<{ id: number; orderNo: string; totalCents: number }>(request, "/order/order/createOrder", {
    token,
    body: {
      ...source,
      addressId: address.id,
      buyerMessage: "请在周末送达",
      usePoints: false,
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      expectedTotalCents: preview.amounts.totalCents,
    },
  });
  return { id: created.id, orderNo: created.orderNo, totalCents: created.totalCents, token };
}
