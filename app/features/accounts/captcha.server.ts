import { accountCalls } from "./calls.server";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { feedbackFor } from "~/service/feedback";
import type { MissingCaptcha, PageCaptcha } from "./captcha-field";

function toPageCaptcha(data: { captchaId: string; svg: string }): PageCaptcha {
  return {
    captchaId: data.captchaId,
    src: `data:image/svg+xml;base64,${Buffer.from(data.svg).toString("base64")}`,
  };
}

/**
 * A fresh image code for a form; when the service cannot give one (too many asked for from this
 * address, the service down), why not, which the form shows in the picture's place.
 */
export async function pageCaptcha(api: ShoppingApi): Promise<PageCaptcha | MissingCaptcha> {
  const outcome = await accountCalls.captcha(api);
  return outcome.ok
    ? toPageCaptcha(outcome.data)
    : { missing: feedbackFor(outcome, api.lang).message };
}

/**
 * For a page that is nothing without its image code (login, registration):
 * when the service cannot give one, the page says why on arrival, as every
 * screen does (the poor-network message when it is down).
 */
export async function requiredCaptcha(api: ShoppingApi, request: Request): Promise<PageCaptcha> {
  return toPageCaptcha(await unwrap(await accountCalls.captcha(api), api, request));
}
