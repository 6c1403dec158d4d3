/**
 * The address book: add, edit, set default, delete; the area chosen step by step without
 * JavaScript.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs } from "./helpers";

async function chooseArea(
  page: Page,
  js: boolean,
  province: string,
  city: string,
  district: string,
) {
  const form = page.getByTestId("address-form");
  await form.getByLabel("省份").selectOption({ label: province });
  if (!js) await form.getByTestId("pick-province").click();
  await expect(form.getByLabel("城市").locator("option", { hasText: city })).toHaveCount(1);
  await form.getByLabel("城市").selectOption({ label: city });
  if (!js) await form.getByTestId("pick-city").click();
  await expect(form.getByLabel("区县").locator("option", { hasText: district })).toHaveCount(1);
  await form.getByLabel("区县").selectOption({ label: district });
}

test("addresses: add two, make the second default, edit, delete", async ({ page }, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);
  await register(page);
  await page.goto("/user/address");
  await expect(page.getByTestId("no-addresses")).toBeVisible();

  await page.getByTestId("add-address").click();
  const form = page.getByTestId("address-form");
  await form.getByLabel("收货人").fill("王小明");
  await form.getByLabel("手机号").fill("13900001111");
  await chooseArea(page, js, "浙江省", "杭州市", "西湖区");
  await form.getByLabel("详细地址").fill("文三路 100 号 2 单元 301");
  await form.getByLabel("邮政编码（选填）").fill("310012");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("toast")).toContainText("地址已保存");
  await expect(page.getByTestId("address")).toHaveCount(1);
  await expect(page.getByTestId("address").first()).toContainText(
    "浙江省 杭州市 西湖区 文三路 100 号",
  );
  await expect(page.getByTestId("default-badge")).toHaveCount(1);

  await page.getByTestId("add-address").click();
  await form.getByLabel("收货人").fill("李华");
  await form.getByLabel("手机号").fill("13900002222");
  await chooseArea(page, js, "上海市", "上海市", "黄浦区");
  await form.getByLabel("详细地址").fill("南京东路 1 号");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("address")).toHaveCount(2);

  const second = page.getByTestId("address").filter({ hasText: "李华" });
  await second.getByRole("link", { name: "设为默认" }).click();
  await expect(page.getByTestId("confirm")).toContainText("确定把这个地址设为默认地址吗？");
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("toast")).toContainText("已设为默认地址");
  await expect(page.getByTestId("default-badge")).toHaveCount(1);
  await expect(page.getByTestId("address").first()).toContainText("李华");

  await page
    .getByTestId("address")
    .filter({ hasText: "王小明" })
    .getByRole("link", { name: "编辑" })
    .click();
  await expect(form.getByLabel("区县")).toHaveValue(/^\d{6}$/);
  await form.getByLabel("详细地址").fill("文三路 200 号");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("address").filter({ hasText: "王小明" })).toContainText(
    "文三路 200 号",
  );

  await page
    .getByTestId("address")
    .filter({ hasText: "王小明" })
    .getByRole("link", { name: "删除" })
    .click();
  await expect(page.getByTestId("confirm")).toContainText("确定删除这个地址吗？");
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("toast")).toContainText("地址已删除");
  await expect(page.getByTestId("address")).toHaveCount(1);
});

test("an address with missing fields is refused with a message for each", async ({ page }) => {
  test.slow();
  await register(page);
  await page.goto("/user/address?new=1");
  const form = page.getByTestId("address-form");
  await form.evaluate((f) => f.setAttribute("novalidate", ""));
  await form.getByLabel("手机号").fill("123");
  await page.getByTestId("save-address").click();
  const errors = page.getByTestId("field-error");
  await expect(errors.filter({ hasText: "请输入收货人" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "请输入正确的手机号" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "请选择所在地区" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "请输入详细地址" })).toHaveCount(1);
  await page.goto("/user/address");
  await expect(page.getByTestId("no-addresses")).toBeVisible();
});
