/**
 * The shared contract of buying: cart, checkout, orders and payment. The
 * /shopping service answers with these shapes; the storefront reads them.
 * Types and tiny pure rules only, so importing it costs the browser little:
 * the answers' types are derived from the zod schemas of buying-answers.ts,
 * imported as types only.
 */
import type { z } from "zod";
import type {
  amountsSchema,
  buyAgainResultSchema,
  cartLineSchema,
  cartSchema,
  checkoutLineSchema,
  checkoutPreviewSchema,
  createdOrderSchema,
  orderAddressViewSchema,
  orderEventViewSchema,
  orderViewSchema,
  paymentStatusSchema,
  paymentViewSchema,
  walletLaunchSchema,
  bridgePayParamsSchema,
} from "./buying-answers";

/** Spec §4's order statuses, in the service's spelling. */
export const ORDER_STATUSES = [
  "pending_payment",
  "pending_delivery",
  "pending_receipt",
  "pending_comment",
  "completed",
  "cancelled",
  "closed",
  "refunding",
  "refunded",
  "returning",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_METHODS = ["alipay", "wechat"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * Where the buyer pays (decision 039): a QR code scanned with another device (a desktop), or the
 * wallet opened on the phone itself: from a phone's browser (Alipay's WAP pay, WeChat Pay's H5), from
 * WeChat's own browser (JSAPI), or handed to the mini-program host (its wx.requestPayment).
 */
export const PAY_PATHS = ["qr", "phone", "wechat-browser", "mini-program"] as const;
export type PayPath = (typeof PAY_PATHS)[number];

/**
 * WeChat Pay's h5_url lives 5 minutes: one older than this is asked for again (the same trade)
 * before it is given, and the payment page offers to renew it rather than open it.
 */
export const WALLET_PAGE_FRESH_MS = 4 * 60_000;

/**
 * The app id the sandbox's bridge parameters name: the sandbox's WeChat, whose fake clients (the
 * storefront's fake WeixinJSBridge and its browser mini-program host) check paySign with it.
 */
export const SANDBOX_APP_ID = "wxsandbox0000000000";

/** The most bottles of one wine in one cart line or order line. */
export const MAX_LINE_QUANTITY = 999;

/** A cart line as the cart page shows it. */
export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;

/**
 * What the checkout is about to buy: the selected cart lines, one wine bought now, or one wine
 * bought with points (spec §2's points purchase: paid in points alone, freight too).
 */
export type CheckoutSource =
  { source: "cart" } | { source: "buyNow" | "points"; goodsId: number; quantity: number };

export type CheckoutLine = z.infer<typeof checkoutLineSchema>;
export type Amounts = z.infer<typeof amountsSchema>;
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
/** The order's address snapshot as shown: an address book entry's fields but its ids. */
export type OrderAddressView = z.infer<typeof orderAddressViewSchema>;
export type OrderEventView = z.infer<typeof orderEventViewSchema>;
export type PaymentView = z.infer<typeof paymentViewSchema>;
export type OrderView = z.infer<typeof orderViewSchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type WalletLaunch = z.infer<typeof walletLaunchSchema>;
export type BridgePayParams = z.infer<typeof bridgePayParamsSchema>;
