import { z } from "zod";
import { newPasswordSchema, phoneSchema, smsCodeSchema } from "#contract/accounts";
import { sendCodeSchema } from "./login-schemas";

const checked = (message: string) =>
  z.preprocess(
    (v) => v === "on" || v === "true" || v === true,
    z.literal(true, { errorMap: () => ({ message }) }),
  );

// An intersection, so the two passwords are compared even while other fields are still wrong.
export const registerFormSchema = z.intersection(
  z.object({
    phone: phoneSchema,
    smsCode: smsCodeSchema,
    // One control for the age and the three texts (decision 020).
    consent: checked("consent.required"),
  }),
  z
    .object({
      password: newPasswordSchema,
      confirmPassword: z.string({ required_error: "confirm.required" }).min(1, "confirm.required"),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "password.mismatch",
    }),
);

export function registerSchemaFor(intent: string) {
  return intent === "sendSms" ? sendCodeSchema : registerFormSchema;
}

export interface RegisterFields {
  phone: string;
  captchaId?: string;
  captchaCode?: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
}
