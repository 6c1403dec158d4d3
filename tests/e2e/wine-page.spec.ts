/**
 * The wine page as a buyer reads it, in all three projects:
 * - the swipe gallery on phones says which picture shows (each picture carries its own position,
 *   right after a swipe with or without JavaScript); desktops show both pictures side by side;
 * - the subtitle is the wine's English name on the Chinese page, its Chinese name on the English;
 * - the points card asks a visitor to log in, and tells a logged-in buyer how to spend them.
 */
import { register } from "./accounts";
import { expect, test } from "./fixtures";
import { isMobile, switchLanguage } from "./helpers";

test("the gallery shows the position of the picture in view", async ({ page }, testInfo) => {
  await page.goto("/goods/1");
  const gallery = page.getByRole("region", { name: "商品图片" });
  const positions = gallery.getByTestId("picture-position");
  if (!isMobile(testInfo)) {
    await expect(positions.first()).toBeHidden();
    return;
  }
  await expect(positions).toHaveText(["1 / 2", "2 / 2"]);
  const inView = () =>
    gallery.evaluate((g) => {
      const frame = g.getBoundingClientRect();
      return [...g.querySelectorAll('[data-testid="picture-position"]')]
        .filter((p) => {
          const box = p.getBoundingClientRect();
          return box.left >= frame.left && box.right <= frame.right;
        })
        .map((p) => p.textContent);
    });
  expect(await inView()).toEqual(["1 / 2"]);
  await gallery.evaluate((g) => g.scrollTo({ left: g.scrollWidth, behavior: "instant" }));
  await expect.poll(inView).toEqual(["2 / 2"]);
});

test("the subtitle is the name in the other language, never the traditional-Chinese twin", async ({
  page,
}) => {
  await page.goto("/goods/1");
  const other = page.getByTestId("goods-other-name");
  await expect(other).toHaveAttribute("lang", "en");
  await expect(other).toHaveText(/^[A-Za-z0-9À-ɏ' ’.,&()-]+$/);
  await switchLanguage(page, "English");
  await expect(other).toHaveAttribute("lang", "zh-CN");
  await expect(other).toHaveText(/[\u4e00-\u9fff]/);
});

test("the points card asks a visitor to log in, and tells a buyer how to spend them", async ({
  page,
}) => {
  const visitorText = "登录后，结算时可用积分抵扣部分货款。";
  await page.goto("/goods/2");
  await expect(page.getByText(visitorText)).toBeVisible();
  await register(page);
  await page.goto("/goods/2");
  await expect(page.getByText(visitorText)).toHaveCount(0);
  await expect(page.getByText(/^结算时可用.+抵扣部分货款/)).toBeVisible();
});

test("on desktops the details run under both columns: no empty column beside them", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the desktop layout");
  await page.goto("/goods/1");
  const gallery = (await page.getByRole("region", { name: "商品图片" }).boundingBox())!;
  const buy = (await page.getByTestId("add-to-cart").boundingBox())!;
  const notes = (await page.getByTestId("description").boundingBox())!;
  const attributes = (await page.getByTestId("attributes").boundingBox())!;
  // The notes start under the gallery and the buy panel, on the gallery's left edge.
  const above = Math.max(gallery.y + gallery.height, buy.y + buy.height);
  expect(notes.y).toBeGreaterThan(above);
  expect(notes.y - above).toBeLessThan(160);
  expect(Math.abs(notes.x - gallery.x)).toBeLessThan(40);
  // The parameters use the whole width, in two columns of pairs.
  expect(attributes.width).toBeGreaterThan(900);
});
