/** The host's pay page, with a fake wx: whatever the wallet says, back to the payment page. */
import { describe, expect, it } from "vitest";
import { PAY_PATH, pay } from "../logic/pay";
import { keepToken, storedToken } from "../logic/session";
import { fakeWx, openedShopPath } from "./fake-wx";

const TOKEN = "k".repeat(43);
const PARAMS = {
  appId: "wx1234567890abcdef",
  timeStamp: "1700000000",
  nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
  package: "prepay_id=wx201410272009395522657a690389285100",
  signType: "RSA" as const,
  paySign: "oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ",
};

function payingFake(payment: "ok" | "cancel" | "fail") {
  const fake = fakeWx({ payment });
  keepToken(fake.wx, TOKEN);
  fake.answer(PAY_PATH, { code: 200, data: PARAMS });
  return fake;
}

describe("the host's pay page", () => {
  it.each(["ok", "cancel", "fail"] as const)(
    "opens the wallet with the service's parameters and, wallet %s, returns to the payment page",
    async (payment) => {
      const fake = payingFake(payment);
      await pay(fake.wx, "202611280001");
      const [request] = fake.requests;
      expect(request.data).toEqual({ orderId: "202611280001" });
      expect(request.header.authorization).toBe(`Bearer ${TOKEN}`);
      const { appId: _appId, ...walletParams } = PARAMS;
      expect(fake.payments).toEqual([walletParams]);
      expect(fake.moves.map(openedShopPath)).toEqual(["/payment?orderId=202611280001&returned=1"]);
      // Never "paid" nor "you cancelled" from the wallet's answer.
      expect(fake.toasts).toEqual([]);
    },
  );

  it("shows the service's refusal, opens no wallet and returns to the payment page", async () => {
    const fake = fakeWx();
    keepToken(fake.wx, TOKEN);
    fake.answer(PAY_PATH, { code: 409, message: "订单已支付" });
    await pay(fake.wx, "202611280002");
    expect(fake.payments).toEqual([]);
    expect(fake.toasts).toEqual(["订单已支付"]);
    expect(fake.moves.map(openedShopPath)).toEqual(["/payment?orderId=202611280002&returned=1"]);
  });

  it("sends a buyer without the host's login, or with a refused one, to the host's login", async () => {
    const fresh = fakeWx();
    await pay(fresh.wx, "202611280003");
    expect(fresh.requests).toEqual([]);
    expect(fresh.moves).toEqual(["/pages/login/login?to=%2Fpayment%3ForderId%3D202611280003"]);

    const refused = fakeWx();
    keepToken(refused.wx, TOKEN);
    refused.answer(PAY_PATH, { code: 401, message: "请先登录" });
    await pay(refused.wx, "202611280003");
    expect(storedToken(refused.wx)).toBeNull();
    expect(refused.moves).toEqual(["/pages/login/login?to=%2Fpayment%3ForderId%3D202611280003"]);
  });
});
