/**
 * The part of the mini-program's `wx` the pages' logic uses, as documented; the pages hand it the
 * real `wx` (the mini-program's tsconfig checks that it fits) and the tests a fake.
 */
export interface WxFail {
  errMsg: string;
}

export interface WxRequestSuccess {
  statusCode: number;
  data: unknown;
}

export interface WxPaymentParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: "MD5" | "HMAC-SHA256" | "RSA";
  paySign: string;
}

export interface Wx {
  login(options: { success(res: { code: string }): void; fail(err: WxFail): void }): void;
  request(options: {
    url: string;
    method: "POST";
    data: Record<string, unknown>;
    header: Record<string, string>;
    dataType: string;
    success(res: WxRequestSuccess): void;
    fail(err: WxFail): void;
  }): void;
  requestPayment(options: WxPaymentParams & { success(): void; fail(err: WxFail): void }): void;
  redirectTo(options: { url: string }): void;
  showToast(options: { title: string; icon: "none" }): void;
  setStorageSync(key: string, data: string): void;
  getStorageSync(key: string): unknown;
  removeStorageSync(key: string): void;
}

/** wx.login's code. */
export function wxLogin(wx: Wx): Promise<string> {
  return new Promise((resolve, reject) =>
    wx.login({ success: (res) => resolve(res.code), fail: reject }),
  );
}
