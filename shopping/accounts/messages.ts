/** The accounts area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const accountsMessages: Messages = {
  sms_resend_wait: {
    ch: "请 {n} 秒后再获取验证码",
    en: "Please wait {n} seconds before asking for another code",
  },
  sms_daily_phone: {
    ch: "该手机号今日获取验证码次数已达上限，请明天再试",
    en: "This number has received the most codes allowed today; please try again tomorrow",
  },
  sms_daily_ip: {
    ch: "您的网络今日获取验证码次数过多，请明天再试",
    en: "Too many codes were asked for from your network today; please try again tomorrow",
  },
  sms_unavailable: {
    ch: "短信服务暂不可用，请稍后再试",
    en: "text messages cannot be sent right now, please try again later",
  },
  phone_registered: { ch: "该手机号已注册", en: "this number is already registered" },
  phone_not_registered: { ch: "该手机号尚未注册", en: "this number is not registered" },
  phone_taken: { ch: "该手机号已被其他账号使用", en: "this number belongs to another account" },
  login_locked: {
    ch: "尝试次数过多，请 {n} 分钟后再试",
    en: "Too many attempts, please try again in {n} minutes",
  },
  password_changed: {
    ch: "修改成功，请重新登录",
    en: "modification successful and re-login needed",
  },
  password_set: { ch: "设置成功", en: "password set" },
  password_already_set: {
    ch: "已设置过密码，请使用修改密码",
    en: "a password is already set; change it instead",
  },
  password_not_set: {
    ch: "尚未设置密码，请先设置密码",
    en: "no password is set yet; set one first",
  },
  verification_success: { ch: "验证成功", en: "verification successful" },
};
