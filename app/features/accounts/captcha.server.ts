import { accountCalls } from "./calls.server";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import type { PageCaptcha } from "./captcha-field";

function toPageCaptcha(data: { captchaId: string; svg: string }): PageCaptcha {
  return {
    captchaId: data.captchaId,
    src: `data:image/svg+xml;base64,${Buffer.from(data.svg).toString("base64")}`,
  };
}

/** A fresh image code for a form; null when the service cannot give one (the form says so). */
export async function pageCaptcha(api: ShoppingApi): Promise<PageCaptcha | null> {
  const outcome = await accountCalls.captcha(api);
  return outcome.ok ? toPageCaptcha(outcome.data) : null;
}

/**
 * For a page that is nothing without its image code (login, registration):
 * when the service cannot give one, the page says why on arrival, as every
 * screen does (the poor-network message when it is down).
 */
export async function requiredCaptcha(api: ShoppingApi, request: Request): Promise<PageCaptcha> {
  return toPageCaptcha(await unwrap(await accountCalls.captcha(api), api, request));
}
