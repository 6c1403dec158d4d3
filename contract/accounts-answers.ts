/**
 * The accounts answers (profile, login, codes, addresses, uploads) as zod
 * schemas: the service declares them as its endpoints' responses and the
 * storefront checks what it receives against them (contract/answers.ts).
 * contract/accounts.ts derives its types from these; they live apart so that
 * the browser's forms, which import the request schemas, never load them.
 */
import { z } from "zod";

const int = () => z.number().int();

export const accountStatusSchema = z.enum(["normal", "pending_review", "under_review", "initial"]);

export const userProfileSchema = z.strictObject({
  id: int(),
  phoneMasked: z.string().describe("e.g. 139****0000"),
  nickname: z.string(),
  gender: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe("0 unknown, 1 male, 2 female"),
  avatar: z
    .string()
    .nullable()
    .describe("an uploaded file's name for the image echo path, or null"),
  status: accountStatusSchema,
  createdAt: z.string().datetime(),
  hasPassword: z.boolean(),
  points: int(),
});

export const captchaImageSchema = z.strictObject({
  captchaId: z.string(),
  svg: z.string().describe("an SVG document"),
  expiresInSeconds: int(),
});

export const sendSmsResultSchema = z.strictObject({
  resendAfterSeconds: int().describe("seconds before another code may be sent to this number"),
});

export const loginResultSchema = z.strictObject({ token: z.string(), user: userProfileSchema });

export const phoneChangeTicketSchema = z.strictObject({
  ticket: z.string(),
  expiresInSeconds: int(),
});

export const addressEntrySchema = z.strictObject({
  id: int(),
  recipient: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  postalCode: z.string().nullable(),
  isDefault: z.boolean(),
});

export const addressListSchema = z
  .array(addressEntrySchema)
  .describe("the default first, then the newest");

export const uploadResultSchema = z.strictObject({ fileName: z.string() });
