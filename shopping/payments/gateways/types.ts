/**
 * One interface for every payment gateway: create a payment on a path (a QR code, or the wallet
 * opened on the phone), query it, close it, verify a notification. The order logic
 * (shopping/payments) sees only this; the sandbox, WeChat Pay (API v3: Native, H5, JSAPI) and
 * Alipay (precreate, WAP pay) implement it.
 */
import type { BridgePayParams, PayMethod, PayPath } from "../../../contract/buying";

export type GatewayName = "sandbox" | "wechatpay" | "alipay";

export interface CreatePaymentInput {
  /** our trade number, unique per attempt (letters and digits, at most 32) */
  outTradeNo: string;
  amountCents: number;
  /** shown in the wallet app, e.g. "醇境酒窖 订单 2026112212345678" */
  description: string;
  /** the gateway closes the trade after this moment */
  expiresAt: Date;
  /** where the gateway posts its notification */
  notifyUrl: string;
  /**
   * the shop's public origin, e.g. https://shop.example.com (the sandbox builds its wallet URL from
   * it)
   */
  publicBaseUrl: string;
  clientIp?: string | null;
  /** where the buyer pays (decision 039); the gateway answers the launch of that path */
  path: PayPath;
  /** the wallet (a real gateway serves one; the sandbox stands in for both) */
  method: PayMethod;
  /**
   * the phone paths: the shop's payment page the wallet returns to (Alipay's return_url and
   * quit_url, WeChat's redirect_url). The return proves nothing: the page asks the shop.
   */
  returnUrl?: string;
  /**
   * WeChat's bridge paths: the buyer's openid under the app that pays (the official account in
   * WeChat's browser, the mini-program in its host)
   */
  openid?: string;
  /** the buyer's least age, where the gateway checks it (Alipay's ext_user_info.min_age) */
  minAge?: number | null;
}

/**
 * How the buyer launches the payment a gateway created: one member per launch kind, told apart by
 * `kind`; the consumers narrow on `kind`, so their exhaustive checks show each place that must take
 * a new kind or refuse it.
 */
export type CreatedPayment = QrLaunch | FormLaunch | RedirectLaunch | BridgeLaunch;

/** a signed form the buyer's browser sends to the gateway, which opens the wallet (Alipay WAP) */
export interface FormLaunch {
  kind: "form";
  action: string;
  fields: Record<string, string>;
  gatewayTradeNo?: string | null;
}

/** a page of the gateway to open, valid a short while (WeChat Pay's h5_url: 5 minutes) */
export interface RedirectLaunch {
  kind: "redirect";
  url: string;
  gatewayTradeNo?: string | null;
}

/** signed parameters for WeChat's bridge: getBrandWCPayRequest, or wx.requestPayment */
export interface BridgeLaunch {
  kind: "bridge";
  params: BridgePayParams;
  gatewayTradeNo?: string | null;
}

/** a URL the buyer scans with the wallet app */
export interface QrLaunch {
  kind: "qr";
  /** the payment URL to show as a QR code (WeChat code_url, Alipay qr_code, sandbox wallet page) */
  codeUrl: string;
  gatewayTradeNo?: string | null;
}

export type TradeState = "pending" | "paid" | "closed";

export interface QueriedPayment {
  state: TradeState;
  amountCents: number | null;
  gatewayTradeNo: string | null;
  paidAt: Date | null;
}

export interface NotificationRequest {
  /** lower-cased header names */
  headers: Record<string, string | undefined>;
  /** the body exactly as received (signatures are over the raw bytes) */
  rawBody: string;
}

export interface VerifiedNotification {
  /** the gateway's id of this event; a replay carries the same key */
  eventKey: string;
  outTradeNo: string;
  state: TradeState;
  amountCents: number;
  gatewayTradeNo: string | null;
  paidAt: Date | null;
}

export interface RefundInput {
  /** the paid trade to refund */
  outTradeNo: string;
  /** our refund number (letters and digits, at most 64): the gateway refunds once per number */
  outRefundNo: string;
  refundCents: number;
  /** the trade's whole amount */
  totalCents: number;
  /** shown to the buyer by some gateways */
  reason: string;
  /** where the gateway posts the refund's outcome; null: none (the refund is then queried) */
  notifyUrl: string | null;
}

export type RefundState = "pending" | "succeeded" | "failed";

/** A gateway's word on one refund (its answer to a refund or a refund query). */
export interface RefundOutcome {
  state: RefundState;
  /** this refund's amount as the gateway states it, when it does */
  refundCents: number | null;
  gatewayRefundNo: string | null;
  succeededAt: Date | null;
  /** why it failed (the gateway's code), when it did */
  failure: string | null;
}

export interface RefundQuery {
  outTradeNo: string;
  outRefundNo: string;
}

export interface VerifiedRefundNotification {
  /** the gateway's id of this event; a replay carries the same key */
  eventKey: string;
  outRefundNo: string;
  /** the trade refunded, when the notification says */
  outTradeNo: string | null;
  state: RefundState;
  refundCents: number;
  /** the trade's whole amount, when the notification says */
  totalCents: number | null;
  gatewayRefundNo: string | null;
  succeededAt: Date | null;
  failure: string | null;
}

/** What the gateway expects back from the notify endpoint. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  query(outTradeNo: string): Promise<QueriedPayment>;
  /** closes an unpaid trade; closing one that is already closed is not an error */
  close(outTradeNo: string): Promise<void>;
  /** throws NotificationRejected when the signature, format or decryption fails */
  verifyNotification(request: NotificationRequest): Promise<VerifiedNotification>;
  /**
   * Refunds (part of) a paid trade, idempotent by outRefundNo. A refusal the
   * gateway will not change its mind about answers state "failed"; a refund
   * in progress "pending"; throws GatewayError when the outcome is unknown
   * (a timeout, a server error): the same refund number may be sent again.
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /**
   * the refund's state at the gateway; null when the gateway has no such refund (it never got it)
   */
  queryRefund(query: RefundQuery): Promise<RefundOutcome | null>;
  /**
   * Verifies a refund notification (throws NotificationRejected as
   * verifyNotification does); absent for a gateway that sends none (Alipay
   * states the outcome in the refund's answer and its query).
   */
  verifyRefundNotification?(request: NotificationRequest): Promise<VerifiedRefundNotification>;
  /** the answer for a notification we took (or already had) */
  accepted(): NotificationAnswer;
  /** the answer for a notification we refused; the gateway will retry */
  refused(reason: string): NotificationAnswer;
}

export class NotificationRejected extends Error {}

export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    /**
     * the HTTP status and the gateway's error code of an answer that refused the request, when
     * there was one
     */
    readonly refusal?: { status: number; code: string | null },
  ) {
    super(`${gateway}: ${message}`);
  }
}
