/**
 * The shared contract of accounts: the validation rules of spec §5 as zod
 * schemas (the service validates with them; the storefront's forms use them
 * through conform) and the shapes of the answers. Error messages are keys of
 * VALIDATION_MESSAGES, translated on each side.
 */
import { z } from "zod";
import type {
  accountStatusSchema,
  addressEntrySchema,
  captchaImageSchema,
  loginResultSchema,
  phoneChangeTicketSchema,
  sendSmsResultSchema,
  uploadResultSchema,
  userProfileSchema,
} from "./accounts-answers";

export const VALIDATION_MESSAGES = {
  "phone.required": { ch: "请输入手机号", en: "Please enter your mobile number" },
  "phone.invalid": { ch: "请输入正确的手机号", en: "Please enter a valid mobile number" },
  "captcha.required": { ch: "请输入图形验证码", en: "Please enter the image verification code" },
  "captcha.invalid": { ch: "图形验证码不正确", en: "The image verification code is not correct" },
  "sms.required": { ch: "请输入短信验证码", en: "Please enter the SMS code" },
  "sms.invalid": { ch: "短信验证码为6位数字", en: "The SMS code has 6 digits" },
  "password.required": { ch: "请输入密码", en: "Please enter your password" },
  "password.format": {
    ch: "密码须为6-20位，且包含字母、数字、符号中的至少两种",
    en: "6 to 20 characters, with at least two kinds of letters, digits and symbols",
  },
  "password.simpleFormat": {
    ch: "密码须为6-16位字母或数字，不含空格",
    en: "6 to 16 letters or digits, no spaces",
  },
  "password.mismatch": { ch: "两次输入的密码不一致", en: "The two passwords do not match" },
  "oldPassword.required": { ch: "请输入原密码", en: "Please enter your current password" },
  "confirm.required": { ch: "请再次输入新密码", en: "Please confirm the new password" },
  "agreement.read": {
    ch: "请先阅读并同意服务协议",
    en: "Please read and accept the service agreement first",
  },
  "age.confirm": { ch: "请确认您已年满18周岁", en: "Please confirm that you are 18 or older" },
  "nickname.required": { ch: "请输入昵称", en: "Please enter a nickname" },
  "nickname.tooLong": { ch: "昵称最多20个字", en: "A nickname has at most 20 characters" },
  "gender.invalid": { ch: "请选择性别", en: "Please choose a gender" },
  "recipient.required": { ch: "请输入收货人", en: "Please enter the recipient" },
  "recipient.tooLong": { ch: "收货人最多20个字", en: "The recipient has at most 20 characters" },
  "area.required": { ch: "请选择所在地区", en: "Please choose the area" },
  "detail.required": { ch: "请输入详细地址", en: "Please enter the detailed address" },
  "detail.tooLong": {
    ch: "详细地址最多100个字",
    en: "The detailed address has at most 100 characters",
  },
  "postalCode.invalid": { ch: "邮政编码为6位数字", en: "A postal code has 6 digits" },
  // Answers of the service to well-formed input (the storefront shows them beside the field).
  "phone.mismatch": {
    ch: "手机号与注册手机号不一致",
    en: "This is not the number registered to your account",
  },
  "login.failed": { ch: "手机号或密码错误", en: "wrong mobile number or password" },
  "sms.wrong": { ch: "短信验证码错误或已失效", en: "the SMS code is wrong or has expired" },
  "password.wrongOld": { ch: "原密码不正确", en: "the current password is not correct" },
  "password.sameAsOld": {
    ch: "新密码不能与原密码相同",
    en: "the new password must differ from the current one",
  },
  "ticket.invalid": {
    ch: "原手机号验证已失效，请重新验证",
    en: "the check of your current number has expired; please verify it again",
  },
  "area.invalid": { ch: "所选地区不存在", en: "this area does not exist" },
  "upload.purpose": { ch: "上传用途不正确", en: "unknown upload purpose" },
  "photos.tooMany": { ch: "最多上传6张图片", en: "At most 6 pictures" },
  "photos.invalid": {
    ch: "图片已失效，请重新上传",
    en: "A picture is no longer available; please upload it again",
  },
  // Buying (spec §5: quantities are positive integers; choose a product, an address first).
  "quantity.invalid": { ch: "请输入正确的购买数量", en: "Please enter a valid quantity" },
  "cart.chooseFirst": { ch: "请先选择商品", en: "Please choose a product first" },
  "address.choose": { ch: "请先选择收货地址", en: "Please choose an address first" },
  "buyerMessage.tooLong": { ch: "买家留言最多200个字", en: "A message has at most 200 characters" },
  "payMethod.invalid": { ch: "请选择支付宝或微信支付", en: "Please choose Alipay or WeChat" },
  // Reviews (spec §5: review content must not be empty).
  "rating.invalid": { ch: "请选择1到5星的评分", en: "Please choose a rating of 1 to 5 stars" },
  "review.required": { ch: "评价内容不能为空", en: "Review content must not be empty" },
  "review.tooLong": { ch: "评价内容最多500个字", en: "A review has at most 500 characters" },
  "review.allWines": { ch: "请评价订单中的每一款酒", en: "Please review every wine of the order" },
  // After-sale (spec §5: refund amount and points not empty, not both zero; a return shipment needs
  // a courier and a tracking number).
  "afterSale.reason.required": {
    ch: "请选择或填写退款原因",
    en: "Please choose or enter a reason",
  },
  "afterSale.reason.tooLong": {
    ch: "退款原因最多200个字",
    en: "A reason has at most 200 characters",
  },
  "afterSale.amount.required": { ch: "请输入退款金额", en: "Please enter the refund amount" },
  "afterSale.amount.invalid": {
    ch: "退款金额须为不小于0的金额，最多两位小数",
    en: "The refund amount is an amount of 0 or more, with at most two decimals",
  },
  "afterSale.amount.tooMuch": {
    ch: "退款金额不能超过实付金额",
    en: "The refund amount cannot be more than was paid",
  },
  "afterSale.points.required": { ch: "请输入退款积分", en: "Please enter the refund points" },
  "afterSale.points.invalid": {
    ch: "退款积分须为不小于0的整数",
    en: "Refund points are a whole number of 0 or more",
  },
  "afterSale.points.tooMuch": {
    ch: "退款积分不能超过订单使用的积分",
    en: "The refund points cannot be more than the order used",
  },
  "gift.phone.self": {
    ch: "不能赠送给自己",
    en: "You cannot give points to yourself",
  },
  "gift.phone.unknown": {
    ch: "该手机号尚未注册",
    en: "No account has this mobile number",
  },
  "gift.points.required": { ch: "请输入赠送数量", en: "Please enter how many points to give" },
  "gift.points.invalid": {
    ch: "赠送数量须为正整数",
    en: "The points to give are a whole number of 1 or more",
  },
  "gift.points.tooMany": { ch: "积分余额不足", en: "You do not have that many points" },
  "gift.key.invalid": {
    ch: "这次赠送已处理，请重新填写并核对",
    en: "This gift was already handled: fill in and check it again",
  },
  "gift.points.dailyCap": {
    ch: "超过今日赠送上限",
    en: "This is more than you may give today",
  },
  "afterSale.key.invalid": {
    ch: "这次申请已处理，请重新填写并核对",
    en: "This request was already handled: fill in and check it again",
  },
  "afterSale.bothZero": {
    ch: "退款金额和退款积分不能同时为0",
    en: "The refund amount and the refund points cannot both be zero",
  },
  "returnShipment.company.required": {
    ch: "请选择快递公司",
    en: "Please choose a courier company",
  },
  "returnShipment.trackingNo.required": {
    ch: "请输入快递单号",
    en: "Please enter the tracking number",
  },
  "returnShipment.trackingNo.invalid": {
    ch: "快递单号为6-32位字母或数字",
    en: "A tracking number has 6 to 32 letters or digits",
  },
  "saved.nothingSelected": {
    ch: "请先选择要删除的商品",
    en: "Select the wines to delete first",
  },
  "invoice.kind.invalid": { ch: "请选择发票类型", en: "Choose the type of invoice" },
  "invoice.holder.invalid": {
    ch: "请选择个人或单位",
    en: "Choose whether it is for a person or a company",
  },
  "invoice.name.required": { ch: "请输入发票抬头", en: "Enter the name on the invoice" },
  "invoice.tooLong": { ch: "内容过长", en: "This is too long" },
  "invoice.taxNo.required": { ch: "请输入纳税人识别号", en: "Enter the taxpayer id" },
  "invoice.taxNo.invalid": {
    ch: "纳税人识别号为15、18或20位数字或大写字母",
    en: "A taxpayer id has 15, 18 or 20 digits or capital letters",
  },
  "invoice.taxNo.checkDigit": {
    ch: "统一社会信用代码校验位不正确，请核对",
    en: "The check character of this unified social credit code is wrong; please check it",
  },
  "invoice.address.required": { ch: "请输入注册地址", en: "Enter the registered address" },
  "invoice.phone.required": { ch: "请输入注册电话", en: "Enter the registered telephone" },
  "invoice.phone.invalid": {
    ch: "请输入正确的注册电话（如 021-12345678）",
    en: "Enter a valid registered telephone (e.g. 021-12345678)",
  },
  "invoice.bank.required": { ch: "请输入开户银行", en: "Enter the bank" },
  "invoice.bankAccount.required": { ch: "请输入银行账号", en: "Enter the bank account" },
  "invoice.bankAccount.invalid": {
    ch: "银行账号为8-30位数字",
    en: "A bank account has 8 to 30 digits",
  },
  "invoice.licence.required": { ch: "请上传营业执照", en: "Upload the business licence" },
  "invoice.licence.invalid": {
    ch: "营业执照文件无效，请重新上传",
    en: "This business licence file is not valid; upload it again",
  },
  "invoice.special.exists": { ch: "您已有专用发票", en: "You already have a special invoice" },
  "invoice.title.required": { ch: "请选择发票抬头", en: "Choose an invoice title" },
  "invoice.number.invalid": {
    ch: "发票号码为8-40位字母、数字或-",
    en: "An invoice number has 8 to 40 letters, digits or dashes",
  },
  "invoice.title.unusable": {
    ch: "该发票抬头不可用（专用发票须审核通过）",
    en: "This title cannot be used (a special title must be approved first)",
  },
  "invoice.rejectReason.required": {
    ch: "请填写驳回原因",
    en: "Give the reason for the refusal",
  },
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** Mainland China mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const phoneSchema = z
  .string({ required_error: "phone.required" })
  .trim()
  .min(1, "phone.required")
  .regex(PHONE_PATTERN, "phone.invalid");

export const captchaSchema = z.object({
  captchaId: z
    .string({ required_error: "captcha.required" })
    .trim()
    .min(1, "captcha.required")
    .max(64, "captcha.invalid"),
  captchaCode: z
    .string({ required_error: "captcha.required" })
    .trim()
    .min(1, "captcha.required")
    .max(8, "captcha.invalid"),
});

export const smsCodeSchema = z
  .string({ required_error: "sms.required" })
  .trim()
  .min(1, "sms.required")
  .regex(/^\d{6}$/, "sms.invalid");

/** 6 to 20 characters, at least two kinds among letters, digits and symbols (spec §5). */
export function passwordKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((r) => r.test(password)).length;
}

