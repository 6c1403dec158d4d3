/** Field errors of delivery addresses (spec §5). */
export const ADDRESS_VALIDATION = {
  "recipient.required": { ch: "请输入收货人", en: "Please enter the recipient" },
  "recipient.tooLong": { ch: "收货人最多20个字", en: "The recipient has at most 20 characters" },
  "area.required": { ch: "请选择所在地区", en: "Please choose the area" },
  "detail.required": { ch: "请输入详细地址", en: "Please enter the detailed address" },
  "detail.tooLong": {
    ch: "详细地址最多100个字",
    en: "The detailed address has at most 100 characters",
  },
  "postalCode.invalid": { ch: "邮政编码为6位数字", en: "A postal code has 6 digits" },
  "area.invalid": { ch: "所选地区不存在", en: "this area does not exist" },
} as const;
