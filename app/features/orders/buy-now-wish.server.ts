/**
 * "Buy now" pressed before logging in, done right after the login: the checkout of that wine opens.
 * The wish's id is the checkout's key, so the order it leads to is made once however many logins
 * carried the wish.
 */
import { successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { WishHandler } from "~/features/accounts/wish";

export const buyNowWish: WishHandler = {
  fulfil: async (_context, wish, welcome) =>
    redirectWithToast(
      `/checkOrder?goodsId=${wish.goodsId}&qty=${wish.quantity}&k=${wish.id}`,
      successFeedback(welcome),
    ),
};
