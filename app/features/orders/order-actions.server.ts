/**
 * What the payment page and the order page share on the server: the toasts
 * of paying and cancelling, failed calls in actions, and cancelling an order.
 */
import type { Outcome } from "~/service/outcome";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { feedbackFor, successFeedback, DURATION } from "~/service/feedback";
import type { Feedback } from "~/service/feedback";
import { tFor } from "~/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Lang } from "~/utils/lang";
import { orderPath } from "~/features/payments/paths";
import { orderCalls } from "~/features/orders/calls.server";

// "done.paid" is spec §8's success message.
export const paidFeedback = (lang: Lang): Feedback => successFeedback(tFor(lang)("done.paid"));
export const notPaidYetFeedback = (lang: Lang): Feedback => ({
  variant: "notice",
  message: tFor(lang)("done.notPaidYet"),
  durationMs: DURATION.notice,
});

/**
 * A failed call in an action: a refused login goes to /login and a missing
 * (or someone else's) order is the 404 page, as in loaders; anything else is
 * the catalogue's toast or dialog on `to`.
 */
export async function failureRedirect(
  outcome: Outcome<unknown>,
  api: ShoppingApi,
  request: Request,
  to: string,
): Promise<Response> {
  if (outcome.ok) throw new Error("failureRedirect needs a failed outcome");
  if (
    outcome.kind === "unauthorized" ||
    outcome.kind === "expired" ||
    (outcome.kind === "warning" && outcome.status === 404)
  ) {
    await unwrap(outcome, api, request);
  }
  return redirectWithToast(to, feedbackFor(outcome, api.lang));
}

/** Cancels an unpaid order, then shows it; a refusal is told on `failTo`. */
export async function cancelOrder(
  api: ShoppingApi,
  request: Request,
  id: number,
  failTo: string,
): Promise<Response> {
  const outcome = await orderCalls.cancel(api, id);
  if (!outcome.ok) return failureRedirect(outcome, api, request, failTo);
  return redirectWithToast(orderPath(id), successFeedback(tFor(api.lang)("done.orderCancelled")));
}
