/** Signing up and in: image captcha, SMS code, registration, both logins. */
import {
  passwordLoginSchema,
  registerSchema,
  sendSmsSchema,
  smsLoginSchema,
  type CaptchaImage,
  type LoginResult,
  type SendSmsResult,
} from "../../contract/accounts";
import {
  captchaImageSchema,
  loginResultSchema,
  sendSmsResultSchema,
} from "../../contract/accounts-answers";
import { defineEndpoint } from "../http/endpoint";
import { createCaptcha } from "./captcha";
import { loginByPassword, loginBySms } from "./login";
import { register } from "./register";
import { sendSmsCode } from "./send-code";

const TAG = "accounts";

export const signInEndpoints = [
  defineEndpoint({
    method: "post",
    path: "/user/captcha/getImageCaptcha",
    summary: "A new image verification code (SVG), single use, valid 2 minutes",
    tag: TAG,
    response: captchaImageSchema,
    handler: ({ db }): Promise<CaptchaImage> => createCaptcha(db),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/sms/sendSmsCode",
    summary:
      "Text a 6-digit code to a phone; needs the image captcha; verifyOldPhone and bindNewPhone need a login",
    tag: TAG,
    body: sendSmsSchema,
    response: sendSmsResultSchema,
    handler: ({ db, req, body, lang }): Promise<SendSmsResult> => sendSmsCode(db, req, body, lang),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/register",
    summary: "Register with a phone, its SMS code and a password; answers a login token",
    tag: TAG,
    body: registerSchema,
    response: loginResultSchema,
    handler: ({ db, body }): Promise<LoginResult> => register(db, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/loginBySms",
    summary: "Log in with an SMS code",
    tag: TAG,
    body: smsLoginSchema,
    response: loginResultSchema,
    handler: ({ db, req, body }): Promise<LoginResult> => loginBySms(db, req, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/loginByPassword",
    summary: "Log in with the phone and password",
    tag: TAG,
    body: passwordLoginSchema,
    response: loginResultSchema,
    handler: ({ db, req, body }): Promise<LoginResult> => loginByPassword(db, req, body),
  }),
];
