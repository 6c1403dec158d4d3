/**
 * Two rules every screen keeps, measured in the browser: exactly one visible level-one heading (the
 * phone's header title, or the page's own where the header does not show it), and on phones every
 * control at least 44 × 44 CSS px (a finger, not a mouse pointer). Links inside running text are
 * the one exception WCAG 2.5.8 allows. Anonymous and logged-in screens, with orders.
 */
import { expect, test, type Page } from "./fixtures";
import { isMobile } from "./helpers";
import { operate } from "./journey-helpers";
import { payInSandbox, userWithOrders } from "./orders";

const ANONYMOUS = [
  "/",
  "/goods",
  "/goods/1",
  "/chateauList",
  "/chateauList/1",
  "/login",
  "/register",
  "/agreement",
];

async function screensOfABuyer(page: Page) {
  const { token, orders, goods } = await userWithOrders(page, 3, { buyerMessage: "" });
  const [unpaid, paid, shipped] = orders;
  await payInSandbox(page, token, paid);
  await payInSandbox(page, token, shipped);
  await operate(page, shipped.orderNo, "ship");
  await page.goto(`/goods/${goods.id}`);
  await page.getByTestId("add-to-cart").click();
  await expect(
    page.getByTestId("cart-count").or(page.getByTestId("bar-cart-count")).first(),
  ).toBeAttached();
  return [
    "/personalCenter",
    "/user",
    "/user/info",
    "/user/security",
    "/user/address",
    "/user/myCart",
    "/user/order",
    "/user/myIntegral",
    "/user/myCollect",
    "/user/myFootprint",
    `/checkOrder?goodsId=${goods.id}&qty=1`,
    `/user/order/${unpaid.id}`,
    `/user/order/${shipped.id}`,
    `/user/order/${shipped.id}/logistics`,
    `/user/order/${paid.id}/refund`,
    `/payment?orderId=${unpaid.id}`,
  ];
}

/** Visible h1 elements of the page, by their text. */
const headingsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("h1")]
      .filter((h) => h.getClientRects().length > 0 && getComputedStyle(h).visibility !== "hidden")
      .map((h) => h.textContent?.trim() ?? ""),
  );

/**
 * Controls smaller than 44 × 44. A control's target is the largest of its own box and its labels'
 * (a checkbox inside its label is tapped through the label; a field's label above it is not the
 * field's target, the field is). Two exceptions WCAG 2.5.8 allows: links inside running text, and a
 * small link whose destination a large enough link on the same page also offers (a wine's name
 * beside its picture).
 */
const smallTargetsOf = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== "hidden";
    };
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, select, textarea, summary, input:not([type=hidden]), [role=button]",
      ),
    ].filter((el) => !el.closest("[hidden]"));
    // A picture link hidden from screen readers (its name beside it says the same) is still tapped.
    const controls = all.filter((el) => !el.closest("[aria-hidden=true]"));
    const targetOf = (el: HTMLElement) => {
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      const boxes = [el, ...labels].filter(shown).map((e) => e.getBoundingClientRect());
      if (boxes.length === 0) return null;
      return {
        width: Math.max(...boxes.map((b) => b.width)),
        height: Math.max(...boxes.map((b) => b.height)),
      };
    };
    const bigEnough = (t: { width: number; height: number }) => t.width >= 44 && t.height >= 44;
    const largeLinks = new Set(
      all
        .filter((el) => el.tagName === "A")
        .filter((el) => {
          const t = targetOf(el);
          return t !== null && bigEnough(t);
        })
        .map((el) => (el as HTMLAnchorElement).href),
    );
    const small: string[] = [];
    for (const el of controls) {
      const target = targetOf(el);
      if (target === null || bigEnough(target)) continue;
      if (el.tagName === "A") {
        const inText =
          getComputedStyle(el).display === "inline" &&
          (el.parentElement?.textContent?.trim().length ?? 0) >
            (el.textContent?.trim().length ?? 0);
        if (inText || largeLinks.has((el as HTMLAnchorElement).href)) continue;
      }
      small.push(
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 24)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
      );
    }
    return small;
  });

