/**
 * Calls to Alipay's open platform gateway. Each request is signed RSA2 with
 * the app private key (in certificate mode naming the app and root
 * certificates by SN); each answer must be signed by Alipay, under the Alipay
 * certificate we hold, and for our own seller id. The same signed parameters
 * make the form the buyer's browser sends itself (wap.ts).
 */
import { beijingDateTime } from "../china-time";
import { GATEWAY_TIMEOUT_MS } from "../http";
import { rsaSign, rsaVerify } from "../signatures";
import { GatewayError } from "../types";
import type { AlipayConfig } from "./config";
import { alipaySignContent, rawMember, type AlipayKeys } from "./sign";

/** the members of an answer that every method may carry */
export interface AlipayAnswer {
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

export const SUCCESS_CODE = "10000";
export const TRADE_NOT_EXIST = "ACQ.TRADE_NOT_EXIST";

/**
 * answers the method's response member; business failures (code != 10000) are left to the caller
 */
export type AlipayCall = <Answer extends AlipayAnswer = AlipayAnswer>(
  method: string,
  biz: object,
  extra?: Record<string, string>,
) => Promise<Answer>;

/** the common parameters of a request, with its method, biz_content and sign */
export type AlipaySignedParams = (
  method: string,
  biz: object,
  extra?: Record<string, string>,
) => Record<string, string>;

export function alipaySignedParams(
  config: AlipayConfig,
  { privateKey, certificates }: AlipayKeys,
): AlipaySignedParams {
  const certificateParams: Record<string, string> = certificates
    ? { app_cert_sn: certificates.appCertSn, alipay_root_cert_sn: certificates.rootCertSn }
    : {};
  return (method, biz, extra = {}) => {
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
    return params;
  };
}

export function alipayGatewayUrl(config: AlipayConfig): string {
  return config.gatewayUrl ?? "https://openapi.alipay.com/gateway.do";
}

export function alipayCall(config: AlipayConfig, keys: AlipayKeys, http: typeof fetch): AlipayCall {
  const { alipayKey, certificates } = keys;
  const signedParams = alipaySignedParams(config, keys);
  const gatewayUrl = alipayGatewayUrl(config);

  return async function call<Answer extends AlipayAnswer>(
    method: string,
    biz: object,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const params = signedParams(method, biz, extra);
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
    const answer = JSON.parse(raw) as Answer;
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
  };
}

/** the GatewayError of an answer whose code is not a success */
export function businessFailure(method: string, answer: AlipayAnswer): GatewayError {
  return new GatewayError(
    "alipay",
    `${method}: ${answer.code} ${answer.sub_code ?? ""} ${answer.sub_msg ?? answer.msg ?? ""}`
      .replace(/\s+/g, " ")
      .trim(),
  );
}
