/**
 * WeChat Pay API v3, Native payment (the buyer scans a QR code). Every
 * request is signed with the merchant key (SHA256-RSA2048), every answer and
 * notification is checked against the WeChat Pay platform public key, and the
 * notification's transaction is decrypted with the APIv3 key (AES-256-GCM).
 */
import { randomBytes } from "node:crypto";
import { beijingRfc3339, parseRfc3339 } from "../china-time";
import { GATEWAY_TIMEOUT_MS, jsonAnswer } from "../http";
import { refusedRefund } from "../refund-outcomes";
import { isFreshTimestamp, loadPrivateKey, rsaSign, rsaVerify } from "../signatures";
import {
  GatewayError,
  NotificationRejected,
  type NotificationRequest,
  type PaymentGateway,
  type RefundOutcome,
  type RefundState,
  type TradeState,
  type VerifiedRefundNotification,
} from "../types";
import {
  aeadDecrypt,
  certificateMode,
  CERTIFICATES_PATH,
  publicKeyMode,
  type EncryptedResource,
  type PlatformKeys,
  type RawAnswer,
} from "./platform-keys";

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key (apiclient_key.pem) */
  privateKeyPem: string;
  /** 32 characters, set in the merchant platform */
  apiV3Key: string;
  /**
   * Public-key mode: the WeChat Pay public key and its id (PUB_KEY_ID_...), both or neither.
   * Without them the platform certificates are downloaded and rotated (platform-keys.ts).
   * Either way an answer or notification is checked with the key its Wechatpay-Serial names.
   */
  platformPublicKeyPem?: string;
  platformSerial?: string;
  baseUrl?: string;
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** the only event a payment notification may be */
const PAYMENT_EVENT = "TRANSACTION.SUCCESS";

const tradeStates: Record<string, TradeState> = {
  SUCCESS: "paid",
  REFUND: "paid",
  NOTPAY: "pending",
  USERPAYING: "pending",
  CLOSED: "closed",
  REVOKED: "closed",
  PAYERROR: "closed",
};

