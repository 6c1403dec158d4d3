import {
  captchaSchema,
  passwordLoginSchema,
  phoneSchema,
  smsLoginSchema,
} from "#contract/accounts";

export const sendCodeSchema = captchaSchema.extend({ phone: phoneSchema });

export interface LoginFields {
  phone: string;
  captchaId: string;
  captchaCode: string;
  smsCode?: string;
  password?: string;
}

export function loginSchemaFor(mode: string, intent: string) {
  if (intent === "sendSms") return sendCodeSchema;
  return mode === "password" ? passwordLoginSchema : smsLoginSchema;
}
