/**
 * WeChat's code2Session: the code of the mini-program's wx.login becomes the user's openid. The
 * session_key it also answers is only needed to decrypt data the host does not send, so it is
 * dropped here and never stored or answered.
 */
import { createHash } from "node:crypto";
import { SANDBOX_CODE } from "../../contract/miniprogram";
import { BusinessError } from "../http/envelope";

export interface MiniProgramIdentity {
  appid: string;
  openid: string;
}

/** Turns a wx.login code into who it belongs to, or refuses it with the area's message. */
export type CodeExchange = (code: string) => Promise<MiniProgramIdentity>;

const JSCODE2SESSION = "https://api.weixin.qq.com/sns/jscode2session";

/** WeChat's errcodes that the buyer can act upon; any other is "WeChat refused the login". */
const REFUSALS: Record<number, string> = {
  40029: "miniprogram_code_invalid",
  40163: "miniprogram_code_used",
  45011: "miniprogram_too_frequent",
  [-1]: "miniprogram_wechat_busy",
};

export function wechatCodeExchange(
  settings: { appid: string; secret: string },
  http: typeof fetch,
): CodeExchange {
  return async (code) => {
    const url = new URL(JSCODE2SESSION);
    url.search = new URLSearchParams({
      appid: settings.appid,
      secret: settings.secret,
      js_code: code,
      grant_type: "authorization_code",
    }).toString();
    let answer: { openid?: string; errcode?: number; errmsg?: string };
    try {
      const res = await http(url, { signal: AbortSignal.timeout(10_000) });
      answer = (await res.json()) as typeof answer;
    } catch (error) {
      console.error("[shopping] jscode2session could not be reached:", error);
      throw new BusinessError(503, "miniprogram_wechat_busy");
    }
    if (answer.errcode) {
      const key = REFUSALS[answer.errcode];
      if (!key)
        console.error(`[shopping] jscode2session refused: ${answer.errcode} ${answer.errmsg}`);
      throw new BusinessError(
        key === "miniprogram_wechat_busy" ? 503 : 422,
        key ?? "miniprogram_wechat_refused",
      );
    }
    if (!answer.openid) throw new BusinessError(503, "miniprogram_wechat_busy");
    return { appid: settings.appid, openid: answer.openid };
  };
}

/** The sandbox's codes (SANDBOX_CODE): each user is one stable fake openid; a code is used once, as WeChat's are. */
export const SANDBOX_APPID = "sandbox";
const SANDBOX_USED_MAX = 10_000;

export function sandboxCodeExchange(): CodeExchange {
  const used = new Set<string>();
  return async (code) => {
    const match = SANDBOX_CODE.exec(code);
    if (!match) throw new BusinessError(422, "miniprogram_code_invalid");
    if (used.has(code)) throw new BusinessError(422, "miniprogram_code_used");
    if (used.size >= SANDBOX_USED_MAX) used.clear();
    used.add(code);
    return { appid: SANDBOX_APPID, openid: sandboxOpenid(match[1]) };
  };
}

export function sandboxOpenid(user: string): string {
  return `sandbox_${createHash("sha256").update(user).digest("base64url").slice(0, 22)}`;
}
