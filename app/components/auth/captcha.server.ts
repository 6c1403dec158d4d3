import { accounts } from "~/shopping/accounts.server";
import type { ShoppingApi } from "~/shopping/client.server";
import type { PageCaptcha } from "./captcha-field";

/** A fresh image code for a form; null when the service cannot give one (the form says so). */
export async function pageCaptcha(api: ShoppingApi): Promise<PageCaptcha | null> {
  const outcome = await accounts.captcha(api);
  if (!outcome.ok) return null;
  return { captchaId: outcome.data.captchaId, src: `data:image/svg+xml;base64,${Buffer.from(outcome.data.svg).toString("base64")}` };
}
