/** The service's own messages, in the languages of Accept-Language-Id. */
export type ServiceLang = "ch" | "tc" | "en";

const messages: Record<string, { ch: string; en: string }> = {
  success: { ch: "成功", en: "success" },
  invalid_params: { ch: "请求参数有误：{fields}", en: "invalid parameters: {fields}" },
  goods_not_found: {
    ch: "商品不存在或已下架",
    en: "this wine does not exist or is no longer sold",
  },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
  not_found: { ch: "接口不存在", en: "no such endpoint" },
  please_login: { ch: "请先登录！", en: "please log in first!" },
  login_expired: { ch: "登录超时，请重新登录！", en: "login timed out, please log in again!" },
  server_error: {
    ch: "服务器开小差了，请稍后再试",
    en: "something went wrong on our side, please retry later",
  },
  body_too_large: { ch: "提交的内容过大", en: "what was sent is too large" },
  body_too_deep: {
    ch: "提交的内容层级过深（最多 {n} 层）",
    en: "what was sent is nested too deeply (at most {n} levels)",
  },
  unsupported_body: {
    ch: "不支持的提交格式或编码",
    en: "this format or encoding of the request is not supported",
  },
  too_many_requests: {
    ch: "操作过于频繁，请 {n} 秒后再试",
    en: "Too many requests, please try again in {n} seconds",
  },
  // accounts
  sms_resend_wait: {
    ch: "请 {n} 秒后再获取验证码",
    en: "Please wait {n} seconds before asking for another code",
  },
  sms_daily_phone: {
    ch: "该手机号今日获取验证码次数已达上限，请明天再试",
    en: "This number has received the most codes allowed today; please try again tomorrow",
  },
  sms_daily_ip: {
    ch: "您的网络今日获取验证码次数过多，请明天再试",
    en: "Too many codes were asked for from your network today; please try again tomorrow",
  },
  sms_unavailable: {
    ch: "短信服务暂不可用，请稍后再试",
    en: "text messages cannot be sent right now, please try again later",
  },
  phone_registered: { ch: "该手机号已注册", en: "this number is already registered" },
  phone_not_registered: { ch: "该手机号尚未注册", en: "this number is not registered" },
  phone_taken: { ch: "该手机号已被其他账号使用", en: "this number belongs to another account" },
  login_locked: {
    ch: "尝试次数过多，请 {n} 分钟后再试",
    en: "Too many attempts, please try again in {n} minutes",
  },
  password_changed: {
    ch: "修改成功，请重新登录",
    en: "modification successful and re-login needed",
  },
  password_set: { ch: "设置成功", en: "password set" },
  password_already_set: {
    ch: "已设置过密码，请使用修改密码",
    en: "a password is already set; change it instead",
  },
  password_not_set: {
    ch: "尚未设置密码，请先设置密码",
    en: "no password is set yet; set one first",
  },
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
  goods_unavailable: {
    ch: "订单中有商品已售罄或已下架",
    en: "a wine in this order is sold out or no longer sold",
  },
  price_changed: {
    ch: "订单金额已变化，请确认后重新提交",
    en: "the amount of your order has changed; please check it and submit again",
  },
  order_not_found: { ch: "订单不存在", en: "no such order" },
  order_state: {
    ch: "订单当前状态不能进行该操作",
    en: "this order cannot do that in its current state",
  },
  order_cancelled: { ch: "订单已取消", en: "order cancelled" },
  order_expired: {
    ch: "订单已超时关闭",
    en: "this order was closed because it was not paid in time",
  },
  payment_unavailable: {
    ch: "支付渠道暂不可用，请稍后再试",
    en: "this payment method is not available right now, please retry later",
  },
  payment_success: { ch: "支付成功", en: "payment successful" },
  // after shipping: receipt, reviews, logistics (helper B)
  order_received: { ch: "已确认收货", en: "receipt confirmed" },
  order_already_received: {
    ch: "该订单已确认收货，无需重复操作",
    en: "the receipt of this order is already confirmed",
  },
  reviews_saved: { ch: "评价成功", en: "review submitted" },
  order_already_reviewed: { ch: "该订单已评价", en: "this order is already reviewed" },
  logistics_unavailable: {
    ch: "暂时查询不到物流信息，请稍后再试",
    en: "tracking is not available right now, please retry later",
  },
  // refunds through the gateways (helper D)
  refund_amount: {
    ch: "退款金额须为大于0的整数分",
    en: "the refund amount must be a positive whole number of cents",
  },
  refund_no_payment: { ch: "该订单没有可退款的支付", en: "this order has no payment to refund" },
  refund_exceeds_payment: {
    ch: "退款金额超过实付金额",
    en: "the refund is more than what was paid",
  },
  // after-sale (refunds and returns)
  after_sale_not_found: { ch: "售后申请不存在", en: "no such after-sale request" },
  refund_in_progress: {
    ch: "该售后的退款正在处理或已成功，无需重新发起",
    en: "this request's refund is under way or done; there is nothing to send again",
  },
  after_sale_state: {
    ch: "售后申请当前状态不能进行该操作",
    en: "this after-sale request cannot do that in its current state",
  },
  after_sale_open: {
    ch: "该订单已有处理中的售后申请",
    en: "this order already has an after-sale request in progress",
  },
  after_sale_applied: { ch: "售后申请已提交", en: "after-sale request submitted" },
  return_shipped: { ch: "退货物流已提交", en: "return shipment submitted" },
  reject_reason_required: {
    ch: "请填写拒绝原因（最多200个字）",
    en: "please give the reason for the refusal (at most 200 characters)",
  },
  // files
  file_too_large: { ch: "文件不能超过5MB", en: "files may be at most 5 MB" },
  file_type: { ch: "只支持 JPEG、PNG 或 WebP 图片", en: "only JPEG, PNG or WebP pictures" },
  licence_type: {
    ch: "营业执照只支持 JPEG、PNG 或 PDF 文件",
    en: "a business licence must be a JPEG, PNG or PDF file",
  },
  file_missing: { ch: "请选择要上传的图片", en: "please choose a picture to upload" },
  upload_form: { ch: "上传请求格式有误", en: "the upload is not a valid multipart form" },
  upload_aborted: { ch: "上传未完成，请重新上传", en: "the upload did not finish; send it again" },
  // operator (npm run ops): the key, shipping, tracking
  ops_disabled: {
    ch: "运营接口未启用：请在商店的环境变量中设置 OPS_KEY",
    en: "the operator endpoints are disabled: set OPS_KEY in the shop's environment",
  },
  ops_key_missing: {
    ch: "需要运营密钥（Authorization: Ops <密钥>）",
    en: "the operator key is required (Authorization: Ops <key>)",
  },
  ops_key_wrong: { ch: "运营密钥不正确", en: "wrong operator key" },
  ops_too_many_wrong_keys: {
    ch: "错误的运营密钥过多，请 {n} 分钟后再试",
    en: "too many wrong operator keys, please try again in {n} minutes",
  },
  ops_operator_name: {
    ch: "操作人名称只能包含字母、数字、点、下划线和连字符，最多 32 个字符",
    en: "the operator's name may hold letters, digits, dots, underscores and hyphens, at most 32",
  },
  order_shipped: { ch: "订单已发货", en: "order shipped" },
  ship_state: {
    ch: "订单状态为 {status}，只有待发货（pending_delivery）的订单可以发货",
    en: "this order is {status}: only an order pending_delivery can be shipped",
  },
  courier_unknown: {
    ch: "未知的快递公司「{company}」，可选：{codes}",
    en: 'unknown courier company "{company}"; one of {codes}',
  },
  tracking_no_invalid: {
    ch: "运单号应为 6 到 32 位字母或数字",
    en: "a tracking number is 6 to 32 letters or digits",
  },
  tracking_added: { ch: "物流信息已添加", en: "tracking event added" },
  track_not_shipped: {
    ch: "订单状态为 {status}，尚未发货，不能添加物流信息",
    en: "this order is {status} and has not been shipped: no tracking event can be added",
  },
  track_no_return: {
    ch: "该订单没有退货运单，不能添加退货物流信息",
    en: "this order has no return shipment: no return tracking event can be added",
  },
  track_text: {
    ch: "物流信息不能为空，最多 {n} 个字",
    en: "a tracking event's text must not be empty, at most {n} characters",
  },
  track_time: {
    ch: "物流时间格式有误（ISO 时间，例如 2025-01-31T14:00:00+08:00）",
    en: "the event's time is not an ISO time (e.g. 2025-01-31T14:00:00+08:00)",
  },
  track_time_future: {
    ch: "物流时间不能晚于现在",
    en: "the event's time must not be in the future",
  },
  track_time_early: {
    ch: "物流时间不能早于下单（或申请退货）的时间",
    en: "the event's time must not be before the order (or the return request) was made",
  },
  track_provider: {
    ch: "物流服务商 {provider} 不接受手动添加的物流信息",
    en: "the logistics provider {provider} takes no events reported by hand",
  },
  ops_after_sale_approved: { ch: "已同意售后申请", en: "request approved" },
  ops_after_sale_rejected: { ch: "已拒绝售后申请", en: "request rejected" },
  ops_refund_resent: { ch: "已重新发起退款", en: "refund sent again" },
  ops_goods_received: { ch: "已确认收到退货", en: "returned goods received" },
  buy_again_none: {
    ch: "这些酒已售罄或下架，未能加入购物车",
    en: "these wines are sold out or no longer sold; nothing was added to your cart",
  },
  shop_saved: { ch: "店铺设置已保存", en: "shop settings saved" },
  goods_not_for_points: {
    ch: "该商品不支持积分兑换",
    en: "this wine cannot be bought with points",
  },
  collected: { ch: "收藏成功", en: "added to your favorites" },
  uncollected: { ch: "已取消收藏", en: "removed from your favorites" },
  favorites_not_found: {
    ch: "收藏中没有这些商品，请刷新后重试",
    en: "these wines are not in your favorites; please refresh and retry",
  },
  footprints_not_found: {
    ch: "浏览记录中没有这些商品，请刷新后重试",
    en: "these wines are not in your history; please refresh and retry",
  },
  favorites_deleted: { ch: "已删除 {n} 个收藏", en: "{n} removed from your favorites" },
  footprints_deleted: { ch: "已删除 {n} 条浏览记录", en: "{n} removed from your history" },
  favorites_cleared: { ch: "收藏已清空", en: "your favorites are cleared" },
  footprints_cleared: { ch: "浏览记录已清空", en: "your history is cleared" },
  invoice_title_not_found: { ch: "发票抬头不存在", en: "no such invoice title" },
  invoice_title_draft_saved: { ch: "已保存草稿", en: "draft saved" },
  submitted_for_approval: { ch: "已提交审核", en: "submitted for approval" },
  invoice_title_saved: { ch: "保存成功", en: "saved" },
  invoice_title_deleted: { ch: "发票抬头已删除", en: "invoice title deleted" },
  invoice_title_defaulted: { ch: "已设为默认发票抬头", en: "set as your default invoice title" },
  invoice_title_cannot_saveDraft: {
    ch: "只有草稿或被驳回的抬头可以修改",
    en: "only a draft or a rejected title can be changed",
  },
  invoice_title_cannot_submit: {
    ch: "只有草稿或被驳回的抬头可以提交",
    en: "only a draft or a rejected title can be submitted",
  },
  invoice_title_cannot_delete: {
    ch: "审核中的抬头不能删除",
    en: "a title under review cannot be deleted",
  },
  invoice_title_cannot_setDefault: {
    ch: "只有审核通过的抬头可以设为默认",
    en: "only an approved title can be the default",
  },
  invoice_title_cannot_approve: {
    ch: "只有待审核的专用发票抬头可以通过",
    en: "only a special title under review can be approved",
  },
  invoice_title_cannot_reject: {
    ch: "只有待审核的专用发票抬头可以驳回",
    en: "only a special title under review can be rejected",
  },
  ops_title_approved: { ch: "已通过审核", en: "title approved" },
  ops_title_rejected: { ch: "已驳回", en: "title rejected" },
  invoice_applied: { ch: "发票申请成功", en: "invoice application successful" },
  invoice_order_not_ready: {
    ch: "订单确认收货后才能申请发票",
    en: "an invoice can be asked for once the order is received",
  },
  invoice_nothing_paid: {
    ch: "该订单未以现金支付，积分不开具发票",
    en: "this order was not paid in money; points are not invoiced",
  },
  invoice_already_requested: {
    ch: "该订单已申请过发票",
    en: "an invoice was already asked for this order",
  },
  invoice_request_not_found: {
    ch: "该订单没有发票申请",
    en: "this order has no invoice request",
  },
  invoice_not_requested: {
    ch: "该发票申请当前状态为 {status}，不能开具",
    en: "this invoice request is {status}; it cannot be issued",
  },
  invoice_document_type: {
    ch: "发票文件只支持 PDF 或 OFD",
    en: "an invoice document must be a PDF or OFD file",
  },
  ops_invoice_issued: { ch: "发票已开具", en: "invoice issued" },
  points_gifted: { ch: "赠送成功", en: "points sent" },
  points_user_not_found: { ch: "没有这个手机号的用户", en: "no user has this phone number" },
  points_note_required: {
    ch: "请填写调整说明（1-100 字）",
    en: "give a note for the adjustment (1-100 characters)",
  },
  points_insufficient: { ch: "积分余额不足", en: "the points balance is too low" },
  ops_points_granted: { ch: "已增加积分", en: "points granted" },
  ops_points_deducted: { ch: "已扣减积分", en: "points deducted" },
  ops_points_price_set: { ch: "积分兑换设置已保存", en: "points purchase set" },
  ops_points_rule_changed: { ch: "积分规则已更新", en: "points rule changed" },
  // The after-sale reasons (contract AFTER_SALE_REASONS) as the operator reads them; the buyer
  // reads the same words from the storefront's locale files.
  after_sale_reason_changedMind: { ch: "不想要了", en: "Changed my mind" },
  after_sale_reason_wrongItem: { ch: "商品与订单不符", en: "Not what I ordered" },
  after_sale_reason_damaged: { ch: "商品破损或漏液", en: "Broken or leaking" },
  after_sale_reason_quality: { ch: "质量问题", en: "Quality problem" },
  after_sale_reason_notAsDescribed: { ch: "与描述不符", en: "Not as described" },
  after_sale_reason_lateDelivery: { ch: "未按约定时间发货", en: "Not shipped in time" },
  after_sale_reason_other: { ch: "其他原因", en: "Other" },
};

export function parseLang(header: string | undefined): ServiceLang {
  const v = (header ?? "").trim().toLowerCase();
  if (v === "en" || v === "3") return "en";
  if (v === "tc" || v === "2") return "tc";
  return "ch";
}

export function message(
  key: string,
  lang: ServiceLang,
  params: Record<string, string | number> = {},
): string {
  const entry = messages[key] ?? messages.server_error;
  const text = lang === "en" ? entry.en : entry.ch;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
