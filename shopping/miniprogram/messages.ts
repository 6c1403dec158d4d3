/** The mini-program login's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const miniProgramMessages: Messages = {
  miniprogram_unavailable: {
    ch: "小程序登录暂不可用，请使用手机号登录",
    en: "signing in from the mini-program is not available; please log in with your phone",
  },
  miniprogram_code_invalid: {
    ch: "微信登录凭证无效，请重新进入小程序",
    en: "the WeChat login code is not valid; please open the mini-program again",
  },
  miniprogram_code_used: {
    ch: "微信登录凭证已使用，请重新登录",
    en: "this WeChat login code was already used; please log in again",
  },
  miniprogram_too_frequent: {
    ch: "登录过于频繁，请稍后再试",
    en: "too many logins; please try again later",
  },
  miniprogram_wechat_busy: {
    ch: "微信服务繁忙，请稍后再试",
    en: "WeChat is busy; please try again later",
  },
  miniprogram_wechat_refused: {
    ch: "微信拒绝了本次登录，请稍后再试",
    en: "WeChat refused this login; please try again later",
  },
  miniprogram_bind_expired: {
    ch: "绑定已过期，请重新登录",
    en: "the phone binding has expired; please log in again",
  },
  miniprogram_ticket_invalid: {
    ch: "登录已失效，请重新登录",
    en: "this login is no longer valid; please log in again",
  },
  miniprogram_already_bound: {
    ch: "该微信已绑定其他账号",
    en: "this WeChat user is already bound to another account",
  },
  miniprogram_phone_bound_elsewhere: {
    ch: "该手机号已绑定其他微信",
    en: "this phone number is already bound to another WeChat user",
  },
};
