/**
 * Calls to WeChat Pay API v3: every request signed with the merchant key
 * (SHA256-RSA2048) and naming the platform serial, every answer checked
 * against the platform key its Wechatpay-Serial names.
 */
import { randomBytes } from "node:crypto";
import { GATEWAY_TIMEOUT_MS } from "../http";
import { rsaSign } from "../signatures";
import { GatewayError } from "../types";
import type { WechatPayConfig } from "./config";
import { CERTIFICATES_PATH, type RawAnswer } from "./platform-certificates";
import type { PlatformKeys } from "./platform-keys";
import { platformKeysFor, signatureProblem, type MerchantKeys } from "./sign";

export interface WechatPayClient {
  /** a signed request, its answer checked: the answer's JSON, or null when it has no body */
  call<Answer>(
    method: "GET" | "POST",
    pathAndQuery: string,
    payload?: object,
  ): Promise<Answer | null>;
  /** the keys that sign WeChat Pay's answers and notifications */
  platformKeys: PlatformKeys;
}

export function wechatPayClient(
  config: WechatPayConfig,
  { privateKey, apiV3Key }: MerchantKeys,
  http: typeof fetch,
  now: () => number,
): WechatPayClient {
  const baseUrl = (config.baseUrl ?? "https://api.mch.weixin.qq.com").replace(/\/+$/, "");
  const platformKeys = platformKeysFor(config, apiV3Key, now, () =>
    send("GET", CERTIFICATES_PATH, undefined, null),
  );

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

  async function call<Answer>(
    method: "GET" | "POST",
    pathAndQuery: string,
    payload?: object,
  ): Promise<Answer | null> {
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
    const problem = await signatureProblem(platformKeys, header, text);
    if (problem) throw new GatewayError("wechatpay", `${where}: refused the answer: ${problem}`);
    if (!text) return null;
    try {
      return JSON.parse(text) as Answer;
    } catch {
      throw new GatewayError("wechatpay", `${where}: the answer is not JSON`);
    }
  }

  return { call, platformKeys };
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
