/**
 * Pictures with a refund and with a review, with and without JavaScript: chosen on the form, kept
 * through a refused field and the confirmation, one left out, a file that is no picture refused
 * with a message; then shown on the progress page (the same bytes), to the operator
 * (`npm run ops -- refunds` links them), and with the review on the wine's page.
 */
import { readFileSync } from "node:fs";
import type { Locator, TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { hasJs } from "./helpers";
import { ops, payInSandbox, service, userWithOrder } from "./orders";
import { realisticFiles } from "./realistic-files";

const DOT = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string, buffer: Buffer) => ({ name, mimeType: "image/png", buffer });
/** A phone's photo as it is sent (a 1.5 MB JPEG). */
const phonePhoto = async (page: Page, name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: readFileSync((await realisticFiles(page.context().browser()!)).photo),
});

/** The pictures a picker or strip shows, once every one has loaded. */
async function shownPictures(page: Page, testId: string) {
  const images = page.getByTestId(testId).locator("img");
  await expect
    .poll(() =>
      images.evaluateAll((list) =>
        list.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  return images;
}

/**
 * With JavaScript, waits for the hydrated picker (its input uploads at once and has no name): the
 * tests here follow a choice made on it. One made before is uploaded once the page hydrates
 * (typed-before-hydration.spec.ts).
 */
async function pickerReady(picker: Locator, testInfo: TestInfo) {
  if (hasJs(testInfo)) await expect(picker.locator("input[type=file]:not([name])")).toHaveCount(1);
}

/** The picture names the form carries (hidden inputs), in order. */
const carried = (page: Page, name = "photos") =>
  page
    .locator(`input[type=hidden][name="${name}"]`)
    .evaluateAll((list) => list.map((input) => (input as HTMLInputElement).value));

/** A paid order's refund form, and its pictures. */
async function refundForm(page: Page) {
  const order = await userWithOrder(page);
  await payInSandbox(page, order.token, order);
  await page.goto(`/user/order/${order.id}/refund`);
  return { order, picker: page.getByTestId("refund-photos") };
}

test("a refund with pictures: kept through a refused field and the confirmation, shown to the buyer and the operator", async ({
  page,
}, testInfo) => {
  const { order, picker } = await refundForm(page);
  // A refused picture is an answer (decision 021): no upload answers a 4xx, the console stays clean.
  const refusedUploads: string[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.status() >= 400)
      refusedUploads.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const failedLoads: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("Failed to load resource")) failedLoads.push(message.text());
  });
  const bottle = await phonePhoto(page, "瓶身 🍷.jpg");
  await expect(picker.getByText("最多6张，JPEG、PNG 或 WebP，每张不超过5MB")).toBeVisible();

  // Two pictures and a text file named like a picture.
  await pickerReady(picker, testInfo);
  await picker
    .getByTestId("refund-photos-input")
    .setInputFiles([
      bottle,
      png("label.png", DOT),
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") },
    ]);
  if (hasJs(testInfo)) {
    // Uploaded at once: the two pictures stay, the text file is refused with the service's words.
    await expect(picker.getByTestId("refund-photos-error")).toHaveText(
      "只支持 JPEG、PNG 或 WebP 图片",
    );
    await expect.poll(() => carried(page)).toHaveLength(2);
    expect(refusedUploads).toEqual([]);
    expect(failedLoads).toEqual([]);
  }
  // A refused field keeps the pictures (without JavaScript they are uploaded with this step).
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("请选择或填写退款原因")).toBeVisible();
  await expect.poll(() => carried(page)).toHaveLength(2);
  if (!hasJs(testInfo))
    await expect(picker.getByTestId("refund-photos-error")).toHaveText(
      "只支持 JPEG、PNG 或 WebP 图片",
    );
  await expect(await shownPictures(page, "refund-photos")).toHaveCount(2);
  const [first, second] = await carried(page);

  // Leave the second one out, then confirm.
  if (hasJs(testInfo)) await picker.getByTestId("refund-photos-remove").nth(1).click();
  else await picker.getByLabel("不要这张").nth(1).check();
  await page.getByLabel("退款原因").selectOption({ label: "不想要了" });
  await page.getByTestId("refund-next").click();
  const confirm = page.getByTestId("refund-confirm");
  await expect(confirm).toBeVisible();
  await expect(await shownPictures(page, "confirm-photos")).toHaveCount(1);
  // With JavaScript the picture opens large over the step; without it, it is no link: this step is
  // a form's answer, with no address to come back to.
  if (hasJs(testInfo)) {
    await page.getByTestId("confirm-photos-open").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  } else await expect(page.getByTestId("confirm-photos").getByRole("link")).toHaveCount(0);
  expect(await carried(page)).toEqual([first]);
  await confirm.getByTestId("refund-submit").click();

  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/afterSale$`));
  const shown = await shownPictures(page, "aftersale-photos");
  await expect(shown).toHaveCount(1);
  const src = await shown.first().getAttribute("src");
  expect(src).toBe(`/photo/${first}`);
  const bytes = await page.request.get(src!);
  expect(bytes.headers()["content-type"]).toBe("image/jpeg");
  expect(Buffer.from(await bytes.body()).equals(bottle.buffer)).toBe(true);
  // The one left out is nobody's picture of this request.
  const request = await service<{ photos: string[] }>(
    page.request,
    "/order/afterSale/findAfterSale",
    { token: order.token, query: { orderId: order.id } },
  );
  expect(request.photos).toEqual([first]);
  expect(request.photos).not.toContain(second);

  // The operator's list links the picture.
  const listed = await ops("refunds");
  expect(listed).toContain(`${order.orderNo} pictures: http://127.0.0.1:`);
  expect(listed).toContain(`/photo/${first}`);
});

