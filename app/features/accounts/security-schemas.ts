import { z } from "zod";
import { captchaSchema, newPasswordSchema, phoneSchema, smsCodeSchema } from "#contract/accounts";

// An intersection, so the two new passwords are compared even while other fields are still wrong.
const confirmed = <T extends z.ZodRawShape>(shape: T) =>
  z.intersection(
    z.object(shape),
    z
      .object({
        newPassword: newPasswordSchema,
        confirmPassword: z
          .string({ required_error: "confirm.required" })
          .min(1, "confirm.required"),
      })
      .refine((v) => v.newPassword === v.confirmPassword, {
        path: ["confirmPassword"],
        message: "password.mismatch",
      }),
  );

export const changePasswordFormSchema = confirmed({
  oldPassword: z
    .string({ required_error: "oldPassword.required" })
    .min(1, "oldPassword.required")
    .max(64, "password.format"),
});
export const setPasswordFormSchema = confirmed({});

export const phoneCodeSchema = captchaSchema.extend({ phone: phoneSchema });
export const phoneVerifySchema = z.object({ phone: phoneSchema, smsCode: smsCodeSchema });

export type SecurityIntent =
  "changePassword" | "setPassword" | "sendOld" | "verifyOld" | "sendNew" | "bindNew";

export function securitySchemaFor(intent: string) {
  switch (intent) {
    case "changePassword":
      return changePasswordFormSchema;
    case "setPassword":
      return setPasswordFormSchema;
    case "sendOld":
    case "sendNew":
      return phoneCodeSchema;
    default:
      return phoneVerifySchema;
  }
}
