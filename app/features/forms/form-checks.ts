/**
 * What the account forms check a field with as the shopper leaves it: zod,
 * conform's zod parser and the forms' schemas. Loaded by useValidateOnBlur
 * (conform.ts) right after hydration, never part of a page's first JavaScript
 * (issue 9); the server checks every submission with the same schemas.
 */
import {
  changePasswordFormSchema,
  phoneVerifySchema,
  setPasswordFormSchema,
} from "~/features/accounts/security-schemas";

export { parseWithZod } from "@conform-to/zod";
export { addressSchema, updateProfileSchema } from "#contract/accounts";
export { invoiceTitleSchema } from "#contract/invoices";
export { payoutAccountFormSchema } from "#contract/payouts";
export { resellFormSchema } from "~/features/resale/resell-schema";
export { loginSchemaFor } from "~/features/accounts/login-schemas";
export { registerFormSchema } from "~/features/accounts/register-schemas";
export { giftReviewSchema } from "~/features/points/gift-schemas";

/** By the names of form-constraints.ts's securityConstraints. */
export const securitySchemas = {
  changePassword: changePasswordFormSchema,
  setPassword: setPasswordFormSchema,
  phoneVerify: phoneVerifySchema,
};
