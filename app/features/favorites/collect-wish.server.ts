/** "Collect" pressed before logging in, done right after the login: back where it was pressed. */
import { feedbackFor, successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { WishHandler } from "~/features/accounts/wish";
import { favoriteCalls } from "./calls.server";

export const collectWish: WishHandler = {
  async fulfil({ api }, wish, welcome) {
    const outcome = await favoriteCalls.collect(api, wish.goodsId);
    const feedback = outcome.ok
      ? successFeedback(`${welcome} · ${outcome.message}`)
      : feedbackFor(outcome, api.lang);
    return redirectWithToast(wish.back ?? `/goods/${wish.goodsId}`, feedback);
  },
};
