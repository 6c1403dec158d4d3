/** "Add to cart" pressed before logging in, done right after the login: the wine goes in once. */
import { tFor } from "~/i18n.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { WishHandler } from "~/features/accounts/wish";
import { cartCalls } from "./calls.server";

export const cartWish: WishHandler = {
  async fulfil({ api }, wish, welcome) {
    const outcome = await cartCalls.add(api, wish.goodsId, wish.quantity, wish.id);
    const feedback = outcome.ok
      ? successFeedback(`${welcome} · ${outcome.message || tFor(api.lang, "cart")("cart.added")}`)
      : feedbackFor(outcome, api.lang);
    const city = wish.city ? `&city=${wish.city}` : "";
    return redirectWithToast(`/goods/${wish.goodsId}?qty=${wish.quantity}${city}`, feedback);
  },
};
