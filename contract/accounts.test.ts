/** Every rule of the accounts contract, with the message key it answers. */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressSchema,
  bindNewPhoneSchema,
  changePasswordSchema,
  idSchema,
  newPasswordSchema,
  passwordKinds,
  passwordLoginSchema,
  phoneSchema,
  registerSchema,
  sendSmsSchema,
  setPasswordSchema,
  simplePasswordSchema,
  smsCodeSchema,
  updateProfileSchema,
  uploadFieldsSchema,
  verifyOldPhoneSchema,
} from "./accounts";

/**
 * The message key shown for a value (the first one, as the service answers), or [] when it passes.
 */
function keys(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [result.error.issues[0].message];
}

/** The first message key of each refused field of an object. */
function fieldKeys(schema: z.ZodTypeAny, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (!result.success) for (const i of result.error.issues) out[i.path.join(".")] ??= [i.message];
  return out;
}

describe("phone", () => {
  it.each([
    ["13912345678", []],
    [" 13912345678 ", []],
    ["19912345678", []],
    ["", ["phone.required"]],
    ["   ", ["phone.required"]],
    [undefined, ["phone.required"]],
    ["12912345678", ["phone.invalid"]],
    ["1391234567", ["phone.invalid"]],
    ["139123456789", ["phone.invalid"]],
    ["1391234567a", ["phone.invalid"]],
    ["+8613912345678", ["phone.invalid"]],
  ])("%j -> %j", (value, expected) => {
    expect(keys(phoneSchema, value)).toEqual(expected);
  });
});

describe("SMS code", () => {
  it.each([
    ["123456", []],
    ["", ["sms.required"]],
    [undefined, ["sms.required"]],
    ["12345", ["sms.invalid"]],
    ["1234567", ["sms.invalid"]],
    ["12345a", ["sms.invalid"]],
  ])("%j -> %j", (value, expected) => {
    expect(keys(smsCodeSchema, value)).toEqual(expected);
  });
});

describe("new password: 6 to 20, two kinds of letters, digits and symbols, no spaces", () => {
  it.each([
    ["", ["password.required"]],
    [undefined, ["password.required"]],
    ["abc12", ["password.format"]], // 5
    ["abc123", []], // 6
    ["abcdefghij123456789!", []], // 20
    ["abcdefghij1234567890x", ["password.format"]], // 21
    ["abcdefgh", ["password.format"]], // letters only
    ["12345678", ["password.format"]], // digits only
    ["!@#$%^&*", ["password.format"]], // symbols only
    ["abc!@#", []], // letters + symbols
    ["123!@#", []], // digits + symbols
    ["abc 123", ["password.format"]], // a space
    ["abc\t123", ["password.format"]],
  ])("%j -> %j", (value, expected) => {
    expect(keys(newPasswordSchema, value)).toEqual(expected);
  });

  it.each([
    ["abcdef", 1],
    ["123456", 1],
    ["!!!!!!", 1],
    ["abc123", 2],
    ["abc!!!", 2],
    ["123!!!", 2],
    ["aB3!", 3],
    ["   ", 0],
    ["", 0],
  ])("passwordKinds(%j) = %d", (value, expected) => {
    expect(passwordKinds(value)).toBe(expected);
  });
});

describe("simple password: 6 to 16 letters or digits, no spaces", () => {
  it.each([
    ["", ["password.required"]],
    ["abc12", ["password.simpleFormat"]],
    ["abc123", []],
    ["abcdef", []],
    ["1234567890abcdef", []], // 16
    ["1234567890abcdefg", ["password.simpleFormat"]], // 17
    ["abc 123", ["password.simpleFormat"]],
    ["abc!123", ["password.simpleFormat"]],
  ])("%j -> %j", (value, expected) => {
    expect(keys(simplePasswordSchema, value)).toEqual(expected);
  });
});

