/**
 * The official account's silent web authorisation (snsapi_base): in WeChat's browser the buyer is
 * sent to WeChat's authorize page, which comes straight back with a code, and the code gives the
 * buyer's openid under the official account (JSAPI's payer). Asks the buyer nothing.
 */
import { GATEWAY_TIMEOUT_MS } from "../http";
import { GatewayError } from "../types";

const AUTHORIZE_URL = "https://open.weixin.qq.com/connect/oauth2/authorize";
const API_BASE_URL = "https://api.weixin.qq.com";

/** the errcode of WeChat's refusal of a code: 40029 invalid, 40163 already used, ... */
export class OauthCodeRefused extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat refused the OAuth code: ${errcode} ${errmsg}`);
  }
}

/** WeChat's authorize page; its parameters in the documented order, the fragment required */
export function oauthAuthorizeUrl({
  appid,
  redirectUri,
  state,
}: {
  appid: string;
  redirectUri: string;
  state: string;
}): string {
  const query = new URLSearchParams({
    appid,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "snsapi_base",
    state,
  });
  return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
}

/** the openid the code stands for; OauthCodeRefused when WeChat refuses the code */
export async function openidFromOauthCode(
  http: typeof fetch,
  {
    appid,
    secret,
    code,
    baseUrl = API_BASE_URL,
  }: { appid: string; secret: string; code: string; baseUrl?: string },
): Promise<string> {
  const url = new URL("/sns/oauth2/access_token", baseUrl);
  url.search = new URLSearchParams({
    appid,
    secret,
    code,
    grant_type: "authorization_code",
  }).toString();
  let answer: { openid?: unknown; errcode?: unknown; errmsg?: unknown };
  try {
    const res = await http(url, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    answer = JSON.parse(await res.text());
  } catch (error) {
    throw new GatewayError("wechatpay", `OAuth code: ${(error as Error).message}`);
  }
  // WeChat answers its refusals with 200 and an errcode.
  if (typeof answer?.errcode === "number" && answer.errcode !== 0)
    throw new OauthCodeRefused(answer.errcode, String(answer.errmsg ?? ""));
  if (typeof answer?.openid !== "string" || !answer.openid)
    throw new GatewayError("wechatpay", "OAuth code: no openid in the answer");
  return answer.openid;
}
