/**
 * Bad input to every accounts endpoint: code 422, the field's message key and text, and no row
 * changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  captchas,
  loginAttempts,
  phoneChangeTickets,
  smsCodes,
  smsOutbox,
  uploads,
  users,
  userTokens,
} from "../../shopping/db/schema";
import { api, randomIp, snapshot } from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const TABLES = {
  users,
  userTokens,
  captchas,
  smsCodes,
  smsOutbox,
  loginAttempts,
  phoneChangeTickets,
  addresses,
  uploads,
};

const captcha = { captchaId: "abc", captchaCode: "x7kd" };
const address = {
  recipient: "李白",
  phone: "13800138000",
  areaCode: "310115",
  detail: "世纪大道100号",
};

/** [path, needs a login, body, field, key, Chinese message] */
const CASES: [string, boolean, object, string, string, string][] = [
  [
    "/user/sms/sendSmsCode",
    false,
    { phone: "", purpose: "register", ...captcha },
    "phone",
    "phone.required",
    "请输入手机号",
  ],
  [
    "/user/sms/sendSmsCode",
    false,
    { phone: "12345", purpose: "register", ...captcha },
    "phone",
    "phone.invalid",
    "请输入正确的手机号",
  ],
  [
    "/user/sms/sendSmsCode",
    false,
    { phone: "13912345678", purpose: "register", captchaId: "abc", captchaCode: "" },
    "captchaCode",
    "captcha.required",
    "请输入图形验证码",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "", password: "wine2024", agreed: true, adult: true },
    "smsCode",
    "sms.required",
    "请输入短信验证码",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "12345", password: "wine2024", agreed: true, adult: true },
    "smsCode",
    "sms.invalid",
    "短信验证码为6位数字",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "123456", password: "abc12", agreed: true, adult: true },
    "password",
    "password.format",
    "密码须为6-20位，且包含字母、数字、符号中的至少两种",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "123456", password: "abcdefgh", agreed: true, adult: true },
    "password",
    "password.format",
    "密码须为6-20位，且包含字母、数字、符号中的至少两种",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "123456", password: "wine 2024", agreed: true, adult: true },
    "password",
    "password.format",
    "密码须为6-20位，且包含字母、数字、符号中的至少两种",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "123456", password: "wine2024", agreed: false, adult: true },
    "agreed",
    "agreement.read",
    "请先阅读并同意服务协议",
  ],
  [
    "/user/user/register",
    false,
    { phone: "13912345678", smsCode: "123456", password: "wine2024", agreed: true },
    "adult",
    "age.confirm",
    "请确认您已年满18周岁",
  ],
  [
    "/user/user/loginByPassword",
    false,
    { phone: "13912345678", password: "", ...captcha },
    "password",
    "password.required",
    "请输入密码",
  ],
  [
    "/user/user/loginBySms",
    false,
    { phone: "13912345678", smsCode: "", ...captcha },
    "smsCode",
    "sms.required",
    "请输入短信验证码",
  ],
  [
    "/user/user/updateUserInfo",
    true,
    { nickname: "", gender: 1 },
    "nickname",
    "nickname.required",
    "请输入昵称",
  ],
  [
    "/user/user/updateUserInfo",
    true,
    { nickname: "x".repeat(21), gender: 1 },
    "nickname",
    "nickname.tooLong",
    "昵称最多20个字",
  ],
  [
    "/user/user/updateUserInfo",
    true,
    { nickname: "醇友", gender: 5 },
    "gender",
    "gender.invalid",
    "请选择性别",
  ],
  [
    "/user/user/changePassword",
    true,
    { oldPassword: "", newPassword: "wine2025" },
    "oldPassword",
    "oldPassword.required",
    "请输入原密码",
  ],
  [
    "/user/user/changePassword",
    true,
    { oldPassword: "wine2024", newPassword: "x".repeat(21) + "1" },
    "newPassword",
    "password.format",
    "密码须为6-20位，且包含字母、数字、符号中的至少两种",
  ],
  [
    "/user/user/setPassword",
    true,
    { newPassword: "" },
    "newPassword",
    "password.required",
    "请输入密码",
  ],
  [
    "/user/user/verifyOldPhone",
    true,
    { phone: "", smsCode: "123456" },
    "phone",
    "phone.required",
    "请输入手机号",
  ],
  [
    "/user/user/bindNewPhone",
    true,
    { ticket: "0123456789abcdef", phone: "13912345678", smsCode: "12" },
    "smsCode",
    "sms.invalid",
    "短信验证码为6位数字",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, recipient: " " },
    "recipient",
    "recipient.required",
    "请输入收货人",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, recipient: "x".repeat(21) },
    "recipient",
    "recipient.tooLong",
    "收货人最多20个字",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, phone: "1380013800" },
    "phone",
    "phone.invalid",
    "请输入正确的手机号",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, areaCode: "" },
    "areaCode",
    "area.required",
    "请选择所在地区",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, detail: "" },
    "detail",
    "detail.required",
    "请输入详细地址",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, detail: "x".repeat(101) },
    "detail",
    "detail.tooLong",
    "详细地址最多100个字",
  ],
  [
    "/user/address/saveAddress",
    true,
    { ...address, postalCode: "1234" },
    "postalCode",
    "postalCode.invalid",
    "邮政编码为6位数字",
  ],
];

describe.each(backends())("accounts validation on %s", (backend) => {
  let svc: RunningService;
  let token: string;

  beforeAll(async () => {
    svc = await startService(backend);
    ({ token } = await createUser(svc.database.db));
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it.each(CASES)("%s refuses %j", async (path, auth, body, field, key, message) => {
    const before = await snapshot(svc.database.db, TABLES);
    const a = await api(svc, path, { body, ip: randomIp(), token: auth ? token : undefined });
    expect(a).toMatchObject({ http: 200, code: 422, status: 422, message });
    expect(a.data.fieldErrors[field]).toEqual(expect.arrayContaining([key]));
    expect(Object.keys(a.data.fieldErrors)[0]).toBe(field);
    expect(await snapshot(svc.database.db, TABLES)).toEqual(before);
  });

  it("answers the field's message in English", async () => {
    const a = await api(svc, "/user/user/updateUserInfo", {
      token,
      lang: "en",
      body: { nickname: "", gender: 0 },
    });
    expect(a).toMatchObject({ code: 422, message: "Please enter a nickname" });
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await fetch(`${svc.base}/user/user/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });
});
