import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  addressSchema,
  passwordLoginSchema,
  smsLoginSchema,
  updateProfileSchema,
} from "#contract/accounts";
import { registerFormSchema } from "~/features/accounts/register-schemas";
import {
  changePasswordFormSchema,
  phoneVerifySchema,
  setPasswordFormSchema,
} from "~/features/accounts/security-schemas";
import {
  addressConstraint,
  passwordLoginConstraint,
  profileConstraint,
  registerConstraint,
  securityConstraints,
  smsLoginConstraint,
} from "./form-constraints";

describe("the forms' written-out constraints are their schemas' (getZodConstraint)", () => {
  it.each([
    ["sms login", smsLoginConstraint, smsLoginSchema],
    ["password login", passwordLoginConstraint, passwordLoginSchema],
    ["register", registerConstraint, registerFormSchema],
    ["profile", profileConstraint, updateProfileSchema],
    ["change password", securityConstraints.changePassword, changePasswordFormSchema],
    ["set password", securityConstraints.setPassword, setPasswordFormSchema],
    ["verify a phone", securityConstraints.phoneVerify, phoneVerifySchema],
    ["address", addressConstraint, addressSchema],
  ] as const)("%s", (_, constraint, schema) => {
    expect(constraint).toStrictEqual(getZodConstraint(schema));
  });
});
