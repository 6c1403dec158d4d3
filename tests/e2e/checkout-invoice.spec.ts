/**
 * Checkout's 发票 row: no invoice by default; a new general title (a company's, checked as the
 * title form checks it, kept when refused) saved with the order; a saved title chosen for the next
 * order. The order's page says the invoice comes once the order is received.
 */
import { usccCheckCharacter } from "../../contract/invoices";
import { register } from "./accounts";
import { expect, test, type Page } from "./fixtures";
import { setLanguage } from "./helpers";
import { apiToken, plentifulWine, saveAddress } from "./journey-helpers";

const TAX_NO = `91350100M000100Y4${usccCheckCharacter("91350100M000100Y4")}`;
const COMPANY = "上海醇境贸易有限公司 🍷";

async function checkout(page: Page, goodsId: number) {
  await page.goto(`/checkOrder?goodsId=${goodsId}&qty=1`);
  await expect(page.getByTestId("checkout-invoice")).toBeVisible();
}

async function submit(page: Page) {
  await page.getByTestId("submit-order").click();
}

const orderIdOf = (url: string) => Number(/\/payment\?orderId=(\d+)/.exec(url)?.[1]);

test(
  "an invoice asked for at checkout: a new company title, refused then corrected; a saved title next time",
  {
    tag: "@desktop",
  },
  async ({ page }) => {
    test.slow();
    const { phone } = await register(page);
    const token = await apiToken(page.request, phone);
    await saveAddress(page.request, token);
    const wine = await plentifulWine(page.request);

    // A refused form is an answer (decision 021): the console has no failed request to show.
    const failedLoads: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("Failed to load resource")) failedLoads.push(message.text());
    });
    await checkout(page, wine.id);
    const row = page.getByTestId("checkout-invoice");
    await expect(row.getByTestId("invoice-none").getByRole("radio")).toBeChecked();
    // The new title's fields show only once it is chosen, the taxpayer id only for a company.
    await expect(row.getByTestId("invoice-new-fields")).toBeHidden();
    await row.getByTestId("invoice-new").click();
    await expect(row.getByTestId("invoice-name")).toBeVisible();
    await expect(row.getByTestId("invoice-tax-no")).toBeHidden();
    await row.getByTestId("invoice-holder-company").check();
    await row.getByTestId("invoice-name").fill(COMPANY);
    await row.getByTestId("invoice-tax-no").fill(`${TAX_NO.slice(0, 17)}0`);
    await submit(page);

    // Refused beside the field, nothing placed, everything typed still there.
    await expect(page.getByTestId("order-error")).toHaveText("请检查发票信息");
    await expect(row.getByTestId("field-error")).toHaveText("统一社会信用代码校验位不正确，请核对");
    await expect(page).toHaveURL(/\/checkOrder\?/);
    await expect(row.getByTestId("invoice-new").getByRole("radio")).toBeChecked();
    await expect(row.getByTestId("invoice-holder-company")).toBeChecked();
    await expect(row.getByTestId("invoice-name")).toHaveValue(COMPANY);
    expect(failedLoads).toEqual([]);
    await row.getByTestId("invoice-tax-no").fill(TAX_NO.toLowerCase());
    await submit(page);
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/);
    const first = orderIdOf(page.url());

    await page.goto(`/user/order/${first}`);
    const card = page.getByTestId("order-invoice");
    await expect(card.getByTestId("invoice-status")).toHaveText("收货后开具");
    await expect(card.getByTestId("invoice-kind")).toContainText("普通发票");
    await expect(card).toContainText(COMPANY);
    await expect(card).toContainText("确认收货后为您开具电子发票");
    await expect(card.getByTestId("invoice-apply")).toHaveCount(0);

    // The title was saved: the next checkout offers it.
    await page.goto("/user/myInvoiceHeader");
    await expect(page.getByTestId("title-card").filter({ hasText: COMPANY })).toContainText(TAX_NO);
    await checkout(page, wine.id);
    const saved = row.getByTestId("invoice-title-option").filter({ hasText: COMPANY });
    await expect(saved).toContainText(TAX_NO);
    await saved.click();
    await submit(page);
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/);
    const second = orderIdOf(page.url());
    expect(second).not.toBe(first);
    await page.goto("/user/myInvoice");
    await expect(page.getByTestId("my-invoice")).toHaveCount(2);
    await expect(page.getByTestId("my-invoice-status").first()).toHaveText("收货后开具");
  },
);

test("no invoice unless asked: an order placed with the row untouched has none; the row in English", async ({
  page,
}) => {
  const { phone } = await register(page);
  const token = await apiToken(page.request, phone);
  await saveAddress(page.request, token);
  const wine = await plentifulWine(page.request);
  await setLanguage(page, "en");
  await checkout(page, wine.id);
  const row = page.getByTestId("checkout-invoice");
  await expect(row.getByTestId("invoice-none")).toHaveText("No invoice");
  await row.getByTestId("invoice-new").click();
  await expect(row.getByText("Name on the invoice")).toBeVisible();
  await row.getByTestId("invoice-none").click();
  await submit(page);
  await expect(page).toHaveURL(/\/payment\?orderId=\d+/);
  await page.goto(`/user/order/${orderIdOf(page.url())}`);
  await expect(page.getByTestId("order-invoice")).toHaveCount(0);
});
