/**
 * The shell on a phone (390 px): the bottom tab bar, floating buttons that
 * never cover a heading, a price or a button (messages float over the page
 * without moving it: shell.spec.ts), the filter panel
 * that closes after Apply or a sort, and the registration's consent links.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs, isMobile } from "./helpers";

const LUWEN = 176;

const CONTENT =
  "main h1, main h2, main h3, main button, main a.btn-primary, main a.btn-secondary, main .price-now, main [data-testid=goods-title], main input[type=checkbox], footer a, [data-testid=header-title]";

/**
 * Fails when the element covers any heading, price or button in view (boxes read in one go, before
 * anything moves).
 */
async function expectCoversNothing(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toBeVisible();
  const covered = await page.evaluate(
    ({ testId, selector }) => {
      const layer = document.querySelector(`[data-testid="${testId}"]`)!;
      const a = layer.getBoundingClientRect();
      const out: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if (layer.contains(el)) continue;
        const b = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (
          b.width <= 2 ||
          b.height <= 2 ||
          style.visibility === "hidden" ||
          el.closest(".sr-only")
        )
          continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          out.push(`${el.tagName} ${(el.textContent ?? "").trim().slice(0, 30)}`);
      }
      return out;
    },
    { testId, selector: CONTENT },
  );
  expect(covered, `${testId} covers`).toEqual([]);
}

/** Scrolls to the very end of the page, with or without JavaScript. */
async function scrollToEnd(page: Page) {
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.keyboard.press("End");
  await page.waitForTimeout(300);
}

