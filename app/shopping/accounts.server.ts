/** The accounts calls to /shopping: codes, login, profile, security, addresses, uploads. */
import type { Address, CaptchaImage, LoginResult, PhoneChangeTicket, SendSmsResult, SmsPurpose, UploadResult, UserProfile } from "../../contract/accounts";
import type { ShoppingApi } from "./client.server";

export const accounts = {
  captcha: (api: ShoppingApi) => api.post<CaptchaImage>("/user/captcha/getImageCaptcha"),
  sendSms: (api: ShoppingApi, body: { phone: string; purpose: SmsPurpose; captchaId: string; captchaCode: string }) =>
    api.post<SendSmsResult>("/user/sms/sendSmsCode", body),
  register: (api: ShoppingApi, body: { phone: string; smsCode: string; password: string; agreed: true; adult: true }) =>
    api.post<LoginResult>("/user/user/register", body),
  loginBySms: (api: ShoppingApi, body: { phone: string; smsCode: string; captchaId: string; captchaCode: string }) =>
    api.post<LoginResult>("/user/user/loginBySms", body),
  loginByPassword: (api: ShoppingApi, body: { phone: string; password: string; captchaId: string; captchaCode: string }) =>
    api.post<LoginResult>("/user/user/loginByPassword", body),
  logout: (api: ShoppingApi) => api.post<null>("/user/user/logout"),
  profile: (api: ShoppingApi) => api.get<UserProfile>("/user/user/getUserInfo"),
  updateProfile: (api: ShoppingApi, body: { nickname: string; gender: number }) => api.post<UserProfile>("/user/user/updateUserInfo", body),
  changePassword: (api: ShoppingApi, body: { oldPassword: string; newPassword: string }) => api.post<null>("/user/user/changePassword", body),
  setPassword: (api: ShoppingApi, body: { newPassword: string }) => api.post<null>("/user/user/setPassword", body),
  verifyOldPhone: (api: ShoppingApi, body: { phone: string; smsCode: string }) => api.post<PhoneChangeTicket>("/user/user/verifyOldPhone", body),
  bindNewPhone: (api: ShoppingApi, body: { ticket: string; phone: string; smsCode: string }) => api.post<UserProfile>("/user/user/bindNewPhone", body),
  uploadAvatar: (api: ShoppingApi, file: File) => {
    const form = new FormData();
    form.set("purpose", "avatar");
    form.set("file", file);
    return api.upload<UploadResult>("/file/file/upload", form);
  },
  addresses: (api: ShoppingApi) => api.get<Address[]>("/user/address/findAddressList"),
  saveAddress: (api: ShoppingApi, body: Record<string, unknown>) => api.post<Address>("/user/address/saveAddress", body),
  deleteAddress: (api: ShoppingApi, id: number) => api.post<null>("/user/address/deleteAddress", { id }),
  setDefaultAddress: (api: ShoppingApi, id: number) => api.post<null>("/user/address/setDefaultAddress", { id }),
};
