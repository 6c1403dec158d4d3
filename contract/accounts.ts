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
  /** the mini-program host binds its WeChat user to this phone's account, or makes one */
  "bindMiniProgram",
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
