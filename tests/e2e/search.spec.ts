/**
 * Searching as a shopper does: from home (phones) or the top bar (desktops), a plain GET form that
 * works without JavaScript and keeps the list's filters; with JavaScript, wines suggested as one
 * types and this device's recent searches and the shop's hot ones; an honest empty result with
 * hot searches to try. All three projects.
 */
import { expect, sharedAddressTest as test, type Page } from "./fixtures";
import { hasJs, isMobile } from "./helpers";

/** The search box a shopper sees: the page's own on phones, the top bar's on desktops. */
const searchBox = (page: Page) => page.getByRole("search").filter({ visible: true }).first();

async function search(page: Page, words: string) {
  const box = searchBox(page);
  // The box itself: its open suggestions' list carries the same name.
  await box.getByTestId("search-input").fill(words);
  await box.getByRole("button", { name: "搜索" }).click();
}

test("search from home finds 拉菲 by its pinyin, on the wine list", async ({ page }, testInfo) => {
  await page.goto("/");
  if (hasJs(testInfo)) await expect(searchBox(page).getByRole("combobox")).toBeVisible();
  await search(page, "lafei");
  await expect(page).toHaveURL(/\/goods\?q=lafei$/);
  await expect(page.getByTestId("goods-count")).toHaveText("“lafei”：共 3 款");
  const names = await page.getByTestId("goods-name").allTextContents();
  expect(names.length).toBe(3);
  for (const name of names) expect(name).toContain("拉菲");
  // The box says what the list shows.
  await expect(searchBox(page).locator("input[name=q]")).toHaveValue("lafei");
});

test("a search keeps the chosen filters, and each chip removes one", async ({ page }) => {
  await page.goto("/goods?style=white&sort=sales");
  await search(page, "霞多丽");
  await expect(page).toHaveURL(/\/goods\?q=%E9%9C%9E%E5%A4%9A%E4%B8%BD&style=white&sort=sales$/);
  const chips = page.getByTestId("active-filter");
  await expect(chips).toHaveText([/“霞多丽”/, /白葡萄酒/]);
  const found = Number((await page.getByTestId("goods-count").textContent())!.replace(/\D/g, ""));
  expect(found).toBeGreaterThan(0);
  // Removing the words keeps the filter and the sort.
  await chips.filter({ hasText: "霞多丽" }).click();
  await expect(page).toHaveURL(/\/goods\?style=white&sort=sales$/);
  await expect(chips).toHaveText([/白葡萄酒/]);
  await expect(searchBox(page).locator("input[name=q]")).toHaveValue("");
});

// The result page is the same at every width: the phones check it.
test("a search that finds nothing says so, offers near wines and the way back @phones-only", async ({
  page,
}) => {
  await page.goto("/goods?q=" + encodeURIComponent("拉菲 xyzzy"));
  const empty = page.getByTestId("search-empty");
  await expect(empty).toContainText("没有找到与“拉菲 xyzzy”相关的葡萄酒");
  await expect(page.getByTestId("search-nearest")).toContainText("相近的葡萄酒");
  await expect(page.getByTestId("search-nearest").getByTestId("goods-name").first()).toContainText(
    "拉菲",
  );
  // Words that come near nothing: the best sellers, said as such.
  await page.goto("/goods?q=xyzzy");
  await expect(page.getByTestId("search-nearest")).toContainText("大家都在买");
  await expect(page.getByTestId("search-nearest").getByTestId("goods-card")).toHaveCount(8);
  // A filter that excluded the match is offered away.
  await page.goto("/goods?q=lafei&country=it");
  await page.getByRole("link", { name: "在全部葡萄酒中搜索“lafei”" }).click();
  await expect(page).toHaveURL(/\/goods\?q=lafei$/);
  await expect(page.getByTestId("goods-card")).toHaveCount(3);
  // The shop's hot searches are other words to try, a tap away without JavaScript too.
  await page.goto("/goods?q=xyzzy");
  const hot = page.getByTestId("hot-searches");
  await expect(hot.getByRole("heading")).toHaveText("热门搜索");
  await expect(hot.getByRole("link").first()).toHaveText("拉菲");
  await hot.getByRole("link", { name: "香槟", exact: true }).click();
  await expect(page).toHaveURL(/\/goods\?q=%E9%A6%99%E6%A7%9F$/);
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  await page.goto("/goods?q=xyzzy");
  await page.getByTestId("search-all-wines").click();
  await expect(page).toHaveURL(/\/goods$/);
  await expect(page.getByTestId("goods-card")).toHaveCount(20);
});

