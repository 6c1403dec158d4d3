/**
 * The payer in WeChat's browser (decision 039): JSAPI pays as the buyer's openid under the official
 * account, which its silent OAuth (snsapi_base) gives. The storefront sends the buyer to the
 * authorize page; WeChat comes straight back with a code; the service turns the code into the openid
 * and keeps it on the buyer's login token (user_tokens.wechat_openid), so it never reaches a page.
 *
 * WeChat's own OAuth with WECHAT_OA_SECRET beside the WeChat Pay settings; without them the
 * sandbox's, where WeChat Pay is the sandbox; else none, and WeChat's browser pays by QR code.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { userTokens } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { readGatewayConfig } from "./gateways/index";
import { SANDBOX_OAUTH_PATH, sandboxOauthCodes } from "./gateways/sandbox/oauth";
import {
  OauthCodeRefused,
  oauthAuthorizeUrl,
  openidFromOauthCode,
} from "./gateways/wechatpay/oauth";
import { GatewayError } from "./gateways/types";

type Env = Record<string, string | undefined>;

export interface PayerOauth {
  /** WeChat's authorize page (or the sandbox's), which comes back to redirectUri with a code */
  authorizeUrl(shopOrigin: string, redirectUri: string, state: string): string;
  /** the code's openid; refuses a used, expired or foreign code with payment_oauth_code */
  openidOf(code: string): Promise<string>;
}

export function payerOauthFor(env: Env, http: typeof fetch = fetch): PayerOauth | null {
  const config = readGatewayConfig(env);
  const wechat = config.wechatpay;
  if (wechat) {
    if (!wechat.oaSecret) return null;
    const appid = wechat.jsapiAppid ?? wechat.appid;
    const secret = wechat.oaSecret;
    return {
      authorizeUrl: (_origin, redirectUri, state) =>
        oauthAuthorizeUrl({ appid, redirectUri, state }),
      openidOf: async (code) => {
        try {
          return await openidFromOauthCode(http, { appid, secret, code });
        } catch (error) {
          if (error instanceof OauthCodeRefused) throw new BusinessError(422, "payment_oauth_code");
          if (error instanceof GatewayError) throw new BusinessError(503, "payment_unavailable");
          throw error;
        }
      },
    };
  }
  return config.sandbox ? sandboxPayerOauth(config.sandbox.secret) : null;
}

function sandboxPayerOauth(secret: string): PayerOauth {
  const openidOf = sandboxOauthCodes(secret);
  return {
    authorizeUrl: (origin, redirectUri, state) =>
      `${origin}/shopping${SANDBOX_OAUTH_PATH}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    openidOf: async (code) => {
      const openid = openidOf(code);
      if (!openid) throw new BusinessError(422, "payment_oauth_code");
      return openid;
    },
  };
}

/** Keeps the openid on the buyer's login token (the session it was learned in). */
export async function keepPayerOpenid(db: Db, tokenId: number, openid: string): Promise<void> {
  await db
    .update(userTokens)
    .set({ wechatOpenid: openid })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.revokedAt)));
}

export async function payerOpenid(db: Db, tokenId: number): Promise<string | null> {
  const [row] = await db
    .select({ openid: userTokens.wechatOpenid })
    .from(userTokens)
    .where(eq(userTokens.id, tokenId))
    .limit(1);
  return row?.openid ?? null;
}
