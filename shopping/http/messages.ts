/** The service's own messages, in the languages of Accept-Language-Id. */
export type ServiceLang = "ch" | "tc" | "en";

const messages: Record<string, { ch: string; en: string }> = {
  success: { ch: "成功", en: "success" },
  invalid_params: { ch: "请求参数有误：{fields}", en: "invalid parameters: {fields}" },
  goods_not_found: { ch: "商品不存在或已下架", en: "this wine does not exist or is no longer sold" },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
  not_found: { ch: "接口不存在", en: "no such endpoint" },
  please_login: { ch: "请先登录！", en: "please log in first!" },
  login_expired: { ch: "登录超时，请重新登录！", en: "login timed out, please log in again!" },
  server_error: { ch: "服务器开小差了，请稍后再试", en: "something went wrong on our side, please retry later" },
  body_too_large: { ch: "提交的内容过大", en: "what was sent is too large" },
  unsupported_body: { ch: "不支持的提交格式或编码", en: "this format or encoding of the request is not supported" },
  too_many_requests: { ch: "操作过于频繁，请 {n} 秒后再试", en: "Too many requests, please try again in {n} seconds" },
  // accounts
  sms_resend_wait: { ch: "请 {n} 秒后再获取验证码", en: "Please wait {n} seconds before asking for another code" },
  sms_daily_phone: { ch: "该手机号今日获取验证码次数已达上限，请明天再试", en: "This number has received the most codes allowed today; please try again tomorrow" },
  sms_daily_ip: { ch: "您的网络今日获取验证码次数过多，请明天再试", en: "Too many codes were asked for from your network today; please try again tomorrow" },
  sms_unavailable: { ch: "短信服务暂不可用，请稍后再试", en: "text messages cannot be sent right now, please try again later" },
  phone_registered: { ch: "该手机号已注册", en: "this number is already registered" },
  phone_not_registered: { ch: "该手机号尚未注册", en: "this number is not registered" },
  phone_taken: { ch: "该手机号已被其他账号使用", en: "this number belongs to another account" },
  login_locked: { ch: "尝试次数过多，请 {n} 分钟后再试", en: "Too many attempts, please try again in {n} minutes" },
  password_changed: { ch: "修改成功，请重新登录", en: "modification successful and re-login needed" },
  password_set: { ch: "设置成功", en: "password set" },
  password_already_set: { ch: "已设置过密码，请使用修改密码", en: "a password is already set; change it instead" },
  password_not_set: { ch: "尚未设置密码，请先设置密码", en: "no password is set yet; set one first" },
  verification_success: { ch: "验证成功", en: "verification successful" },
  // addresses
  address_not_found: { ch: "地址不存在", en: "no such address" },
  address_limit: { ch: "最多保存{n}个收货地址", en: "you can keep at most {n} addresses" },
  address_saved: { ch: "地址已保存", en: "address saved" },
  address_deleted: { ch: "地址已删除", en: "address deleted" },
  address_default_set: { ch: "已设为默认地址", en: "set as the default address" },
  // cart and orders
  added_to_cart: { ch: "已加入购物车", en: "added to cart" },
  understock: { ch: "库存不足", en: "understock" },
  line_limit: { ch: "单个商品最多购买{n}件", en: "at most {n} bottles of one wine" },
  cart_line_not_found: { ch: "购物车中没有该商品", en: "this item is not in your cart" },
  cart_empty: { ch: "请先选择商品", en: "please choose a product first" },
  goods_unavailable: { ch: "订单中有商品已售罄或已下架", en: "a wine in this order is sold out or no longer sold" },
  price_changed: { ch: "订单金额已变化，请确认后重新提交", en: "the amount of your order has changed; please check it and submit again" },
  order_not_found: { ch: "订单不存在", en: "no such order" },
  order_state: { ch: "订单当前状态不能进行该操作", en: "this order cannot do that in its current state" },
  order_cancelled: { ch: "订单已取消", en: "order cancelled" },
  order_expired: { ch: "订单已超时关闭", en: "this order was closed because it was not paid in time" },
  payment_unavailable: { ch: "支付渠道暂不可用，请稍后再试", en: "this payment method is not available right now, please retry later" },
  payment_success: { ch: "支付成功", en: "payment successful" },
  // after shipping: receipt, reviews, logistics (helper B)
  order_received: { ch: "已确认收货", en: "receipt confirmed" },
  order_already_received: { ch: "该订单已确认收货，无需重复操作", en: "the receipt of this order is already confirmed" },
  reviews_saved: { ch: "评价成功", en: "review submitted" },
  order_already_reviewed: { ch: "该订单已评价", en: "this order is already reviewed" },
  logistics_unavailable: { ch: "暂时查询不到物流信息，请稍后再试", en: "tracking is not available right now, please retry later" },
  // after-sale (refunds and returns)
  after_sale_not_found: { ch: "售后申请不存在", en: "no such after-sale request" },
  after_sale_state: { ch: "售后申请当前状态不能进行该操作", en: "this after-sale request cannot do that in its current state" },
  after_sale_open: { ch: "该订单已有处理中的售后申请", en: "this order already has an after-sale request in progress" },
  after_sale_applied: { ch: "售后申请已提交", en: "after-sale request submitted" },
  return_shipped: { ch: "退货物流已提交", en: "return shipment submitted" },
  reject_reason_required: { ch: "请填写拒绝原因（最多200个字）", en: "please give the reason for the refusal (at most 200 characters)" },
  // files
  file_too_large: { ch: "文件不能超过5MB", en: "files may be at most 5 MB" },
  file_type: { ch: "只支持 JPEG、PNG 或 WebP 图片", en: "only JPEG, PNG or WebP pictures" },
  file_missing: { ch: "请选择要上传的图片", en: "please choose a picture to upload" },
  upload_form: { ch: "上传请求格式有误", en: "the upload is not a valid multipart form" },
};

export function parseLang(header: string | undefined): ServiceLang {
  const v = (header ?? "").trim().toLowerCase();
  if (v === "en" || v === "3") return "en";
  if (v === "tc" || v === "2") return "tc";
  return "ch";
}

export function message(key: string, lang: ServiceLang, params: Record<string, string | number> = {}): string {
  const entry = messages[key] ?? messages.server_error;
  const text = lang === "en" ? entry.en : entry.ch;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
