/**
 * A resale offer's add-to-cart on the wine page: without JavaScript post/redirect/get with a toast,
 * with it the same toast and the page stays put (features/cart/reply.server.ts). A visitor logs in
 * first, and the offer goes into the cart right after (a wish, features/accounts/wish.server.ts);
 * the service refuses a quantity below the minimum or above what is left, with its message.
 */
import type { AppLoadContext } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { redirectToLogin } from "~/features/accounts/auth.server";
import { rememberWish } from "~/features/accounts/wish.server";
import { cartReply, failureFeedback } from "~/features/cart/reply.server";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { validateCsrfOf } from "~/utils/csrf.server";
import { normalizeQuantity } from "~/utils/quantity";
import { resaleOfferCalls } from "./offer-calls.server";

export const RESALE_CART_INTENT = "resaleCart";

export async function resaleCartAction(
  formData: FormData,
  request: Request,
  context: AppLoadContext,
  goodsId: number,
) {
  const api = context.api;
  const here = `/goods/${goodsId}#resale-offers`;
  const itemId = Number(formData.get("itemId"));
  if (!Number.isSafeInteger(itemId) || itemId < 1 || itemId > 2_147_483_647)
    throw new Response("Bad request", { status: 400 });
  const quantity = normalizeQuantity(formData.get("qty"), MAX_LINE_QUANTITY);
  if (!api.token) {
    rememberWish(context.session, {
      kind: "resaleCart",
      goodsId,
      quantity,
      city: "",
      resaleItemId: itemId,
    });
    return redirectToLogin(context, request, `/goods/${goodsId}`);
  }
  await validateCsrfOf(formData, request, api.lang);
  const outcome = await resaleOfferCalls.addToCart(api, goodsId, itemId, quantity);
  if (!outcome.ok)
    return cartReply(formData, here, false, await failureFeedback(outcome, api, request));
  return cartReply(
    formData,
    here,
    true,
    successFeedback(outcome.message || tFor(api.lang, "cart")("cart.added")),
  );
}
