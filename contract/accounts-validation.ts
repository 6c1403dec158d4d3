/** Field errors of signing in, registering and the account's own details (spec §5). */
export const ACCOUNT_VALIDATION = {
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
  "upload.purpose": { ch: "上传用途不正确", en: "unknown upload purpose" },
} as const;
