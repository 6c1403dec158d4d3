/** A resale offer's "add to cart" pressed before logging in, done right after the login, once. */
import { tFor } from "~/i18n.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { WishHandler } from "~/features/accounts/wish";
import { resaleOfferCalls } from "./offer-calls.server";

export const resaleCartWish: WishHandler = {
  async fulfil({ api }, wish, welcome) {
    const outcome = await resaleOfferCalls.addToCart(
      api,
      wish.goodsId,
      wish.resaleItemId!,
      wish.quantity,
      wish.id,
    );
    const feedback = outcome.ok
      ? successFeedback(`${welcome} · ${outcome.message || tFor(api.lang, "cart")("cart.added")}`)
      : feedbackFor(outcome, api.lang);
    return redirectWithToast(`/goods/${wish.goodsId}#resale-offers`, feedback);
  },
};