test("the words buyers use: a style with a region, a sound-alike typo, a misspelling, 白酒", async ({
  page,
}) => {
  await page.goto("/goods");
  await search(page, "波尔多红酒");
  await expect(page.getByTestId("goods-count")).toHaveText(/^“波尔多红酒”：共 \d+ 款$/);
  await expect(page.getByTestId("goods-card").first()).toBeVisible();

  // 拉非 is said like 拉菲: the list is 拉菲's, and the page says what it searched.
  await search(page, "拉非");
  const meant = page.getByTestId("did-you-mean");
  await expect(meant).toHaveText("您是不是要找：拉菲");
  for (const name of await page.getByTestId("goods-name").allTextContents())
    expect(name).toContain("拉菲");
  await meant.getByRole("link", { name: "拉菲" }).click();
  await expect(page).toHaveURL(/\/goods\?q=%E6%8B%89%E8%8F%B2$/);
  await expect(page.getByTestId("did-you-mean")).toHaveCount(0);

  // A misspelt English word: the near wines, and the spelling that finds them.
  await search(page, "lafitte");
  await expect(page.getByTestId("search-empty")).toContainText("没有找到与“lafitte”相关的葡萄酒");
  await expect(page.getByTestId("did-you-mean")).toHaveText("您是不是要找：lafite");

  // Baijiu is not wine: said plainly, with the white wines for whoever meant them.
  await search(page, "白酒");
  const notSold = page.getByTestId("search-not-sold");
  await expect(notSold).toContainText("本店只卖葡萄酒，没有白酒。");
  await notSold.getByRole("link", { name: "想找白葡萄酒？" }).click();
  await expect(page).toHaveURL(/\/goods\?style=white$/);
});

test("the price sort: low to high, a second tap high to low", async ({ page }) => {
  await page.goto("/goods?q=" + encodeURIComponent("赤霞珠"));
  const prices = async () =>
    (await page.getByTestId("price").allTextContents()).map((p) =>
      Number(p.replace(/[^\d.]/g, "")),
    );
  const byPrice = page.getByTestId("sort-price");
  await expect(byPrice).toHaveAccessibleName("价格从低到高");
  await byPrice.click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(byPrice).toHaveAttribute("aria-current", "true");
  const rising = await prices();
  expect(rising.length).toBeGreaterThan(5);
  expect(rising).toEqual([...rising].sort((a, b) => a - b));
  await byPrice.click();
  await expect(page).toHaveURL(/sort=priceDesc/);
  await expect(byPrice).toHaveAccessibleName("价格从高到低");
  const falling = await prices();
  expect(falling).toEqual([...falling].sort((a, b) => b - a));
  // The search words stay.
  await expect(page).toHaveURL(/q=%E8%B5%A4%E9%9C%9E%E7%8F%A0/);
});

test("hostile words are shown as words, never run or refused @phones-only", async ({ page }) => {
  for (const words of ["<script>alert(1)</script>", "%", "_", "' or 1=1 --", "拉".repeat(500)]) {
    const response = await page.goto("/goods?q=" + encodeURIComponent(words));
    expect(response?.status()).toBe(200);
    // The list says what it searched for: the words as typed, cut to 64 characters.
    await expect(page.getByTestId("goods-count")).toContainText(
      `“${[...words].slice(0, 64).join("")}”`,
    );
  }
  await page.goto("/goods?q=" + encodeURIComponent("<b>qqzz</b>"));
  await expect(page.getByTestId("search-empty")).toContainText(
    "没有找到与“<b>qqzz</b>”相关的葡萄酒",
  );
  await expect(page.locator("b", { hasText: /^qqzz$/ })).toHaveCount(0);
});

test("the desktop top bar searches from any page", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), "the top bar is the desktop's");
  await page.goto("/chateauList");
  await search(page, "Penfolds");
  await expect(page).toHaveURL(/\/goods\?q=Penfolds$/);
  await expect(page.getByTestId("goods-name").first()).toContainText("奔富");
});

