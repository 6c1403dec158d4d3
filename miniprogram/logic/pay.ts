/**
 * The host's pay page: the shop's payment page hands over the order number only; the service makes
 * the signed parameters for this buyer's openid, and wx.requestPayment opens the wallet. Whatever
 * the wallet answers, the buyer goes back to the payment page, which learns the result itself:
 * "requestPayment:fail cancel" also follows a bad signature, so it proves nothing.
 */
import { post, ServiceRefusal } from "./service";
import { forgetToken, storedToken } from "./session";
import { loginPage, shopPage } from "./shop";
import type { Wx, WxPaymentParams } from "./wx";

export const PAY_PATH = "/payment/payment/miniProgramPay";

const paymentPath = (orderId: string) => `/payment?orderId=${encodeURIComponent(orderId)}`;

function requestPayment(wx: Wx, params: WxPaymentParams): Promise<void> {
  return new Promise((resolve) =>
    wx.requestPayment({
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      // Paid, cancelled or failed: the payment page checks, so all end the same.
      success: () => resolve(),
      fail: () => resolve(),
    }),
  );
}

export async function pay(wx: Wx, orderId: string | undefined): Promise<void> {
  const order = orderId ?? "";
  const token = storedToken(wx);
  // No login of the host's own (the buyer logged in on the shop's page): the host's login first.
  if (!token) return wx.redirectTo({ url: loginPage(paymentPath(order)) });
  try {
    const params = await post<WxPaymentParams & { appId: string }>(
      wx,
      PAY_PATH,
      { orderId: order },
      token,
    );
    await requestPayment(wx, params);
  } catch (error) {
    if (error instanceof ServiceRefusal && (error.code === 401 || error.code === 403)) {
      forgetToken(wx);
      return wx.redirectTo({ url: loginPage(paymentPath(order)) });
    }
    wx.showToast({ title: error instanceof Error ? error.message : String(error), icon: "none" });
  }
  wx.redirectTo({ url: shopPage(`${paymentPath(order)}&returned=1`) });
}
