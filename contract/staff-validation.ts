/** The staff forms' field errors (contract/staff.ts), in both languages. */
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from "./staff";

export const STAFF_VALIDATION = {
  "staffPassword.required": { ch: "请输入密码", en: "Please enter the password" },
  "staffPassword.format": {
    ch: `密码为 ${STAFF_PASSWORD_MIN} 到 ${STAFF_PASSWORD_MAX} 位，至少包含字母、数字、符号中的两种`,
    en: `A password is ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters with at least two of letters, digits and symbols`,
  },
  "totp.required": {
    ch: "请输入身份验证器中的 6 位验证码",
    en: "Please enter the 6-digit code from your authenticator",
  },
  "totp.invalid": { ch: "验证码为 6 位数字", en: "The code is 6 digits" },
  "staffName.required": { ch: "请输入员工姓名", en: "Please enter the member's name" },
  "staffName.invalid": {
    ch: "姓名只能包含文字、数字、点、下划线和连字符，最多 32 个字符",
    en: "A name holds letters, digits, dots, underscores and hyphens, at most 32",
  },
  "role.required": { ch: "请选择角色", en: "Please choose a role" },
  "role.invalid": { ch: "没有这个角色", en: "There is no such role" },
  "tokenLabel.required": {
    ch: "请为令牌起个名字，例如它用在哪台电脑上",
    en: "Please name the token, e.g. the computer it is for",
  },
  "tokenLabel.tooLong": { ch: "名字最多 40 个字符", en: "A name is at most 40 characters" },
} as const;
