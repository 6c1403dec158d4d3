/**
 * Which code exchange the service uses: WeChat's with WECHAT_MINIPROGRAM_APPID and
 * WECHAT_MINIPROGRAM_SECRET; without them, the sandbox where the payment sandbox may run; else
 * none, and the mini-program login answers "unavailable".
 */
import { sandboxAllowed } from "../payments/gateways";
import {
  SANDBOX_APPID,
  sandboxCodeExchange,
  wechatCodeExchange,
  type CodeExchange,
} from "./jscode2session";

type Env = Record<string, string | undefined>;

function wechatSettings(env: Env): { appid: string; secret: string } | null {
  const appid = env.WECHAT_MINIPROGRAM_APPID?.trim();
  const secret = env.WECHAT_MINIPROGRAM_SECRET?.trim();
  // Half a configuration would quietly fall back to the sandbox: it stops the start instead.
  if (Boolean(appid) !== Boolean(secret))
    throw new Error("WECHAT_MINIPROGRAM_APPID and WECHAT_MINIPROGRAM_SECRET: set both or neither");
  return appid && secret ? { appid, secret } : null;
}

export function codeExchangeFor(env: Env, http: typeof fetch = fetch): CodeExchange | null {
  const wechat = wechatSettings(env);
  if (wechat) return wechatCodeExchange(wechat, http);
  return sandboxAllowed(env) ? sandboxCodeExchange() : null;
}

/** The mini-program whose openids this service makes: the configured one, or the sandbox's. */
export function miniProgramAppid(env: Env): string | null {
  const wechat = wechatSettings(env);
  if (wechat) return wechat.appid;
  return sandboxAllowed(env) ? SANDBOX_APPID : null;
}

/**
 * Whether the sandbox's mini-program host may run in a browser (the storefront's
 * /sandbox/mini-program): its wx.login codes are the sandbox's, so only where the service takes them.
 */
export function sandboxHostAvailable(env: Env): boolean {
  return miniProgramAppid(env) === SANDBOX_APPID;
}