test.describe("with JavaScript", () => {
  test.beforeEach(({}, testInfo) => test.skip(!hasJs(testInfo), "suggestions need JavaScript"));

  test("wines are suggested as one types, chosen with the keyboard", async ({ page }) => {
    await page.goto("/goods");
    const box = searchBox(page);
    const input = box.getByRole("combobox");
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/goods/suggest") && asked.push(r.url()));
    await input.pressSequentially("lafite", { delay: 20 });
    const listbox = box.getByRole("listbox");
    const options = listbox.getByRole("option");
    // First the words themselves, then the winery they name, then its wines.
    await expect(options.first()).toHaveText("搜索“lafite”的全部结果");
    await expect(options.nth(1)).toHaveText(/^拉菲古堡\s*酒庄$/);
    await expect(options.nth(2)).toContainText("拉菲");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // Asked once typing paused, not once a letter. On a busy machine typing itself pauses, so an
    // answer may be asked at "la" or "lafi" too; the whole word's comes last.
    await expect.poll(() => asked.at(-1)).toContain("q=lafite");
    expect(asked.length).toBeLessThan("lafite".length);
    for (let i = 0; i < 3; i++) await input.press("ArrowDown");
    const wine = options.nth(2);
    await expect(wine).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await wine.getAttribute("id"))!);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/goods\/\d+$/);
    await expect(page.getByTestId("goods-title")).toContainText("拉菲");
  });

  test("the winery, the region and all the results are one tap away", async ({ page }) => {
    await page.goto("/goods?style=red");
    const box = searchBox(page);
    const input = box.getByRole("combobox");
    const options = box.getByRole("listbox").getByRole("option");
    await input.pressSequentially("拉菲", { delay: 20 });
    // By name too: a list still answering the first letters may offer other wineries.
    await options.filter({ hasText: "拉菲古堡" }).filter({ hasText: "酒庄" }).click();
    await expect(page).toHaveURL(/\/chateauList\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 }).filter({ visible: true })).toContainText(
      "拉菲古堡",
    );

    await page.goto("/goods?style=red");
    await input.pressSequentially("bordeaux", { delay: 20 });
    await options.filter({ hasText: "波尔多" }).filter({ hasText: "产区" }).click();
    await expect(page).toHaveURL(/\/goods\?area=\d+$/);
    await expect(page.getByTestId("active-filter")).toHaveText([/波尔多/]);

    // All the results keep the list's filters, as the search button does.
    await page.goto("/goods?style=red");
    await input.pressSequentially("lf", { delay: 20 });
    await expect(options.first()).toHaveText("搜索“lf”的全部结果");
    // lf is 拉菲 by its initials: every wine suggested is a 拉菲.
    await expect(options.nth(2)).toContainText("拉菲");
    for (const name of (await options.allTextContents()).slice(2)) expect(name).toContain("拉菲");
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/goods\?q=lf&style=red$/);
    await expect(page.getByTestId("goods-name").first()).toContainText("拉菲");
  });

  test("a search sent while the suggestions are still being asked lands on its results", async ({
    page,
  }, testInfo) => {
    // The suggestions' first question used to be a Remix fetcher's, which first asks the router's
    // manifest for a route the page had not discovered: a search sent meanwhile crashed the page
    // with "Application Error" about one time in eight. Every question about suggestions and every
    // manifest question is held here for a second, so the search is always sent while they wait.
    const held: string[] = [];
    await page.route(/\/(goods\/suggest|__manifest)/, async (route) => {
      held.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined);
    });
    const crashes: string[] = [];
    page.on("console", (m) => m.type() === "error" && crashes.push(m.text()));
    // The desktop's top bar on a page of another route; a phone's box is the wine list's own.
    await page.goto(isMobile(testInfo) ? "/goods" : "/chateauList");
    const input = searchBox(page).getByRole("combobox");
    await input.pressSequentially("Penfolds", { delay: 20 });
    await expect.poll(() => held.some((url) => url.includes("suggest"))).toBe(true);
    await searchBox(page).getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/\/goods\?q=Penfolds$/);
    await expect(page.getByTestId("goods-name").first()).toContainText("奔富");
    // The answers that come after the search change nothing.
    await page.waitForTimeout(1_500);
    await expect(page.getByRole("heading", { name: "Application Error" })).toHaveCount(0);
    await expect(page.getByTestId("goods-name").first()).toContainText("奔富");
    expect(crashes).toEqual([]);
  });

  test("Escape closes the suggestions; an empty box offers recent and hot searches", async ({
    page,
  }) => {
    await page.goto("/goods");
    await search(page, "penfolds");
    // The list says what it found before the shopper types again: the URL changes first, and the
    // page with the new words (which sets the box to them) is drawn after it, later on a busy
    // machine: typing in between is overwritten, which no shopper looking at the page would do.
    await expect(page.getByTestId("goods-count")).toContainText("penfolds");
    await search(page, "chardonnay");
    await expect(page.getByTestId("goods-count")).toContainText("chardonnay");
    const box = searchBox(page);
    const input = box.getByRole("combobox");
    await input.fill("");
    await input.focus();
    await expect(box.getByRole("listbox")).toBeVisible();
    const recent = box.getByRole("group", { name: "最近搜索" });
    await expect(recent.getByRole("option")).toHaveText(["chardonnay", "penfolds"]);
    // The shop's hot searches follow, the operator's words first.
    const hot = box.getByRole("group", { name: "热门搜索" });
    await expect(hot.getByRole("option").first()).toHaveText("拉菲");
    await input.press("Escape");
    await expect(box.getByRole("listbox")).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    // A recent search is one tap away.
    await input.press("ArrowDown");
    await recent.getByRole("option", { name: "penfolds" }).click();
    await expect(page).toHaveURL(/\/goods\?q=penfolds$/);
    await expect(page.getByTestId("goods-count")).toContainText("penfolds");
    // And can be forgotten; the hot searches stay.
    await input.fill("");
    await input.focus();
    await box.getByRole("button", { name: "清除最近搜索" }).click();
    await expect(recent).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBeNull();
    // A hot search is one tap away, and becomes a recent one.
    await hot.getByRole("option", { name: "波尔多", exact: true }).click();
    await expect(page).toHaveURL(/\/goods\?q=%E6%B3%A2%E5%B0%94%E5%A4%9A$/);
    await expect(page.getByTestId("goods-count")).toContainText("波尔多");
    expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBe('["波尔多"]');
  });
});
