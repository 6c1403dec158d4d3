/**
 * Alipay open platform, face-to-face precreate (the buyer scans a QR code),
 * signed RSA2. Requests are signed with the app private key; answers and
 * notifications are checked with the Alipay public key, or in certificate
 * mode with the Alipay public certificate, every request then naming the app
 * and root certificates by SN (certificates.ts). Every notification and
 * answer must be for our own seller id. An answer's signature
 * covers the exact text of its "..._response" member, so that text is cut out
 * of the raw answer rather than re-serialised.
 */
import { certificateMode, type AlipayCertificates } from "./certificates";
import { beijingDateTime, parseBeijingDateTime } from "../china-time";
import { GATEWAY_TIMEOUT_MS } from "../http";
import { centsToYuan, yuanToCents } from "../money";
import { refusedRefund } from "../refund-outcomes";
import { loadPrivateKey, loadPublicKey, rsaSign, rsaVerify } from "../signatures";
import {
  GatewayError,
  NotificationRejected,
  type NotificationAnswer,
  type PaymentGateway,
  type RefundOutcome,
  type TradeState,
} from "../types";

export interface AlipayConfig {
  appId: string;
  /** the app private key: PEM, or the bare base64 Alipay's key tool gives */
  privateKeyPem: string;
  /** public-key mode: the Alipay public key (not the app public key) */
  alipayPublicKeyPem?: string;
  /** certificate mode, instead of alipayPublicKeyPem */
  certificates?: AlipayCertificates;
  gatewayUrl?: string;
  /**
   * the shop's own Alipay user id (PID, 2088 and 12 digits): notifications and answers for another
   * seller are refused
   */
  sellerId: string;
}

interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  qr_code?: string;
  trade_no?: string;
  trade_status?: string;
  total_amount?: string;
  send_pay_date?: string;
  seller_id?: string;
}

const SUCCESS_CODE = "10000";
const TRADE_NOT_EXIST = "ACQ.TRADE_NOT_EXIST";

const tradeStates: Record<string, TradeState> = {
  WAIT_BUYER_PAY: "pending",
  TRADE_SUCCESS: "paid",
  TRADE_FINISHED: "paid",
  TRADE_CLOSED: "closed",
};

