/**
 * WeChat's browser pays as the buyer's openid under the official account (decision 039). Before
 * the first JSAPI payment of a session the buyer is sent through the official account's silent
 * OAuth, which asks nothing and comes straight back to PAYER_RETURN_PATH with a code; the state in
 * the session ties that return to this buyer and this order. The openid itself stays in the service.
 */
import { randomBytes } from "node:crypto";
import { redirectDocument } from "@remix-run/node";
import type { ShoppingApi } from "~/service/client.server";
import { paymentCalls } from "./calls.server";

export const PAYER_RETURN_PATH = "/payment/wechat-openid";

/**
 * null when the session already knows its payer; else the redirect to the OAuth page, or "none"
 * when this shop has no OAuth for WeChat's browser (the QR code then).
 */
export async function learnPayerFirst(
  api: ShoppingApi,
  orderId: number,
): Promise<Response | "none" | null> {
  const state = randomBytes(18).toString("base64url");
  const outcome = await paymentCalls.payerOauth(api, PAYER_RETURN_PATH, state);
  if (!outcome.ok) return "none";
  if (outcome.data.openidKnown || !outcome.data.url) return null;
  api.session.set("payerOauth", { state, orderId });
  // Off the app: a whole page load, also when the form was sent by fetch.
  return redirectDocument(outcome.data.url);
}