export function createWechatPayGateway(
  config: WechatPayConfig,
  http: typeof fetch = fetch,
  now: () => number = Date.now,
): PaymentGateway {
  const privateKey = loadPrivateKey(config.privateKeyPem);
  const apiV3Key = Buffer.from(config.apiV3Key, "utf8");
  if (apiV3Key.length !== 32) throw new Error("the WeChat Pay APIv3 key must be 32 bytes");
  const baseUrl = (config.baseUrl ?? "https://api.mch.weixin.qq.com").replace(/\/+$/, "");
  if (!config.platformPublicKeyPem !== !config.platformSerial)
    throw new Error(
      "the WeChat Pay public key and its id (PUB_KEY_ID_...) go together: set both or neither",
    );
  const platformKeys: PlatformKeys = config.platformPublicKeyPem
    ? publicKeyMode(config.platformPublicKeyPem, config.platformSerial!)
    : certificateMode({
        apiV3Key,
        now,
        download: () => send("GET", CERTIFICATES_PATH, undefined, null),
      });

  /**
   * checks the platform's signature over "timestamp\nnonce\nbody\n" with the key its serial names;
   * answers why not, or null
   */
  async function signatureProblem(
    header: (name: string) => string | null | undefined,
    body: string,
  ): Promise<string | null> {
    const timestamp = header("wechatpay-timestamp");
    const nonce = header("wechatpay-nonce");
    const signature = header("wechatpay-signature");
    const serial = header("wechatpay-serial");
    if (!timestamp || !nonce || !signature || !serial) return "missing Wechatpay signature headers";
    if (!isFreshTimestamp(timestamp)) return "timestamp outside the accepted window";
    const key = await platformKeys.keyFor(serial);
    if (typeof key === "string") return key;
    if (!rsaVerify(`${timestamp}\n${nonce}\n${body}\n`, signature, key)) return "bad signature";
    return null;
  }

  /**
   * a notification's event (payment or refund): its signature checked, its body parsed, with an id
   * and an encrypted resource
   */
  async function notificationEvent({ headers, rawBody }: NotificationRequest): Promise<{
    id: string;
    event_type?: unknown;
    resource: EncryptedResource;
  }> {
    const problem = await signatureProblem((name) => headers[name], rawBody);
    if (problem) throw new NotificationRejected(problem);
    let event: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new NotificationRejected("body is not JSON");
    }
    if (typeof event?.id !== "string" || !event.resource)
      throw new NotificationRejected("missing id or resource");
    return { id: event.id, event_type: event.event_type, resource: event.resource };
  }

  /**
   * a signed request; `platformSerial` is the Wechatpay-Serial header (null only for the
   * certificate download itself)
   */
  async function send(
    method: "GET" | "POST",
    pathAndQuery: string,
    payload: object | undefined,
    platformSerial: string | null,
  ): Promise<RawAnswer> {
    const url = new URL(baseUrl + pathAndQuery);
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString("hex");
    const signature = rsaSign(
      `${method}\n${url.pathname}${url.search}\n${timestamp}\n${nonce}\n${body}\n`,
      privateKey,
    );
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`,
      "user-agent": "vintry-shop",
    };
    if (body) headers["content-type"] = "application/json";
    if (platformSerial) headers["wechatpay-serial"] = platformSerial;
    try {
      const res = await http(url, {
        method,
        headers,
        body: body || undefined,
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      const text = await res.text();
      return { status: res.status, header: (name) => res.headers.get(name), text };
    } catch (error) {
      throw new GatewayError("wechatpay", `${method} ${url.pathname}: ${(error as Error).message}`);
    }
  }

  async function call(
    method: "GET" | "POST",
    pathAndQuery: string,
    payload?: object,
  ): Promise<Transaction | null> {
    const where = `${method} ${new URL(baseUrl + pathAndQuery).pathname}`;
    const { status, header, text } = await send(
      method,
      pathAndQuery,
      payload,
      await platformKeys.requestSerial(),
    );
    if (status < 200 || status > 299)
      throw new GatewayError("wechatpay", `${where} answered ${status} ${errorText(text)}`, {
        status,
        code: errorCode(text),
      });
    const problem = await signatureProblem(header, text);
    if (problem) throw new GatewayError("wechatpay", `${where}: refused the answer: ${problem}`);
    if (!text) return null;
    try {
      return JSON.parse(text) as Transaction;
    } catch {
      throw new GatewayError("wechatpay", `${where}: the answer is not JSON`);
    }
  }

  return {
    name: "wechatpay",

    async create(input) {
      const answer = (await call("POST", "/v3/pay/transactions/native", {
        appid: config.appid,
        mchid: config.mchid,
        description: input.description,
        out_trade_no: input.outTradeNo,
        time_expire: beijingRfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountCents, currency: "CNY" },
        ...(input.clientIp ? { scene_info: { payer_client_ip: input.clientIp } } : {}),
      })) as { code_url?: unknown } | null;
      if (typeof answer?.code_url !== "string")
        throw new GatewayError("wechatpay", "no code_url in the answer");
      return { codeUrl: answer.code_url, gatewayTradeNo: null };
    },

    async query(outTradeNo) {
      const trade = await call(
        "GET",
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`,
      );
      const state = tradeStates[trade?.trade_state ?? ""];
      if (!trade || !state)
        throw new GatewayError("wechatpay", `unknown trade_state ${trade?.trade_state}`);
      return {
        state,
        amountCents: Number.isSafeInteger(trade.amount?.total) ? trade.amount!.total! : null,
        gatewayTradeNo: trade.transaction_id ?? null,
        paidAt: parseRfc3339(trade.success_time),
      };
    },

    async close(outTradeNo) {
      await call(
        "POST",
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
        { mchid: config.mchid },
      );
    },

    async verifyNotification(request) {
      const event = await notificationEvent(request);
      if (event.event_type !== PAYMENT_EVENT)
        throw new NotificationRejected(`unexpected event_type ${event.event_type} for a payment`);
      const trade = decryptResource<Transaction>(event.resource, apiV3Key);
      if (trade.mchid !== undefined && trade.mchid !== config.mchid)
        throw new NotificationRejected("notification for another merchant");
      if (trade.appid !== undefined && trade.appid !== config.appid)
        throw new NotificationRejected("notification for another app");
      if (trade.amount?.currency !== "CNY")
        throw new NotificationRejected(`unexpected currency ${trade.amount?.currency}`);
      const state = tradeStates[trade.trade_state ?? ""];
      const total = trade.amount?.total;
      if (state !== "paid")
        throw new NotificationRejected(
          `unexpected trade_state ${trade.trade_state} for ${PAYMENT_EVENT}`,
        );
      if (typeof trade.out_trade_no !== "string" || !Number.isSafeInteger(total))
        throw new NotificationRejected("missing out_trade_no or amount");
      return {
        eventKey: event.id,
        outTradeNo: trade.out_trade_no,
        state,
        amountCents: total as number,
        gatewayTradeNo: trade.transaction_id ?? null,
        paidAt: parseRfc3339(trade.success_time),
      };
    },

    async refund(input) {
      let answer: WechatRefund | null;
      try {
        answer = (await call("POST", REFUNDS_PATH, {
          out_trade_no: input.outTradeNo,
          out_refund_no: input.outRefundNo,
          reason: input.reason.slice(0, 80),
          ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
          amount: { refund: input.refundCents, total: input.totalCents, currency: "CNY" },
        })) as WechatRefund | null;
      } catch (error) {
        const code = error instanceof GatewayError ? error.refusal?.code : null;
        if (code && FINAL_REFUND_REFUSALS.has(code)) return refusedRefund(code);
        throw error;
      }
      return refundOutcome(answer, input.outRefundNo);
    },

    async queryRefund({ outRefundNo }) {
      let answer: WechatRefund | null;
      try {
        answer = (await call(
          "GET",
          `${REFUNDS_PATH}/${encodeURIComponent(outRefundNo)}`,
        )) as WechatRefund | null;
      } catch (error) {
        // WeChat Pay never got this refund number: it may be sent (again).
        if (
          error instanceof GatewayError &&
          error.refusal?.status === 404 &&
          error.refusal.code === "RESOURCE_NOT_EXISTS"
        )
          return null;
        throw error;
      }
      return refundOutcome(answer, outRefundNo);
    },

    async verifyRefundNotification(request) {
      const event = await notificationEvent(request);
      const eventStatus = REFUND_EVENTS[String(event.event_type)];
      if (!eventStatus)
        throw new NotificationRejected(`unexpected event_type ${event.event_type} for a refund`);
      const refund = decryptResource<WechatRefund>(event.resource, apiV3Key);
      if (refund.mchid !== config.mchid)
        throw new NotificationRejected("notification for another merchant");
      if (refund.refund_status !== eventStatus)
        throw new NotificationRejected(
          `refund_status ${refund.refund_status} under ${event.event_type}`,
        );
      const { refund: refundCents, total } = refund.amount ?? {};
      if (typeof refund.out_refund_no !== "string" || typeof refund.out_trade_no !== "string")
        throw new NotificationRejected("missing out_refund_no or out_trade_no");
      if (!Number.isSafeInteger(refundCents) || !Number.isSafeInteger(total))
        throw new NotificationRejected("missing amount");
      const state = refundStates[eventStatus];
      return {
        eventKey: event.id,
        outRefundNo: refund.out_refund_no,
        outTradeNo: refund.out_trade_no,
        state,
        refundCents: refundCents as number,
        totalCents: total as number,
        gatewayRefundNo: refund.refund_id ?? null,
        succeededAt: state === "succeeded" ? parseRfc3339(refund.success_time) : null,
        failure: state === "failed" ? eventStatus : null,
      } satisfies VerifiedRefundNotification;
    },

    accepted: () => jsonAnswer(200, { code: "SUCCESS", message: "成功" }),
    refused: (reason) => jsonAnswer(400, { code: "FAIL", message: reason }),
  };
}