test.describe("phone", () => {
  test.beforeEach(({}, testInfo) => test.skip(!isMobile(testInfo), "the phone's shell"));

  test("tab bar: home, wines, cart, my account; plain links, the current one marked", async ({
    page,
  }) => {
    await page.goto("/goods");
    const bar = page.getByRole("navigation", { name: "主要栏目" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveText(["首页", "葡萄酒", "购物车", "登录"]);
    await expect(page.getByTestId("tab-goods")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-account")).toHaveAttribute("href", "/login");
    await expect(page.getByTestId("tab-home")).not.toHaveAttribute("aria-current", "page");

    await page.getByTestId("tab-account").click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("tab-account")).toHaveAttribute("aria-current", "page");
    await page.getByTestId("tab-home").click();
    await expect(page).toHaveURL(/\/$/);
    // The tabs' own screens keep the bar, though the route table hides their title header.
    await expect(page.getByTestId("tab-home")).toHaveAttribute("aria-current", "page");
    // Hidden on a wine's page, which has its own bar.
    await page.goto(`/goods/${LUWEN}`);
    await expect(page.getByTestId("tab-bar")).toHaveCount(0);
    // Home still leads to the cart and the login.
    await page.goto("/");
    await expect(page.getByTestId("corner-account")).toHaveAttribute("href", "/login");
    await expect(page.getByTestId("corner-cart")).toHaveAttribute("href", "/user/myCart");
  });

  test("tab bar when logged in: the cart count, the account, hidden while buying", async ({
    page,
  }) => {
    test.slow();
    await register(page);
    await expect(page.getByTestId("tab-account")).toHaveAttribute("aria-current", "page"); // personal center: no header, the tab bar
    await expect(page.getByTestId("corner-cart")).toBeVisible();
    await page.goto(`/goods/${LUWEN}`);
    await page.getByTestId("quantity").fill("2");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("toast")).toContainText("已加入购物车");
    await expect(page.getByTestId("bar-cart-count")).toHaveText("2");

    await page.goto("/chateauList");
    await expect(page.getByTestId("tab-cart-count")).toContainText("2");
    await expect(page.getByTestId("tab-account")).toHaveText("我的");
    await page.getByTestId("tab-account").click();
    await expect(page).toHaveURL(/\/personalCenter$/);
    await page.goto("/user/info");
    await expect(page.getByTestId("tab-account")).toHaveAttribute("aria-current", "page");
    await page.getByTestId("tab-cart").click();
    await expect(page).toHaveURL(/\/user\/myCart$/);
    await expect(page.getByTestId("tab-bar")).toHaveCount(0);
    await page.goto(`/checkOrder?goodsId=${LUWEN}&qty=1`);
    await expect(page.getByTestId("checkout-lines")).toBeVisible();
    await expect(page.getByTestId("tab-bar")).toHaveCount(0);
    await expect(page.getByTestId("back-to-top")).toHaveCount(0);
  });

  test("the bottom of a page is free: tab bar and back-to-top cover nothing at rest, and back-to-top comes when scrolling up", async ({
    page,
  }, testInfo) => {
    // One page of wines (17 sparkling): the whole wine list, which appends pages as its end nears,
    // has an end only once every page is in.
    const wines = "/goods?style=sparkling";
    for (const path of [wines, "/register", "/chateauList", "/login"]) {
      await page.goto(path);
      // With JavaScript, its scroll listener is there once it says "hidden" (after hydration).
      if (hasJs(testInfo))
        await expect(page.getByTestId("back-to-top")).toHaveAttribute("data-reveal", "hidden");
      // At the top, back-to-top is not there yet.
      await expect(page.getByTestId("back-to-top"), path).toBeHidden();
      await scrollToEnd(page);
      await expectCoversNothing(page, "tab-bar");
      if (path === wines) {
        if (hasJs(testInfo)) await page.evaluate(() => window.scrollBy(0, -40));
        await expect(page.getByTestId("back-to-top")).toBeVisible();
        await expectCoversNothing(page, "back-to-top");
        // In the tab bar, its last slot.
        const top = (await page.getByTestId("back-to-top").boundingBox())!;
        const bar = (await page.getByTestId("tab-bar").boundingBox())!;
        expect(top.y).toBeGreaterThanOrEqual(bar.y);
        expect(top.y + top.height).toBeLessThanOrEqual(bar.y + bar.height);
        expect(top.x + top.width).toBeLessThanOrEqual(bar.x + bar.width);
        if (hasJs(testInfo)) {
          await page.getByTestId("back-to-top").click();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        }
      }
    }
    if (hasJs(testInfo)) {
      // Reading down the list it stays out of the way; scrolling back up brings it.
      await page.goto("/goods");
      await expect(page.getByTestId("back-to-top")).toHaveAttribute("data-reveal", "hidden");
      for (const y of [400, 800, 1200]) await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect(page.getByTestId("back-to-top")).toBeHidden();
      // Scrolling down may have fetched the next page, and the browser keeping the place as it comes
      // in reads as a scroll down: a shopper who scrolls up a little again sees it, as here.
      await expect(async () => {
        await page.evaluate(() => window.scrollBy(0, -40));
        await expect(page.getByTestId("back-to-top")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    }
    // Home and the personal center have no tab bar, and no floating cart either.
    await page.goto("/");
    await scrollToEnd(page);
    await expectCoversNothing(page, "back-to-top");
  });

  test("back-to-top never covers a card's text on the wine list, wherever the list is scrolled", async ({
    page,
  }, testInfo) => {
    await page.goto("/goods");
    if (hasJs(testInfo))
      await expect(page.getByTestId("back-to-top")).toHaveAttribute("data-reveal", "hidden");
    const toTop = page.getByTestId("back-to-top");
    for (const y of [700, 1300, 1900, 2500]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      // With JavaScript it shows while scrolling back up; without, once the page is scrolled. The
      // page must have seen the way down first (a busy browser may fold both into one scroll
      // event, and pictures coming in above push the page down as the browser keeps its place),
      // as a shopper's thumb gives it: down to the place, a frame, then up a little, until it
      // shows. From the same place each time: a drift up past the first screen would hide it.
      if (hasJs(testInfo))
        await expect(async () => {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
          await page.evaluate(() => window.scrollBy(0, -40));
          await expect(toTop).toBeVisible({ timeout: 500 });
        }).toPass({ timeout: 10_000 });
      else await expect(toTop).toBeVisible();
      const box = (await toTop.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const covered = await page.evaluate(() => {
        const a = document.querySelector('[data-testid="back-to-top"]')!.getBoundingClientRect();
        // What scrolls under the tab bar is the bar's to cover; the text on show ends at its top.
        const shown = document
          .querySelector('[data-testid="tab-bar"]')!
          .getBoundingClientRect().top;
        const out: string[] = [];
        let inView = 0;
        const text = "[data-testid=goods-card] :is(h3, p, span, .price-now, .card-score)";
        for (const el of document.querySelectorAll(text)) {
          const b = el.getBoundingClientRect();
          const bottom = Math.min(b.bottom, shown);
          if (b.width <= 1 || bottom - b.top <= 1) continue;
          if (bottom > 0) inView += 1;
          if (a.left < b.right && b.left < a.right && a.top < bottom && b.top < a.bottom)
            out.push((el.textContent ?? "").trim().slice(0, 30));
        }
        return { out, inView };
      });
      // Cards' text is on the screen, and none of it is under back-to-top.
      expect(covered.inView, `scrolled to ${y}`).toBeGreaterThan(4);
      expect(covered.out, `scrolled to ${y}`).toEqual([]);
    }
    await expectCoversNothing(page, "back-to-top");
  });

  test("filters open as a sheet of tappable options, and close after 确定 or ×", async ({
    page,
  }) => {
    await page.goto("/goods");
    const apply = page.getByTestId("apply-filters");
    await expect(apply).toBeHidden();
    await page.getByTestId("filters-toggle").click();
    await expect(apply).toBeVisible();
    const red = page
      .getByTestId("filters")
      .locator("label")
      .filter({ hasText: /^红葡萄酒$/ });
    const box = await red.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await red.click();
    await apply.click();
    await expect(page).toHaveURL(/\/goods\?style=red$/);
    await expect(apply).toBeHidden();
    await expect(page.getByTestId("goods-count")).toBeVisible();
    await expect(page.getByTestId("filters-toggle")).toContainText("1");

    await page.getByTestId("filters-toggle").click();
    await expect(apply).toBeVisible();
    await page.getByTestId("filters").getByText("关闭").locator("..").click();
    await expect(apply).toBeHidden();
    await page.getByTestId("sort-tabs").getByRole("link", { name: "销量" }).click();
    await expect(page).toHaveURL(/style=red&sort=sales/);
  });
});

test(
  "desktop has its top bar, not the phone's tab bar",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await page.goto("/goods");
    await expect(page.getByTestId("tab-bar")).toBeHidden();
    await expect(page.getByTestId("nav-cart")).toBeVisible();
  },
);

test("registration links the privacy policy and the points terms to their text", async ({
  page,
}) => {
  await page.goto("/register");
  const consents = page.getByTestId("consents");
  // One control, never ticked beforehand, whose words are the links.
  await expect(consents.getByRole("checkbox")).toHaveCount(1);
  await expect(consents.getByRole("checkbox")).not.toBeChecked();
  await expect(consents.getByRole("link", { name: "《用户注册协议》" })).toHaveAttribute(
    "href",
    "/RegisetrAgreement",
  );
  const privacy = consents.getByRole("link", { name: "《隐私政策》" });
  const points = consents.getByRole("link", { name: "《积分规则》" });
  await expect(privacy).toHaveAttribute("href", "/agreement#privacy");
  await expect(points).toHaveAttribute("href", "/agreement#points");
  await page.goto("/agreement#privacy");
  await expect(page.locator("#privacy h2")).toHaveText(/隐私政策/);
  await expect(page.locator("#points h2")).toHaveText(/积分规则/);
});

test("the language switch says what it does in both languages; agreements link the other version by its name", async ({
  page,
}) => {
  await page.goto("/goods");
  const name = /^English \(切换语言 \/ Change language\)$/;
  await expect(page.getByRole("button", { name }).filter({ visible: true })).toHaveCount(1);
  await page.getByRole("button", { name }).filter({ visible: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page
      .getByRole("button", { name: /^中文 \(切换语言 \/ Change language\)$/ })
      .filter({ visible: true }),
  ).toHaveCount(1);

  // The English UI on the Chinese text: the link goes to the English text and says so in English.
  await page.goto("/RegisetrAgreement");
  await expect(page.getByTestId("other-version")).toHaveText("English version");
  await expect(page.getByTestId("other-version")).toHaveAttribute("lang", "en");
  await page.getByTestId("other-version").click();
  await expect(page).toHaveURL(/\/RegisetrAgreementEn$/);
  await expect(page.getByTestId("other-version")).toHaveText("中文版");
  await expect(page.getByTestId("other-version")).toHaveAttribute("href", "/RegisetrAgreement");
});