export const newPasswordSchema = z
  .string({ required_error: "password.required" })
  .min(1, "password.required")
  .refine(
    (p) => p.length >= 6 && p.length <= 20 && !/\s/.test(p) && passwordKinds(p) >= 2,
    "password.format",
  );

/** The spec's other password helper: letters or digits only, no spaces, 6 to 16. */
export const simplePasswordSchema = z
  .string({ required_error: "password.required" })
  .min(1, "password.required")
  .regex(/^[A-Za-z\d]{6,16}$/, "password.simpleFormat");

export const SMS_PURPOSES = [
  "register",
  "login",
  "verifyOldPhone",
  "bindNewPhone",
  "giftPoints",
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const sendSmsSchema = captchaSchema.extend({
  phone: phoneSchema,
  purpose: z.enum(SMS_PURPOSES),
});

export const registerSchema = z.object({
  phone: phoneSchema,
  smsCode: smsCodeSchema,
  password: newPasswordSchema,
  agreed: z.literal(true, { errorMap: () => ({ message: "agreement.read" }) }),
  adult: z.literal(true, { errorMap: () => ({ message: "age.confirm" }) }),
});

export const smsLoginSchema = captchaSchema.extend({ phone: phoneSchema, smsCode: smsCodeSchema });

export const passwordLoginSchema = captchaSchema.extend({
  phone: phoneSchema,
  password: z
    .string({ required_error: "password.required" })
    .min(1, "password.required")
    .max(64, "password.format"),
});

export const GENDERS = [0, 1, 2] as const; // unknown, male, female

export const updateProfileSchema = z.object({
  nickname: z
    .string({ required_error: "nickname.required" })
    .trim()
    .min(1, "nickname.required")
    .max(20, "nickname.tooLong"),
  gender: z.coerce
    .number({ invalid_type_error: "gender.invalid" })
    .int()
    .refine((g) => (GENDERS as readonly number[]).includes(g), "gender.invalid"),
});

export const changePasswordSchema = z.object({
  oldPassword: z
    .string({ required_error: "oldPassword.required" })
    .min(1, "oldPassword.required")
    .max(64, "password.format"),
  newPassword: newPasswordSchema,
});

export const setPasswordSchema = z.object({ newPassword: newPasswordSchema });

export const verifyOldPhoneSchema = z.object({ phone: phoneSchema, smsCode: smsCodeSchema });
export const bindNewPhoneSchema = z.object({
  ticket: z.string().min(10).max(200),
  phone: phoneSchema,
  smsCode: smsCodeSchema,
});

export const addressSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  recipient: z
    .string({ required_error: "recipient.required" })
    .trim()
    .min(1, "recipient.required")
    .max(20, "recipient.tooLong"),
  phone: phoneSchema,
  /** the district's 6-digit administrative code; the service fills the names */
  areaCode: z
    .string({ required_error: "area.required" })
    .trim()
    .regex(/^\d{6}$/, "area.required"),
  detail: z
    .string({ required_error: "detail.required" })
    .trim()
    .min(1, "detail.required")
    .max(100, "detail.tooLong"),
  // nullish: the storefront sends null for "none", which is also what this schema outputs.
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, "postalCode.invalid")
    .nullish()
    .transform((v) => v || null),
  isDefault: z.coerce.boolean().optional().default(false),
});