describe("forms", () => {
  const captcha = { captchaId: "abc", captchaCode: "x7kd" };

  it("send SMS: captcha required and bounded, purpose one of four", () => {
    expect(
      fieldKeys(sendSmsSchema, { phone: "13912345678", purpose: "login", ...captcha }),
    ).toEqual({});
    expect(
      fieldKeys(sendSmsSchema, {
        phone: "13912345678",
        purpose: "login",
        captchaId: "",
        captchaCode: "",
      }),
    ).toEqual({
      captchaId: ["captcha.required"],
      captchaCode: ["captcha.required"],
    });
    expect(
      fieldKeys(sendSmsSchema, {
        phone: "13912345678",
        purpose: "login",
        captchaId: "x".repeat(65),
        captchaCode: "123456789",
      }),
    ).toEqual({
      captchaId: ["captcha.invalid"],
      captchaCode: ["captcha.invalid"],
    });
    expect(
      Object.keys(fieldKeys(sendSmsSchema, { phone: "13912345678", purpose: "reset", ...captcha })),
    ).toEqual(["purpose"]);
  });

  it("register: every field, the agreement and the age", () => {
    const ok = {
      phone: "13912345678",
      smsCode: "123456",
      password: "wine2024",
      agreed: true,
      adult: true,
    };
    expect(fieldKeys(registerSchema, ok)).toEqual({});
    expect(fieldKeys(registerSchema, {})).toEqual({
      phone: ["phone.required"],
      smsCode: ["sms.required"],
      password: ["password.required"],
      agreed: ["agreement.read"],
      adult: ["age.confirm"],
    });
    expect(fieldKeys(registerSchema, { ...ok, agreed: false, adult: "yes" })).toEqual({
      agreed: ["agreement.read"],
      adult: ["age.confirm"],
    });
  });

  it("password login: a password of any format, at most 64", () => {
    const ok = { phone: "13912345678", password: "x", ...captcha };
    expect(fieldKeys(passwordLoginSchema, ok)).toEqual({});
    expect(fieldKeys(passwordLoginSchema, { ...ok, password: "" })).toEqual({
      password: ["password.required"],
    });
    expect(fieldKeys(passwordLoginSchema, { ...ok, password: "x".repeat(65) })).toEqual({
      password: ["password.format"],
    });
  });

  it("profile: nickname 1 to 20 after trimming, gender 0, 1 or 2", () => {
    expect(updateProfileSchema.parse({ nickname: " 醇友 ", gender: "1" })).toEqual({
      nickname: "醇友",
      gender: 1,
    });
    expect(fieldKeys(updateProfileSchema, { nickname: "x".repeat(20), gender: 0 })).toEqual({});
    expect(fieldKeys(updateProfileSchema, { nickname: "  ", gender: 3 })).toEqual({
      nickname: ["nickname.required"],
      gender: ["gender.invalid"],
    });
    expect(fieldKeys(updateProfileSchema, { nickname: "x".repeat(21), gender: "abc" })).toEqual({
      nickname: ["nickname.tooLong"],
      gender: ["gender.invalid"],
    });
    expect(fieldKeys(updateProfileSchema, {})).toEqual({
      nickname: ["nickname.required"],
      gender: ["gender.invalid"],
    });
  });

  it("change and set password", () => {
    expect(fieldKeys(changePasswordSchema, { oldPassword: "", newPassword: "abc" })).toEqual({
      oldPassword: ["oldPassword.required"],
      newPassword: ["password.format"],
    });
    expect(
      fieldKeys(changePasswordSchema, { oldPassword: "whatever", newPassword: "abc123" }),
    ).toEqual({});
    expect(fieldKeys(setPasswordSchema, { newPassword: "" })).toEqual({
      newPassword: ["password.required"],
    });
  });

  it("phone change", () => {
    expect(fieldKeys(verifyOldPhoneSchema, { phone: "1", smsCode: "1" })).toEqual({
      phone: ["phone.invalid"],
      smsCode: ["sms.invalid"],
    });
    expect(
      Object.keys(
        fieldKeys(bindNewPhoneSchema, { ticket: "short", phone: "13912345678", smsCode: "123456" }),
      ),
    ).toEqual(["ticket"]);
  });

  it("address: recipient, phone, area, detail, postal code", () => {
    const ok = {
      recipient: "李白",
      phone: "13912345678",
      areaCode: "310115",
      detail: "世纪大道100号",
    };
    expect(addressSchema.parse(ok)).toEqual({ ...ok, postalCode: null, isDefault: false });
    expect(addressSchema.parse({ ...ok, postalCode: "", isDefault: "true" })).toMatchObject({
      postalCode: null,
      isDefault: true,
    });
    expect(fieldKeys(addressSchema, {})).toEqual({
      recipient: ["recipient.required"],
      phone: ["phone.required"],
      areaCode: ["area.required"],
      detail: ["detail.required"],
    });
    expect(
      fieldKeys(addressSchema, {
        recipient: "x".repeat(21),
        phone: "139",
        areaCode: "31011",
        detail: "x".repeat(101),
        postalCode: "12345",
      }),
    ).toEqual({
      recipient: ["recipient.tooLong"],
      phone: ["phone.invalid"],
      areaCode: ["area.required"],
      detail: ["detail.tooLong"],
      postalCode: ["postalCode.invalid"],
    });
    expect(fieldKeys(addressSchema, { ...ok, recipient: " ", detail: "  " })).toEqual({
      recipient: ["recipient.required"],
      detail: ["detail.required"],
    });
    expect(fieldKeys(addressSchema, { ...ok, id: -1 })).toHaveProperty("id");
    expect(
      fieldKeys(addressSchema, {
        ...ok,
        recipient: "x".repeat(20),
        detail: "x".repeat(100),
        postalCode: "200120",
      }),
    ).toEqual({});
  });

  it("ids and upload purpose", () => {
    expect(idSchema.parse({ id: "7" })).toEqual({ id: 7 });
    for (const id of [0, -1, 1.5, "x", 2_147_483_648])
      expect(idSchema.safeParse({ id }).success, String(id)).toBe(false);
    expect(fieldKeys(uploadFieldsSchema, { purpose: "avatar" })).toEqual({});
    expect(fieldKeys(uploadFieldsSchema, { purpose: "exe" })).toEqual({
      purpose: ["upload.purpose"],
    });
  });
});