export function createAlipayGateway(
  config: AlipayConfig,
  http: typeof fetch = fetch,
): PaymentGateway {
  const privateKey = loadPrivateKey(config.privateKeyPem);
  if (!/^2088\d{12}$/.test(config.sellerId ?? ""))
    throw new Error(
      `Alipay: the seller id (ALIPAY_SELLER_ID) must be the shop's own PID, 2088 and 12 digits: got ${JSON.stringify(config.sellerId)}`,
    );
  if (!config.certificates === !config.alipayPublicKeyPem)
    throw new Error(
      "Alipay: give either the Alipay public key (ALIPAY_PUBLIC_KEY) or the three certificates (certificate mode), not both",
    );
  const certificates = config.certificates
    ? certificateMode(config.certificates, privateKey)
    : null;
  const alipayKey = certificates?.alipayKey ?? loadPublicKey(config.alipayPublicKeyPem!);
  const certificateParams: Record<string, string> = certificates
    ? { app_cert_sn: certificates.appCertSn, alipay_root_cert_sn: certificates.rootCertSn }
    : {};
  const gatewayUrl = config.gatewayUrl ?? "https://openapi.alipay.com/gateway.do";

  /**
   * answers the method's response member; business failures (code != 10000) are left to the caller
   */
  async function call(
    method: string,
    biz: object,
    extra: Record<string, string> = {},
  ): Promise<AlipayAnswer> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingDateTime(new Date()),
      version: "1.0",
      ...certificateParams,
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    params.sign = rsaSign(alipaySignContent(params), privateKey);
    let text: string;
    try {
      const res = await http(gatewayUrl, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded;charset=utf-8",
          accept: "application/json",
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      throw new GatewayError("alipay", `${method}: ${(error as Error).message}`);
    }
    let parsed: { sign?: unknown; alipay_cert_sn?: unknown };
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GatewayError("alipay", `${method}: the answer is not JSON`);
    }
    const member = method.replaceAll(".", "_") + "_response";
    const raw = rawMember(text, member) ?? rawMember(text, "error_response");
    if (raw === null) throw new GatewayError("alipay", `${method}: no ${member} in the answer`);
    const answer = JSON.parse(raw) as AlipayAnswer;
    if (
      certificates &&
      parsed.alipay_cert_sn !== undefined &&
      parsed.alipay_cert_sn !== certificates.alipayCertSn
    ) {
      throw new GatewayError(
        "alipay",
        `${method}: refused the answer: signed under Alipay certificate ${parsed.alipay_cert_sn}, not ours (${certificates.alipayCertSn}); install Alipay's new public certificate`,
      );
    }
    if (answer.seller_id !== undefined && answer.seller_id !== config.sellerId)
      throw new GatewayError(
        "alipay",
        `${method}: refused the answer: for another seller ${answer.seller_id}`,
      );
    if (typeof parsed.sign === "string") {
      if (!rsaVerify(raw, parsed.sign, alipayKey))
        throw new GatewayError("alipay", `${method}: refused the answer: bad signature`);
    } else if (answer.code === SUCCESS_CODE) {
      // Alipay leaves some failures unsigned, never a success.
      throw new GatewayError("alipay", `${method}: refused the answer: not signed`);
    }
    return answer;
  }

  function failure(method: string, answer: AlipayAnswer): GatewayError {
    return new GatewayError(
      "alipay",
      `${method}: ${answer.code} ${answer.sub_code ?? ""} ${answer.sub_msg ?? answer.msg ?? ""}`
        .replace(/\s+/g, " ")
        .trim(),
    );
  }

  const gateway: PaymentGateway = {
    name: "alipay",

    async create(input) {
      const method = "alipay.trade.precreate";
      const answer = await call(
        method,
        {
          out_trade_no: input.outTradeNo,
          total_amount: centsToYuan(input.amountCents),
          subject: input.description,
          time_expire: beijingDateTime(input.expiresAt),
          seller_id: config.sellerId,
        },
        { notify_url: input.notifyUrl },
      );
      if (answer.code !== SUCCESS_CODE) throw failure(method, answer);
      if (typeof answer.qr_code !== "string")
        throw new GatewayError("alipay", `${method}: no qr_code in the answer`);
      return { codeUrl: answer.qr_code, gatewayTradeNo: null };
    },

    async query(outTradeNo) {
      const method = "alipay.trade.query";
      const answer = await call(method, { out_trade_no: outTradeNo });
      // The trade exists at Alipay only once the buyer has scanned the code.
      if (answer.sub_code === TRADE_NOT_EXIST)
        return { state: "pending", amountCents: null, gatewayTradeNo: null, paidAt: null };
      if (answer.code !== SUCCESS_CODE) throw failure(method, answer);
      const state = tradeStates[answer.trade_status ?? ""];
      if (!state)
        throw new GatewayError("alipay", `${method}: unknown trade_status ${answer.trade_status}`);
      let amountCents: number | null = null;
      try {
        if (answer.total_amount !== undefined) amountCents = yuanToCents(answer.total_amount);
      } catch {
        throw new GatewayError("alipay", `${method}: invalid total_amount ${answer.total_amount}`);
      }
      return {
        state,
        amountCents,
        gatewayTradeNo: answer.trade_no ?? null,
        paidAt:
          state === "paid" && answer.send_pay_date
            ? parseBeijingDateTime(answer.send_pay_date)
            : null,
      };
    },

    async close(outTradeNo) {
      const method = "alipay.trade.close";
      const answer = await call(method, { out_trade_no: outTradeNo });
      if (answer.code === SUCCESS_CODE || answer.sub_code === TRADE_NOT_EXIST) return;
      // Alipay says only "wrong state" for a closed trade and for a paid one alike.
      if (
        answer.sub_code === "ACQ.TRADE_STATUS_ERROR" &&
        (await gateway.query(outTradeNo)).state === "closed"
      )
        return;
      throw failure(method, answer);
    },

    async verifyNotification({ rawBody }) {
      const params = new URLSearchParams(rawBody);
      const keys = [...params.keys()];
      if (new Set(keys).size !== keys.length) throw new NotificationRejected("repeated parameters");
      const sign = params.get("sign");
      if (!sign) throw new NotificationRejected("missing sign");
      const signed = Object.fromEntries(
        [...params].filter(([key]) => key !== "sign" && key !== "sign_type"),
      );
      if (!rsaVerify(alipaySignContent(signed, { keepEmpty: true }), sign, alipayKey))
        throw new NotificationRejected("bad signature");
      if (signed.app_id !== config.appId)
        throw new NotificationRejected("notification for another app");
      if (signed.seller_id !== config.sellerId)
        throw new NotificationRejected("notification for another seller");
      if (
        certificates &&
        signed.alipay_cert_sn !== undefined &&
        signed.alipay_cert_sn !== certificates.alipayCertSn
      )
        throw new NotificationRejected("signed under another Alipay certificate");
      const state = tradeStates[signed.trade_status ?? ""];
      if (!state) throw new NotificationRejected(`unexpected trade_status ${signed.trade_status}`);
      if (!signed.notify_id || !signed.out_trade_no)
        throw new NotificationRejected("missing notify_id or out_trade_no");
      let amountCents: number;
      try {
        amountCents = yuanToCents(signed.total_amount ?? "");
      } catch {
        throw new NotificationRejected(`invalid total_amount ${signed.total_amount}`);
      }
      return {
        eventKey: signed.notify_id,
        outTradeNo: signed.out_trade_no,
        state,
        amountCents,
        gatewayTradeNo: signed.trade_no || null,
        paidAt:
          state === "paid" && signed.gmt_payment ? parseBeijingDateTime(signed.gmt_payment) : null,
      };
    },

    /**
     * alipay.trade.refund: fund_change Y is the money moving now; N is a
     * refund number Alipay already had (or no move yet): its query says which.
     * Alipay sends no refund notification of its own; the query settles.
     */
    async refund(input) {
      const method = "alipay.trade.refund";
      const answer = (await call(method, {
        out_trade_no: input.outTradeNo,
        refund_amount: centsToYuan(input.refundCents),
        out_request_no: input.outRefundNo,
        refund_reason: input.reason.slice(0, 256),
      })) as AlipayRefundAnswer;
      if (answer.code !== SUCCESS_CODE) {
        if (answer.sub_code && FINAL_REFUND_REFUSALS.has(answer.sub_code))
          return refusedRefund(answer.sub_code);
        throw failure(method, answer);
      }
      if (answer.out_trade_no !== undefined && answer.out_trade_no !== input.outTradeNo)
        throw new GatewayError("alipay", `${method}: the answer is about another trade`);
      if (answer.fund_change === "Y") {
        // refund_fee is the trade's refunded total, not this refund's amount.
        return {
          state: "succeeded",
          refundCents: null,
          gatewayRefundNo: answer.trade_no ?? null,
          succeededAt: parseBeijingDateTime(answer.gmt_refund_pay ?? ""),
          failure: null,
        };
      }
      return (
        (await gateway.queryRefund(input)) ?? {
          state: "pending",
          refundCents: null,
          gatewayRefundNo: null,
          succeededAt: null,
          failure: null,
        }
      );
    },

    async queryRefund({ outTradeNo, outRefundNo }) {
      const method = "alipay.trade.fastpay.refund.query";
      const answer = (await call(method, {
        out_trade_no: outTradeNo,
        out_request_no: outRefundNo,
        query_options: ["gmt_refund_pay"],
      })) as AlipayRefundAnswer;
      if (answer.sub_code === TRADE_NOT_EXIST) return null;
      if (answer.code !== SUCCESS_CODE) throw failure(method, answer);
      // No refund_status: Alipay did not get this refund, or it failed; sending the same number
      // again is safe.
      if (answer.refund_status !== "REFUND_SUCCESS") return null;
      if (
        answer.out_request_no !== outRefundNo ||
        (answer.out_trade_no !== undefined && answer.out_trade_no !== outTradeNo)
      )
        throw new GatewayError("alipay", `${method}: the answer is about another refund`);
      let refundCents: number;
      try {
        refundCents = yuanToCents(answer.refund_amount ?? "");
      } catch {
        throw new GatewayError(
          "alipay",
          `${method}: invalid refund_amount ${answer.refund_amount}`,
        );
      }
      return {
        state: "succeeded",
        refundCents,
        gatewayRefundNo: answer.trade_no ?? null,
        succeededAt: parseBeijingDateTime(answer.gmt_refund_pay ?? ""),
        failure: null,
      } satisfies RefundOutcome;
    },

    accepted: () => textAnswer("success"),
    // Alipay retries on any answer but "success"; the status stays 200 as its documentation shows.
    refused: () => textAnswer("fail"),
  };
  return gateway;
}

