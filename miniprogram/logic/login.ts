/**
 * The host's login page (spec §4: in the mini-program the host's login opens instead of the
 * shop's): wx.login, then the service says whether this WeChat user is bound to an account. A bound
 * one goes straight back to the shop, logged in; any other binds a phone once, with an SMS code,
 * the agreement and the 18+ confirmation, as registration asks them.
 */
import type { MiniProgramLoginResult, MiniProgramSignedIn } from "../../contract/miniprogram";
import { post } from "./service";
import { enterShop, keepToken } from "./session";
import { shopPath } from "./shop";
import { wxLogin, type Wx } from "./wx";

function signedIn(wx: Wx, answer: MiniProgramSignedIn, to: string): void {
  keepToken(wx, answer.token);
  enterShop(wx, answer.ticket, to);
}

/** Answers the bindToken when the phone is needed; otherwise the buyer is on the way back. */
export async function startLogin(wx: Wx, to: string | undefined): Promise<string | null> {
  const code = await wxLogin(wx);
  const answer = await post<MiniProgramLoginResult>(wx, "/miniprogram/login", { code });
  if (answer.status === "phoneNeeded") return answer.bindToken;
  signedIn(wx, answer, shopPath(to));
  return null;
}

export interface Captcha {
  captchaId: string;
  /** for an <image>: the service's SVG as a data URL */
  src: string;
}

export async function newCaptcha(wx: Wx): Promise<Captcha> {
  const { captchaId, svg } = await post<{ captchaId: string; svg: string }>(
    wx,
    "/user/captcha/getImageCaptcha",
    {},
  );
  return { captchaId, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/** Texts the code through the service's send-code endpoint; answers seconds before a resend. */
export async function sendBindCode(
  wx: Wx,
  input: { phone: string; captchaId: string; captchaCode: string },
): Promise<number> {
  const sent = await post<{ resendAfterSeconds: number }>(wx, "/user/sms/sendSmsCode", {
    ...input,
    purpose: "bindMiniProgram",
  });
  return sent.resendAfterSeconds;
}

export interface BindInput {
  bindToken: string;
  phone: string;
  smsCode: string;
  agreed: boolean;
  adult: boolean;
}

export async function bindPhone(wx: Wx, input: BindInput, to: string | undefined): Promise<void> {
  const answer = await post<MiniProgramSignedIn>(wx, "/miniprogram/bind", { ...input });
  signedIn(wx, answer, shopPath(to));
}
