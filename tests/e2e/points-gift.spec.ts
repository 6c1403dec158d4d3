/**
 * Giving points to another phone from the points page: refusals beside their field (an unknown
 * phone, more than the balance), the confirmation that says points once sent cannot be revoked
 * ("keep" changes nothing), the SMS step above the threshold, and both logs with the other
 * account's phone masked.
 */
import { expect, test } from "./fixtures";
import { captchaAnswer, latestSms, passResendWait, register } from "./accounts";
import { apiToken } from "./journey-helpers";
import { hasJs } from "./helpers";
import { service, userWithOrders } from "./orders";

interface Log {
  balance: number;
  rule: { giftSmsThreshold: number };
  list: { reason: string; change: number; counterpartPhone: string | null }[];
}
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

test("gift points to a second account: refusals, the confirmation, the SMS step, both logs", async ({
  page,
}) => {
  test.slow();
  const receiver = await register(page);
  const giver = await userWithOrders(page, 0, { grantPoints: 3_000 });
  const log = () =>
    service<Log>(page.request, "/bonuspoint/bonus-point-log/findPointsLog", {
      token: giver.token,
    });
  const threshold = (await log()).rule.giftSmsThreshold;
  // The wine page's points panel (spec §2) starts the gift: the points page checks it, refused
  // beside the field there; nothing changed.
  await page.goto(`/goods/${giver.goods.id}`);
  const panel = page.getByTestId("points-gift-panel");
  await expect(panel).toContainText("可用醇境积分 3000");
  await panel.getByLabel("好友手机号").fill("13900000000");
  await panel.getByLabel("赠送数量").fill("10");
  await panel.getByTestId("gift-panel-next").click();
  await expect(page).toHaveURL(/\/user\/myIntegral$/);
  const form = page.getByTestId("gift-form");
  const phone = form.getByLabel("对方手机号");
  const points = form.getByLabel("赠送数量");
  await expect(form.getByTestId("field-error")).toHaveText("该手机号尚未注册");
  await expect(phone).toHaveValue("13900000000");
  // A corrected phone drops the old number's message, with JavaScript as it is typed (once the
  // form's checks have arrived, right after hydration: until then a message stays, so type again).
  if (hasJs(test.info()))
    await expect(async () => {
      await phone.fill(receiver.phone);
      await expect(form.getByTestId("field-error")).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  await phone.fill(receiver.phone);
  await points.fill("5000");
  await form.getByTestId("gift-next").click();
  await expect(form.getByTestId("field-error")).toHaveText("积分余额不足");
  await expect(page.getByTestId("gift-confirm")).toHaveCount(0);
  expect((await log()).balance).toBe(3_000);

  // The confirmation: "keep" goes back and sends nothing.
  await phone.fill(receiver.phone);
  await points.fill("200");
  await form.getByTestId("gift-next").click();
  const dialog = page.getByTestId("gift-confirm");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("gift-text")).toHaveText("积分一经赠送不可撤回");
  // Whom the number belongs to, beside it: the receiver's masked nickname (醇友 and four digits).
  await expect(page.getByTestId("gift-summary")).toHaveText(
    `向 醇***${receiver.phone.slice(-1)}（${masked(receiver.phone)}）赠送 200 醇境积分`,
  );
  await expect(page.getByTestId("gift-sms-intro")).toHaveCount(0);
  await page.getByTestId("gift-keep").click();
  await expect(dialog).toHaveCount(0);
  expect((await log()).balance).toBe(3_000);

  await phone.fill(receiver.phone);
  await points.fill("200");
  await form.getByTestId("gift-next").click();
  await page.getByTestId("gift-yes").click();
  await expect(page.getByTestId("toast")).toContainText(
    `已向 ${masked(receiver.phone)} 赠送 200 积分`,
  );
  await expect(page.getByTestId("points-balance")).toHaveText("2800");
  // The form starts empty again after a gift.
  await expect(phone).toHaveValue("");
  await expect(points).toHaveValue("");
  const first = page.getByTestId("points-row").first();
  await expect(first.getByTestId("points-reason")).toHaveText(`赠送给 ${masked(receiver.phone)}`);
  await expect(first.getByTestId("points-change")).toContainText("-200");

  // Above the threshold: the SMS code sent to the giver's own phone.
  const big = String(threshold + 100);
  await phone.fill(receiver.phone);
  await points.fill(big);
  await form.getByTestId("gift-next").click();
  await expect(page.getByTestId("gift-sms-intro")).toContainText(/1\d\d\*{4}\d{4}/);
  await page.getByTestId("gift-yes").click();
  await expect(dialog.getByTestId("field-error").first()).toHaveText("请输入短信验证码");
  expect((await log()).balance).toBe(2_800);
  // The registration's code went to this phone moments ago: one code a minute, so let the minute
  // pass, as it would for a person.
  await passResendWait(page, giver.phone);
  const confirmForm = dialog.locator("form");
  await confirmForm.getByTestId("captcha-input").fill(await captchaAnswer(page, confirmForm));
  await confirmForm.getByTestId("send-sms").click();
  await expect(page.getByTestId("sms-sent")).toBeVisible();
  const code = await latestSms(page, giver.phone, "giftPoints");
  await confirmForm.getByLabel("短信验证码").fill(code);
  await page.getByTestId("gift-yes").click();
  await expect(page.getByTestId("toast")).toContainText(`赠送 ${big} 积分`);
  await expect(page.getByTestId("points-balance")).toHaveText(String(2_800 - Number(big)));

  // The receiver's log: both gifts, from the giver's masked phone.
  const theirs = await service<Log>(page.request, "/bonuspoint/bonus-point-log/findPointsLog", {
    token: await apiToken(page.request, receiver.phone),
  });
  expect(theirs.balance).toBe(200 + Number(big));
  expect(theirs.list.map((r) => [r.reason, r.change, r.counterpartPhone])).toEqual([
    ["gift_in", Number(big), masked(giver.phone)],
    ["gift_in", 200, masked(giver.phone)],
  ]);
});