/** the members of the refund and refund query answers */
interface AlipayRefundAnswer extends AlipayAnswer {
  out_trade_no?: string;
  out_request_no?: string;
  fund_change?: string;
  refund_fee?: string;
  refund_amount?: string;
  refund_status?: string;
  gmt_refund_pay?: string;
}

/**
 * Refusals of alipay.trade.refund that sending it again cannot change. Others
 * (ACQ.SYSTEM_ERROR, ACQ.SELLER_BALANCE_NOT_ENOUGH, ...) leave the refund
 * pending, to be sent again with the same out_request_no.
 */
const FINAL_REFUND_REFUSALS = new Set([
  "ACQ.INVALID_PARAMETER",
  "ACQ.TRADE_NOT_EXIST",
  "ACQ.TRADE_STATUS_ERROR",
  "ACQ.TRADE_HAS_CLOSE",
  "ACQ.TRADE_HAS_FINISHED",
  "ACQ.TRADE_NOT_ALLOW_REFUND",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
  "ACQ.REASON_TRADE_REFUND_FEE_ERR",
  "ACQ.REFUND_FEE_ERROR",
  "ACQ.DISCORDANT_REPEAT_REQUEST",
]);

/** "k=v&k2=v2" over the parameters sorted by key, raw (not URL-encoded) values, `sign` left out */
export function alipaySignContent(
  params: Record<string, string>,
  options: { keepEmpty?: boolean } = {},
): string {
  return Object.keys(params)
    .filter((key) => key !== "sign" && (options.keepEmpty || params[key] !== ""))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
}

