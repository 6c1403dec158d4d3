/** The accounts calls to /shopping: codes, login, profile, security, the avatar upload. */
import type { SmsPurpose } from "#contract/accounts";
import type { ShoppingApi } from "~/service/client.server";

export const accountCalls = {
  captcha: (api: ShoppingApi) => api.post("/user/captcha/getImageCaptcha"),
  sendSms: (
    api: ShoppingApi,
    body: { phone: string; purpose: SmsPurpose; captchaId: string; captchaCode: string },
  ) => api.post("/user/sms/sendSmsCode", body),
  register: (
    api: ShoppingApi,
    body: { phone: string; smsCode: string; password: string; agreed: true; adult: true },
  ) => api.post("/user/user/register", body),
  loginBySms: (
    api: ShoppingApi,
    body: { phone: string; smsCode: string; captchaId: string; captchaCode: string },
  ) => api.post("/user/user/loginBySms", body),
  loginByPassword: (
    api: ShoppingApi,
    body: { phone: string; password: string; captchaId: string; captchaCode: string },
  ) => api.post("/user/user/loginByPassword", body),
  logout: (api: ShoppingApi) => api.post("/user/user/logout"),
  /** the mini-program host's one-time ticket (shopping/miniprogram) */
  enterMiniProgram: (api: ShoppingApi, body: { ticket: string }) =>
    api.post("/miniprogram/enter", body),
  profile: (api: ShoppingApi) => api.get("/user/user/getUserInfo"),
  updateProfile: (api: ShoppingApi, body: { nickname: string; gender: number }) =>
    api.post("/user/user/updateUserInfo", body),
  changePassword: (api: ShoppingApi, body: { oldPassword: string; newPassword: string }) =>
    api.post("/user/user/changePassword", body),
  setPassword: (api: ShoppingApi, body: { newPassword: string }) =>
    api.post("/user/user/setPassword", body),
  verifyOldPhone: (api: ShoppingApi, body: { phone: string; smsCode: string }) =>
    api.post("/user/user/verifyOldPhone", body),
  bindNewPhone: (api: ShoppingApi, body: { ticket: string; phone: string; smsCode: string }) =>
    api.post("/user/user/bindNewPhone", body),
  uploadAvatar: (api: ShoppingApi, file: File) => {
    const form = new FormData();
    form.set("purpose", "avatar");
    form.set("file", file);
    return api.upload("/file/file/upload", form);
  },
};
