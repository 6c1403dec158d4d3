/**
 * "Add to cart" or "buy now" pressed before logging in is done right after
 * the login or the registration, once: the wine is in the cart (read back
 * from the service through the cart page), or the buy-now checkout opens.
 */
import { expect, test, type Page } from "./fixtures";
import { captchaAnswer, PASSWORD, register, sendSms, uniquePhone } from "./accounts";

const LUWEN = 176; // plenty of stock
const WANGCHAO = 219;

async function cartQuantity(page: Page, goodsId: number): Promise<number | null> {
  await page.goto("/user/myCart");
  const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
  if ((await line.count()) === 0) return null;
  return Number(await line.getByTestId("line-quantity").inputValue());
}

/** Registers from the page the browser is on (the registration link of /login). */
async function registerFromLogin(page: Page) {
  const phone = uniquePhone();
  await page.getByRole("link", { name: "立即注册" }).click();
  await expect(page.getByTestId("register-form")).toBeVisible();
  await page.getByLabel("手机号").fill(phone);
  const code = await sendSms(page, phone, "register");
  await page.getByLabel("短信验证码").fill(code);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel("确认密码").fill(PASSWORD);
  // One consent: 18 or older, and the three texts (decision 020).
  await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
  await page.getByTestId("register-submit").click();
  return phone;
}

test("add to cart while logged out, then register: the wine is in the cart, once", async ({
  page,
}) => {
  test.slow();
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("quantity").fill("2");
  await page.getByTestId("add-to-cart").click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByTestId("toast")).toContainText("请先登录！");
  await expect(page.getByTestId("pending-buy")).toContainText("加入购物车");
  await expect(page.getByTestId("pending-buy")).toContainText("× 2");

  await registerFromLogin(page);
  await expect(page).toHaveURL(new RegExp(`/goods/${LUWEN}\\?qty=2`));
  await expect(page.getByTestId("toast")).toContainText("注册成功");
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");
  expect(await cartQuantity(page, LUWEN)).toBe(2);

  // Reloading the landing page, or opening /login again, does not do it a second time.
  await page.goto(`/goods/${LUWEN}?qty=2`);
  await page.reload();
  await page.goto("/login");
  await expect(page.getByTestId("pending-buy")).toHaveCount(0);
  expect(await cartQuantity(page, LUWEN)).toBe(2);
});

test("buy now while logged out, then log in: the buy-now checkout opens with the quantity chosen", async ({
  page,
}) => {
  test.slow();
  const { phone } = await register(page);
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");

  await page.goto(`/goods/${WANGCHAO}`);
  await page.getByTestId("quantity").fill("3");
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByTestId("pending-buy")).toContainText("继续购买");

  await page.getByRole("link", { name: "账号密码登录" }).click();
  // The password form replaces the SMS one: fill it only once it is there.
  await expect(page).toHaveURL(/mode=password/);
  await expect(page.getByLabel("密码", { exact: true })).toBeVisible();
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();

  await expect(page).toHaveURL(new RegExp(`/checkOrder\\?goodsId=${WANGCHAO}&qty=3&k=`));
  const line = page.locator(`[data-testid="checkout-line"][data-goods-id="${WANGCHAO}"]`);
  await expect(line.getByTestId("checkout-line-quantity")).toContainText("3");
  // Buy now does not touch the cart.
  expect(await cartQuantity(page, WANGCHAO)).toBeNull();

  // A later login is a plain one: back to where it was asked from.
  await page.goto("/login?mode=password&redirectTo=/goods/3");
  await expect(page.getByTestId("pending-buy")).toHaveCount(0);
});

test("a wish that the login form did not show is not done", async ({ page }) => {
  const { phone } = await register(page);
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");
  // The login page is opened first (no wish yet) ...
  await page.goto("/login?mode=password");
  const answer = await captchaAnswer(page);
  // ... then, in another tab of the same browser, add to cart is pressed while logged out.
  const other = await page.context().newPage();
  await other.goto(`/goods/${LUWEN}`);
  await other.getByTestId("add-to-cart").click();
  await expect(other.getByTestId("pending-buy")).toBeVisible();
  await other.close();

  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByTestId("captcha-input").fill(answer);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/personalCenter$/);
  expect(await cartQuantity(page, LUWEN)).toBeNull();
  // and it is forgotten
  await page.goto("/login");
  await expect(page.getByTestId("pending-buy")).toHaveCount(0);
});

test("two logins sent at the same moment with the same wish do it once", async ({ page }) => {
  test.slow();
  const { phone } = await register(page);
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("quantity").fill("3");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("pending-buy")).toContainText("× 3");

  // Two tabs of one browser show the login form with the same wish; both are filled in and sent
  // at once (a double tap, or two tabs), each with an image code of its own, so both log in.
  const forms: [string, string][][] = [];
  for (const tab of [page, await page.context().newPage()]) {
    await tab.goto("/login?mode=password");
    await tab.getByLabel("手机号").fill(phone);
    await tab.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await tab.getByTestId("captcha-input").fill(await captchaAnswer(tab));
    forms.push(
      await tab
        .getByTestId("login-form")
        .evaluate((form: HTMLFormElement) =>
          [...new FormData(form)].map(([k, v]) => [k, String(v)] as [string, string]),
        ),
    );
  }
  expect(forms[0].find(([k]) => k === "wish")?.[1]).toBeTruthy();
  expect(forms[1].find(([k]) => k === "wish")).toEqual(forms[0].find(([k]) => k === "wish"));
  const answers = await Promise.all(
    forms.map((fields) =>
      page.request.post("/login?mode=password", {
        form: Object.fromEntries(fields),
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      }),
    ),
  );
  // Both logins succeed and lead to the wine's page...
  for (const answer of answers) {
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(new RegExp(`^/goods/${LUWEN}\\?qty=3`));
  }
  // ... and the wine is in the cart once.
  expect(await cartQuantity(page, LUWEN)).toBe(3);
});
