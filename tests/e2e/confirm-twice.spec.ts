/**
 * A step the buyer reviewed and then confirms, sent 10 times at once (a double tap, a phone on a
 * weak network retrying) and replayed later with the cookie of that moment, acts once: the points
 * gift, whose review waits in the cookie session, and the refund request, whose review is in the
 * form. The forms are sent as the browser sends them, without JavaScript's help.
 */
import { request as newRequest, type APIResponse, type Cookie } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { payInSandbox } from "./journey-helpers";
import { service, userWithOrders } from "./orders";

interface Log {
  balance: number;
  list: { reason: string; change: number }[];
}

interface SentForm {
  action: string;
  fields: Record<string, string>;
}

/** The form as the button would send it: where to, and its fields. */
async function formOf(page: Page, button: string): Promise<SentForm> {
  return page.locator(button).evaluate((submitter: HTMLButtonElement) => {
    const form = submitter.form!;
    const fields = Object.fromEntries(new FormData(form, submitter)) as Record<string, string>;
    return { action: form.action, fields };
  });
}

function post(request: Page["request"], form: SentForm): Promise<APIResponse> {
  return request.post(form.action, {
    form: form.fields,
    headers: { origin: new URL(form.action).origin },
    maxRedirects: 0,
  });
}

/** The same form sent `times` at once from this browser; the answers' statuses and places. */
async function sendAtOnce(page: Page, form: SentForm, times = 10) {
  const answers = await Promise.all(Array.from({ length: times }, () => post(page.request, form)));
  return answers.map((a) => `${a.status()} ${a.headers().location ?? ""}`);
}

/** The form sent again later by a browser that kept the cookies of `cookies`' time. */
async function replay(page: Page, cookies: Cookie[], form: SentForm) {
  const old = await newRequest.newContext({
    baseURL: new URL(form.action).origin,
    storageState: { cookies, origins: [] },
  });
  try {
    const answer = await post(old, form);
    return `${answer.status()} ${answer.headers().location ?? ""}`;
  } finally {
    await old.dispose();
  }
}

test("a points gift confirmed 10 times at once, then replayed with its old cookie, moves the points once", async ({
  page,
}) => {
  const receiver = await register(page);
  const giver = await userWithOrders(page, 0, { grantPoints: 500 });
  const log = (token: string) =>
    service<Log>(page.request, "/bonuspoint/bonus-point-log/findPointsLog", { token });

  await page.goto("/user/myIntegral");
  const form = page.getByTestId("gift-form");
  await form.getByLabel("对方手机号").fill(receiver.phone);
  await form.getByLabel("赠送数量").fill("100");
  await form.getByTestId("gift-next").click();
  await expect(page.getByTestId("gift-confirm")).toBeVisible();

  const confirm = await formOf(page, "[data-testid=gift-yes]");
  const reviewed = await page.context().cookies();
  const answers = await sendAtOnce(page, confirm);
  expect(answers, "every confirmation lands on the points page").toEqual(
    Array(10).fill("302 /user/myIntegral"),
  );
  expect((await log(giver.token)).balance).toBe(400);

  // The cookie of the review, replayed: nothing moves.
  expect(await replay(page, reviewed, confirm)).toBe("302 /user/myIntegral");
  // The browser's own cookie no longer holds the gift: the form again, nothing moves.
  expect((await sendAtOnce(page, confirm, 1))[0]).toBe("302 /user/myIntegral#gift");
  expect((await log(giver.token)).balance).toBe(400);
  expect((await log(giver.token)).list.filter((r) => r.reason === "gift_out")).toHaveLength(1);

  await page.goto("/user/myIntegral");
  await expect(page.getByTestId("points-balance")).toHaveText("400");
});

test("a refund request confirmed 10 times at once, then replayed, is made once", async ({
  page,
}) => {
  const buyer = await userWithOrders(page, 1);
  const [order] = buyer.orders;
  await payInSandbox(page.request, buyer.token, order.id);

  await page.goto(`/user/order/${order.id}/refund`);
  await page.getByLabel("退款原因").selectOption({ label: "不想要了" });
  await page.getByLabel("退款金额（元）").fill("1.00");
  await page.getByTestId("refund-next").click();
  await expect(page.getByTestId("refund-confirm")).toBeVisible();

  const confirm = await formOf(page, "[data-testid=refund-submit]");
  expect(confirm.fields.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  const reviewed = await page.context().cookies();
  const progress = `302 /user/order/${order.id}/afterSale`;
  expect(await sendAtOnce(page, confirm)).toEqual(Array(10).fill(progress));
  expect(await replay(page, reviewed, confirm)).toBe(progress);

  const found = await service<{ timeline: { action: string }[]; status: string }>(
    page.request,
    "/order/order/findOrder",
    { token: buyer.token, query: { id: order.id } },
  );
  expect(found.status).toBe("refunding");
  expect(found.timeline.filter((e) => e.action === "refund")).toHaveLength(1);
  await page.goto(`/user/order/${order.id}/afterSale`);
  await expect(page.getByTestId("aftersale-status")).toHaveText("等待商家处理");
});