test("every screen has exactly one visible level-one heading", async ({ page }) => {
  test.slow();
  const found: string[] = [];
  const check = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      const headings = await headingsOf(page);
      if (headings.length !== 1) found.push(`${path}: ${JSON.stringify(headings)}`);
    }
  };
  await check(ANONYMOUS);
  await check(await screensOfABuyer(page));
  expect(found).toEqual([]);
});

test("on phones every control is at least 44 × 44", async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), "touch targets are a phone's");
  test.slow();
  const found: string[] = [];
  const check = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      for (const small of await smallTargetsOf(page)) found.push(`${path}: ${small}`);
    }
  };
  await check(ANONYMOUS);
  await check(await screensOfABuyer(page));
  expect(found).toEqual([]);
});

/** Wine cards wholly inside the first screen (above the tab bar), with their price and score. */
const winesInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-testid="tab-bar"]');
    const floor = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return [...document.querySelectorAll('[data-testid="goods-card"]')].filter((card) => {
      const box = card.getBoundingClientRect();
      const price = card.querySelector('[data-testid="price"]');
      const score = card.querySelector(".card-score");
      return (
        box.top >= 0 && box.bottom <= floor && price?.textContent && score?.textContent?.trim()
      );
    }).length;
  });

test("on a 390 × 844 phone the first screen shows three wines on the list, and wines on home", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "a phone's first screen");
  await page.goto("/goods");
  expect(await winesInFirstScreen(page)).toBeGreaterThanOrEqual(3);
  await page.goto("/");
  // The first wine's name and price show without scrolling.
  const firstName = page.getByTestId("home-featured").getByTestId("goods-name").first();
  const floor = await page
    .getByTestId("tab-bar")
    .evaluate((bar) => bar.getBoundingClientRect().top);
  const box = await firstName.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(floor);
});

test("on desktops a short page's footer reaches the bottom of the window", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the desktop layout");
  for (const path of ["/login", "/agreement#points", "/goods?q=zzzzqqqq"]) {
    await page.goto(path);
    const { bottom, height } = await page.evaluate(() => ({
      bottom: document.querySelector("footer")!.getBoundingClientRect().bottom + window.scrollY,
      height: Math.max(window.innerHeight, document.documentElement.scrollHeight),
    }));
    expect(Math.round(bottom), path).toBe(Math.round(height));
  }
});

test("on desktops the account's screens share one side menu and one content width", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the desktop layout");
  await userWithOrders(page, 1, { buyerMessage: "" });
  const widths: Record<string, number> = {};
  for (const path of [
    "/personalCenter",
    "/user/info",
    "/user/address",
    "/user/security",
    "/user/order",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("account-side-menu"), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "我的", exact: true }), path).toHaveCount(1);
    widths[path] = await page
      .getByTestId("account-side-menu")
      .evaluate((aside) => aside.nextElementSibling!.getBoundingClientRect().width);
  }
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
  // /user is the menu itself: no second one beside it.
  await page.goto("/user");
  await expect(page.getByTestId("account-side-menu")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "我的", exact: true })).toHaveCount(1);
});

test("at 390 px nothing is cut: every order tab shows whole, and the personal center's dates stay on one line", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "a phone's width");
  await userWithOrders(page, 1, { buyerMessage: "" });
  await page.goto("/user/order");
  for (const tab of [
    "all",
    "pending_payment",
    "pending_delivery",
    "pending_receipt",
    "pending_comment",
  ]) {
    const cut = await page.getByTestId(`orders-tab-${tab}`).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth > el.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth;
    });
    expect(cut, tab).toBe(false);
  }
  await page.goto("/personalCenter");
  const time = page.getByTestId("recent-order").locator("time").first();
  const lineHeight = await time.evaluate((t) => parseFloat(getComputedStyle(t).lineHeight));
  expect((await time.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
});
