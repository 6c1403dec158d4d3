/**
 * The order screens as a demanding buyer reads them: a cancelled order owes nothing and says so in
 * plain words, and buys again into the cart; the tracking number can be copied; the refund form
 * asks for points only when the order used some, and a return asks for the return's reason; the
 * registration agreement links the privacy policy instead of printing its path. All three projects.
 */
import { expect, test } from "./fixtures";
import { hasJs, switchLanguage } from "./helpers";
import { operate } from "./journey-helpers";
import { payInSandbox, service, userWithOrders } from "./orders";

test("a cancelled order owes nothing, says so plainly, and buys again into the cart", async ({
  page,
}) => {
  const { token, orders, goods } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await service(page.request, "/order/order/cancelOrder", { token, body: { id: order.id } });
  await page.goto(`/user/order/${order.id}`);
  await expect(page.getByTestId("status-hint")).toHaveText("订单已取消，未产生任何扣款");
  await expect(page.locator("body")).not.toContainText("库存已释放");
  await expect(page.locator("body")).not.toContainText("应付款");
  const total = page.getByTestId("order-total");
  await expect(page.getByTestId("amounts")).toContainText("订单金额（未付款）");
  // Not the wine red of money owed.
  expect(await total.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(123, 30, 58)");

  await page.getByTestId("order-buy-again").click();
  await expect(page).toHaveURL(/\/user\/myCart$/);
  await expect(page.getByText("已加入购物车").first()).toBeVisible();
  await expect(page.locator(`[data-goods-id="${goods.id}"]`)).toBeVisible();
  const cart = await service<{ lines: { goodsId: number; quantity: number }[] }>(
    page.request,
    "/shoppingCart/shoppingCart/findShoppingCart",
    { token },
  );
  expect(cart.lines).toEqual([expect.objectContaining({ goodsId: goods.id, quantity: 1 })]);
});

test("a paid order's refund form asks no points of an order that used none; a return asks why it comes back", async ({
  page,
}) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await payInSandbox(page, token, order);
  await page.goto(`/user/order/${order.id}/refund`);
  await expect(page.getByLabel("退款原因")).toBeVisible();
  await expect(page.getByLabel("退款积分")).toHaveCount(0);

  expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
  await page.goto(`/user/order/${order.id}/refund`);
  await expect(page.getByLabel("退货原因")).toBeVisible();
  await expect(page.getByLabel("退款原因")).toHaveCount(0);
  await page.getByLabel("退货原因").selectOption({ label: "不想要了" });
  await page.getByTestId("refund-next").click();
  const confirm = page.getByTestId("refund-confirm");
  await expect(confirm).toContainText("退货原因");
  await expect(confirm.getByTestId("confirm-points")).toHaveText("0");
});

test("the tracking number can be copied with JavaScript and selected without", async ({
  page,
  context,
}) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await payInSandbox(page, token, order);
  await operate(page, order.orderNo, "ship");
  await page.goto(`/user/order/${order.id}/logistics`);
  const number = (await page.getByTestId("parcel-no").textContent())!.trim();
  expect(number).toMatch(/^[A-Z0-9]{6,32}$/);
  if (!hasJs(test.info())) {
    await expect(page.getByTestId("copy-tracking-no")).toHaveCount(0);
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByTestId("copy-tracking-no").click();
  await expect(page.getByTestId("copy-result")).toHaveText("复制成功");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
});

test("the registration agreement links the privacy policy instead of printing its path", async ({
  page,
}) => {
  for (const [path, name] of [
    ["/RegisetrAgreement", "《醇境酒窖服务协议与隐私政策》"],
    ["/RegisetrAgreementEn", "Vintry Terms of Service and Privacy Policy"],
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toContainText("/agreement");
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      "/agreement#privacy",
    );
  }
});

test("a refund form refused by the server is an answer: its message shows, and the console stays clean", async ({
  page,
}) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await payInSandbox(page, token, order);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") answers.push(response.status());
  });
  await page.goto(`/user/order/${order.id}/refund`);
  await page.getByLabel("退款原因").selectOption({ label: "不想要了" });
  // More than the bottles are worth: only the server can tell.
  await page.getByLabel(/退款金额/).fill("99999");
  await page.getByTestId("refund-next").click();
  await expect(page.getByTestId("field-error").first()).toContainText(
    "退款金额不能超过所选酒款可退的金额",
  );
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);
  expect(problems).toEqual([]);
});

test("dates read one way, in Beijing time: the order list, the order, the personal center, in both languages", async ({
  page,
}) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  await payInSandbox(page, token, orders[0]);
  const oneWay = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
  const otherWays = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}\/\d{1,2}\/\d{1,2}\b/;
  for (const language of ["中文", "English"] as const) {
    if (language === "English") await switchLanguage(page, "English");
    for (const path of ["/user/order", `/user/order/${orders[0].id}`, "/personalCenter"]) {
      await page.goto(path);
      const times = await page.locator("main time").allTextContents();
      expect(times.length, path).toBeGreaterThan(0);
      for (const time of times) expect(time.trim(), `${path}: ${time}`).toMatch(oneWay);
      expect(await page.locator("main").innerText(), path).not.toMatch(otherWays);
    }
  }
  // The service's instant, shown in Beijing time (UTC+8).
  await page.goto(`/user/order/${orders[0].id}`);
  const time = page.getByTestId("created-at");
  const view = await service<{ createdAt: string }>(page.request, "/order/order/findOrder", {
    token,
    query: { id: orders[0].id },
  });
  const beijing = new Date(Date.parse(view.createdAt) + 8 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");
  await expect(time).toContainText(beijing);
});
