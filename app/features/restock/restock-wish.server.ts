/** 到货通知 pressed before logging in, done right after the login: back on the wine's page. */
import { feedbackFor, successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { WishHandler } from "~/features/accounts/wish";
import { restockCalls } from "./calls.server";

export const restockWish: WishHandler = {
  async fulfil({ api }, wish, welcome) {
    const outcome = await restockCalls.subscribe(api, wish.goodsId);
    const feedback = outcome.ok
      ? successFeedback(`${welcome} · ${outcome.message}`)
      : feedbackFor(outcome, api.lang);
    return redirectWithToast(`/goods/${wish.goodsId}`, feedback);
  },
};
