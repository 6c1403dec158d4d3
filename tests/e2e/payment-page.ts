/** The payment page as a buyer uses it, shared by the specs that pay. */
import { expect, type Page } from "./fixtures";

/**
 * Chooses a wallet and shows its QR code. A phone first offers to open the wallet on the phone
 * itself (decision 039): there the buyer asks for the QR code instead, drawn as a picture to save.
 */
export async function chooseQrCode(page: Page, method: "alipay" | "wechat") {
  await page.getByTestId(`method-${method}`).click();
  const jump = page.getByTestId("wallet-jump");
  const qr = page.getByTestId("qr");
  await expect(jump.or(qr)).toBeVisible();
  if (await jump.isVisible()) await page.getByTestId("pay-by-qr").click();
  await expect(qr).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`method=${method}`));
}