export const idSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- answers: types derived from the zod schemas of accounts-answers.ts (the service's responses)

export type AccountStatus = z.infer<typeof accountStatusSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type CaptchaImage = z.infer<typeof captchaImageSchema>;
export type SendSmsResult = z.infer<typeof sendSmsResultSchema>;

/** A refused resend (code 429): how long to wait. */
export interface RetryAfter {
  retryAfterSeconds: number;
}

export type LoginResult = z.infer<typeof loginResultSchema>;
export type PhoneChangeTicket = z.infer<typeof phoneChangeTicketSchema>;
export type Address = z.infer<typeof addressEntrySchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** What an upload is for; "avatar" also sets the caller's avatar. */
export const UPLOAD_PURPOSES = ["avatar", "license", "aftersale", "review"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The extra fields of the multipart upload (the file itself is the field "file"). */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { errorMap: () => ({ message: "upload.purpose" }) }),
});

/** The image echo path's one parameter: a name the upload answered with. */
export const UPLOAD_FILE_NAME = /^[a-z0-9]{16,64}\.(jpg|png|webp)$/;
/** A business licence's stored name: a picture or a PDF (contract/invoices.ts). */
export const LICENCE_FILE_NAME = /^[a-z0-9]{16,64}\.(jpg|png|pdf)$/;
