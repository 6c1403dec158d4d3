/**
 * The area chosen step by step (the no-JavaScript "next" buttons, in the
 * address book and in checkout): a step shows no errors, and saving shows
 * errors only for what is still wrong.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs } from "./helpers";

async function fillAllButRecipient(page: Page, js: boolean) {
  const form = page.getByTestId("address-form");
  await form.getByLabel("手机号").fill("13900003333");
  await form.getByLabel("详细地址").fill("南京西路 1266 号");
  await form.getByLabel("省份").selectOption({ label: "上海市" });
  if (!js) await form.getByTestId("pick-province").click();
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await form.getByLabel("城市").selectOption({ label: "上海市" });
  if (!js) await form.getByTestId("pick-city").click();
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await form.getByLabel("区县").selectOption({ label: "静安区" });
  // What was typed before the steps is still there.
  await expect(form.getByLabel("详细地址")).toHaveValue("南京西路 1266 号");
  await expect(form.getByLabel("手机号")).toHaveValue("13900003333");
}

/** Without JavaScript the server answers the save: only the missing recipient is named. */
async function saveShowsOnlyTheRecipient(page: Page, js: boolean) {
  const form = page.getByTestId("address-form");
  if (!js) {
    await page.getByTestId("save-address").click();
    await expect(page.getByTestId("field-error")).toHaveCount(1);
    await expect(page.getByTestId("field-error")).toContainText("请输入收货人");
    await expect(page.getByText("请选择所在地区")).toHaveCount(0);
    await expect(page.getByText("请输入详细地址")).toHaveCount(0);
  }
  await form.getByLabel("收货人").fill("赵敏");
  await page.getByTestId("save-address").click();
}

test("address book: the step-by-step area shows no stale errors", async ({ page }, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);
  await register(page);
  await page.goto("/user/address?new=1");
  await fillAllButRecipient(page, js);
  await saveShowsOnlyTheRecipient(page, js);
  await expect(page.getByTestId("toast")).toContainText("地址已保存");
  await expect(page.getByTestId("address").first()).toContainText(
    "上海市 上海市 静安区 南京西路 1266 号",
  );
});

test("checkout's new address: the same, and the order gets it", async ({ page }, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);
  await register(page);
  await page.goto("/checkOrder?goodsId=176&qty=1");
  await page.getByTestId("add-address").click();
  await fillAllButRecipient(page, js);
  await saveShowsOnlyTheRecipient(page, js);
  await expect(page.getByTestId("chosen-address")).toContainText("赵敏");
  await expect(page.getByTestId("chosen-address")).toContainText("静安区 南京西路 1266 号");
});