test("more than six pictures: the seventh is refused with the spec's limit, six are kept", async ({
  page,
}, testInfo) => {
  const { picker } = await refundForm(page);
  await pickerReady(picker, testInfo);
  await picker
    .getByTestId("refund-photos-input")
    .setInputFiles(Array.from({ length: 7 }, (_, i) => png(`p${i}.png`, DOT)));
  if (!hasJs(testInfo)) await page.getByTestId("refund-next").click();
  await expect(picker.getByTestId("refund-photos-error")).toHaveText("最多上传6张图片");
  await expect.poll(() => carried(page)).toHaveLength(6);
  // Full: no way to add a seventh.
  await expect(picker.getByTestId("refund-photos-input")).toHaveCount(0);
});

test("a review with a picture: shown with the review on the wine's page", async ({
  page,
}, testInfo) => {
  const order = await userWithOrder(page);
  await payInSandbox(page, order.token, order);
  await ops("ship", order.orderNo, "--company", "SF", "--tracking", `SF${Date.now()}`);
  await service(page.request, "/order/order/confirmReceipt", {
    token: order.token,
    body: { id: order.id },
  });
  await page.goto(`/user/order/${order.id}/evaluate`);
  const wine = page.getByTestId("review-wine");
  const goodsId = await wine.getAttribute("data-goods-id");
  const picker = page.getByTestId(`review-photos-${goodsId}`);
  await pickerReady(picker, testInfo);
  const glass = await phonePhoto(page, "酒杯.jpg");
  await picker.getByTestId(`review-photos-${goodsId}-input`).setInputFiles(glass);
  if (hasJs(testInfo)) await expect.poll(() => carried(page, `w${goodsId}-photos`)).toHaveLength(1);
  await wine.locator(`label[for="rating-${goodsId}-5"]`).click();
  const text = `${testInfo.project.name} 照片评价 ${Date.now()}`;
  await wine.getByTestId("review-content").fill(text);
  await page.getByTestId("evaluate-submit").click();
  await expect(page.getByTestId("toast")).toHaveText(/评价成功/);

  await page.goto(`/goods/${goodsId}`);
  const review = page.getByTestId("review").filter({ hasText: text });
  await expect(review).toHaveCount(1);
  const img = review.getByTestId("review-photos").locator("img");
  await expect(img).toHaveCount(1);
  const bytes = await page.request.get((await img.getAttribute("src"))!);
  expect(Buffer.from(await bytes.body()).equals(glass.buffer)).toBe(true);
});
