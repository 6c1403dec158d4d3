/** Field errors of buying: quantities, the cart, the checkout (spec §5). */
export const BUYING_VALIDATION = {
  "quantity.invalid": { ch: "请输入正确的购买数量", en: "Please enter a valid quantity" },
  "cart.chooseFirst": { ch: "请先选择商品", en: "Please choose a product first" },
  "address.choose": { ch: "请先选择收货地址", en: "Please choose an address first" },
  "buyerMessage.tooLong": { ch: "买家留言最多200个字", en: "A message has at most 200 characters" },
  "payMethod.invalid": { ch: "请选择支付宝或微信支付", en: "Please choose Alipay or WeChat" },
} as const;
