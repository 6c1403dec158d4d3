/** Field errors of invoice titles and invoices (spec §5, §8). */
export const INVOICE_VALIDATION = {
  "invoice.kind.invalid": { ch: "请选择发票类型", en: "Choose the type of invoice" },
  "invoice.holder.invalid": {
    ch: "请选择个人或单位",
    en: "Choose whether it is for a person or a company",
  },
  "invoice.name.required": { ch: "请输入发票抬头", en: "Enter the name on the invoice" },
  "invoice.tooLong": { ch: "内容过长", en: "This is too long" },
  "invoice.taxNo.required": { ch: "请输入纳税人识别号", en: "Enter the taxpayer id" },
  "invoice.taxNo.invalid": {
    ch: "纳税人识别号为15、18或20位数字或大写字母",
    en: "A taxpayer id has 15, 18 or 20 digits or capital letters",
  },
  "invoice.taxNo.checkDigit": {
    ch: "统一社会信用代码校验位不正确，请核对",
    en: "The check character of this unified social credit code is wrong; please check it",
  },
  "invoice.address.required": { ch: "请输入注册地址", en: "Enter the registered address" },
  "invoice.phone.required": { ch: "请输入注册电话", en: "Enter the registered telephone" },
  "invoice.phone.invalid": {
    ch: "请输入正确的注册电话（如 021-12345678）",
    en: "Enter a valid registered telephone (e.g. 021-12345678)",
  },
  "invoice.bank.required": { ch: "请输入开户银行", en: "Enter the bank" },
  "invoice.bankAccount.required": { ch: "请输入银行账号", en: "Enter the bank account" },
  "invoice.bankAccount.invalid": {
    ch: "银行账号为8-30位数字",
    en: "A bank account has 8 to 30 digits",
  },
  "invoice.licence.required": { ch: "请上传营业执照", en: "Upload the business licence" },
  "invoice.licence.invalid": {
    ch: "营业执照文件无效，请重新上传",
    en: "This business licence file is not valid; upload it again",
  },
  "invoice.special.exists": { ch: "您已有专用发票", en: "You already have a special invoice" },
  "invoice.title.required": { ch: "请选择发票抬头", en: "Choose an invoice title" },
  "invoice.number.invalid": {
    ch: "发票号码为8-40位字母、数字或-",
    en: "An invoice number has 8 to 40 letters, digits or dashes",
  },
  "invoice.number.sameAsBlue": {
    ch: "红字发票号码不能与原发票号码相同",
    en: "The red-letter invoice's number cannot be the original invoice's",
  },
  "invoice.number.used": {
    ch: "该红字发票号码已登记过",
    en: "This red-letter invoice number was already recorded",
  },
  "invoice.document.required": {
    ch: "请选择发票文件（PDF 或 OFD）",
    en: "Choose the invoice's file (PDF or OFD)",
  },
  "invoice.document.tooLarge": {
    ch: "发票文件不能超过 5 MB",
    en: "An invoice file can be at most 5 MB",
  },
  "invoice.title.unusable": {
    ch: "该发票抬头不可用（专用发票须审核通过）",
    en: "This title cannot be used (a special title must be approved first)",
  },
  "invoice.rejectReason.required": {
    ch: "请填写驳回原因",
    en: "Give the reason for the refusal",
  },
} as const;
