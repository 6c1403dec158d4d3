/** Field errors of payout accounts (spec §8's "payment account"). */
export const PAYOUT_VALIDATION = {
  "payout.kind.invalid": {
    ch: "请选择收款方式：支付宝、微信或银行卡",
    en: "Choose Alipay, WeChat or a bank card",
  },
  "payout.alipay.required": {
    ch: "请输入支付宝账号",
    en: "Enter the Alipay account",
  },
  "payout.alipay.invalid": {
    ch: "支付宝账号为11位手机号或邮箱",
    en: "An Alipay account is an 11-digit mobile number or an e-mail address",
  },
  "payout.wechat.required": { ch: "请输入微信号", en: "Enter the WeChat ID" },
  "payout.wechat.invalid": {
    ch: "微信号为6-20位字母、数字、下划线或减号，以字母开头；也可填写绑定的手机号",
    en: "A WeChat ID has 6 to 20 letters, digits, underscores or dashes and starts with a letter; or enter the mobile number it is bound to",
  },
  "payout.card.required": { ch: "请输入银行卡号", en: "Enter the card number" },
  "payout.card.invalid": {
    ch: "银行卡号为12-19位数字",
    en: "A card number has 12 to 19 digits",
  },
  "payout.bankName.required": { ch: "请输入开户银行", en: "Enter the bank's name" },
  "payout.realName.required": { ch: "请输入真实姓名", en: "Enter your real name" },
  "payout.holder.required": { ch: "请输入持卡人姓名", en: "Enter the cardholder's name" },
  "payout.name.invalid": {
    ch: "姓名只能是汉字（少数民族姓名用·分隔）或英文字母",
    en: "A name is Chinese characters (a minority name parted by ·) or Latin letters",
  },
  "payout.emoji": {
    ch: "不能包含表情符号，请输入文字",
    en: "Emoji cannot be used here: type the text",
  },
  "payout.tooLong": { ch: "内容过长", en: "This is too long" },
  "payout.account.exists": {
    ch: "这个账户已经添加过了",
    en: "You have already added this account",
  },
} as const;