/**
 * A notification's resource (a transaction, a refund), decrypted: AEAD_AES_256_GCM, the last 16
 * bytes of the ciphertext are the tag; the nonce and AAD are text.
 */
function decryptResource<T>(resource: EncryptedResource, apiV3Key: Buffer): T {
  try {
    return JSON.parse(aeadDecrypt(resource, apiV3Key)) as T;
  } catch (error) {
    throw new NotificationRejected(`cannot decrypt the resource: ${(error as Error).message}`);
  }
}

const REFUNDS_PATH = "/v3/refund/domestic/refunds";

/** a refund as WeChat Pay answers it (status) or notifies it (refund_status, mchid) */
interface WechatRefund {
  mchid?: string;
  refund_id?: string;
  out_refund_no?: string;
  transaction_id?: string;
  out_trade_no?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number; currency?: string };
}

const refundStates: Record<string, RefundState> = {
  SUCCESS: "succeeded",
  PROCESSING: "pending",
  CLOSED: "failed",
  ABNORMAL: "failed",
};

/** the refund notifications' event types and the refund_status each carries */
const REFUND_EVENTS: Record<string, string> = {
  "REFUND.SUCCESS": "SUCCESS",
  "REFUND.ABNORMAL": "ABNORMAL",
  "REFUND.CLOSED": "CLOSED",
};

/**
 * Refusals of a refund that sending the same request again cannot change
 * (bad parameters, against the rules, no such trade, no right to refund, the
 * buyer's account). Others (NOT_ENOUGH, FREQUENCY_LIMITED, SYSTEM_ERROR, ...)
 * leave it pending, to be sent again with the same number.
 */
const FINAL_REFUND_REFUSALS = new Set([
  "PARAM_ERROR",
  "INVALID_REQUEST",
  "RESOURCE_NOT_EXISTS",
  "NO_AUTH",
  "USER_ACCOUNT_ABNORMAL",
  "MCH_NOT_EXISTS",
]);

/** the refund answer (or query) of `outRefundNo`, checked */
function refundOutcome(answer: WechatRefund | null, outRefundNo: string): RefundOutcome {
  if (!answer || answer.out_refund_no !== outRefundNo)
    throw new GatewayError("wechatpay", `the refund answer is not about ${outRefundNo}`);
  const state = refundStates[answer.status ?? ""];
  if (!state) throw new GatewayError("wechatpay", `unknown refund status ${answer.status}`);
  if (answer.amount?.currency !== undefined && answer.amount.currency !== "CNY")
    throw new GatewayError("wechatpay", `unexpected refund currency ${answer.amount.currency}`);
  return {
    state,
    refundCents: Number.isSafeInteger(answer.amount?.refund) ? answer.amount!.refund! : null,
    gatewayRefundNo: answer.refund_id ?? null,
    succeededAt: state === "succeeded" ? parseRfc3339(answer.success_time) : null,
    failure: state === "failed" ? (answer.status ?? null) : null,
  };
}

function errorCode(body: string): string | null {
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

function errorText(body: string): string {
  try {
    const { code, message } = JSON.parse(body) as { code?: string; message?: string };
    if (code || message) return `${code ?? ""}: ${message ?? ""}`;
  } catch {
    // not JSON: show the start of the body
  }
  return body.slice(0, 200);
}