function textAnswer(body: string): NotificationAnswer {
  return { status: 200, contentType: "text/plain; charset=utf-8", body };
}

/**
 * The exact text of a top-level member's value in a JSON object text (already known to be valid
 * JSON).
 */
function rawMember(json: string, key: string): string | null {
  let i = json.indexOf("{") + 1;
  while (i > 0 && i < json.length) {
    i = skipSpaceAndCommas(json, i);
    if (json[i] !== '"') return null;
    const nameEnd = stringEnd(json, i);
    const name = JSON.parse(json.slice(i, nameEnd)) as string;
    i = skipSpaceAndCommas(json, nameEnd);
    if (json[i] !== ":") return null;
    const valueStart = skipSpaceAndCommas(json, i + 1);
    const valueEnd = valueEndAt(json, valueStart);
    if (name === key) return json.slice(valueStart, valueEnd);
    i = valueEnd;
  }
  return null;
}

function skipSpaceAndCommas(json: string, i: number): number {
  while (i < json.length && /[\s,]/.test(json[i])) i++;
  return i;
}

/** the index just past the string starting at `start` */
function stringEnd(json: string, start: number): number {
  let i = start + 1;
  while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** the index just past the value starting at `start` */
function valueEndAt(json: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < json.length) {
    const c = json[i];
    if (c === '"') {
      i = stringEnd(json, i);
      if (depth === 0) return i;
      continue;
    }
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (c === "," && depth === 0) return i;
    i++;
  }
  return i;
}
