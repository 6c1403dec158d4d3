/**
 * The HTML constraints (required, minLength, maxLength, pattern…) of the
 * account forms, as `getZodConstraint(schema)` makes them from their zod
 * schemas, written out so that pages need neither zod nor @conform-to/zod to
 * render them (issue 9: they are not in a page's first JavaScript). The test
 * beside this file holds each one equal to its schema's.
 */

/** conform's Constraint (@conform-to/dom), for the attributes these forms use. */
interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  pattern?: string;
}
type FormConstraint = Record<string, FieldConstraint>;

const phone = { required: true, minLength: 1, pattern: "^(?=.*(?:^1[3-9]\\d{9}$)).*$" };
const smsCode = { required: true, minLength: 1, pattern: "^(?=.*(?:^\\d{6}$)).*$" };
const captcha = {
  captchaId: { required: true, minLength: 1, maxLength: 64 },
  captchaCode: { required: true, minLength: 1, maxLength: 8 },
};
const newPasswordTwice = {
  newPassword: { required: true, minLength: 1 },
  confirmPassword: { required: true, minLength: 1 },
};

/** contract/accounts.ts smsLoginSchema */
export const smsLoginConstraint: FormConstraint = { ...captcha, phone, smsCode };

/** contract/accounts.ts passwordLoginSchema */
export const passwordLoginConstraint: FormConstraint = {
  ...captcha,
  phone,
  password: { required: true, minLength: 1, maxLength: 64 },
};

/** routes/register/schemas.ts registerFormSchema */
export const registerConstraint: FormConstraint = {
  phone,
  smsCode,
  consent: { required: true },
  password: { required: true, minLength: 1 },
  confirmPassword: { required: true, minLength: 1 },
};

/** contract/accounts.ts updateProfileSchema */
export const profileConstraint: FormConstraint = {
  nickname: { required: true, minLength: 1, maxLength: 20 },
  gender: { required: true },
};

/**
 * routes/user.security/schemas.ts changePasswordFormSchema, setPasswordFormSchema and
 * phoneVerifySchema
 */
export const securityConstraints = {
  changePassword: {
    oldPassword: { required: true, minLength: 1, maxLength: 64 },
    ...newPasswordTwice,
  },
  setPassword: newPasswordTwice,
  phoneVerify: { phone, smsCode },
} satisfies Record<string, FormConstraint>;

/** contract/accounts.ts addressSchema */
export const addressConstraint: FormConstraint = {
  id: { required: false, min: 0 },
  recipient: { required: true, minLength: 1, maxLength: 20 },
  phone,
  areaCode: { required: true, pattern: "^(?=.*(?:^\\d{6}$)).*$" },
  detail: { required: true, minLength: 1, maxLength: 100 },
  postalCode: { required: false, pattern: "^(?=.*(?:^(\\d{6})?$)).*$" },
  isDefault: { required: false },
};
