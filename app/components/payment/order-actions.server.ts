/**
 * What the payment page and the order page share on the server: the toasts
 * of paying and cancelling, failed calls in actions, and cancelling an order.
 */
import type { Outcome } from "~/shopping/outcome";
import { buying } from "~/shopping/buying.server";
import { unwrap, type ShoppingApi } from "~/shopping/client.server";
import { feedbackFor, successFeedback, DURATION } from "~/shopping/feedback";
import type { Feedback } from "~/shopping/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import type { Lang } from "~/utils/lang";
import { orderPath } from "./paths";

const TEXT = {
  // Spec §8's success message.
  paid: { ch: "支付成功", en: "payment successful" },
  cancelled: { ch: "订单已取消", en: "Order cancelled" },
  notYet: { ch: "尚未收到付款，请在钱包中完成付款后再试", en: "No payment has arrived yet; finish paying in your wallet, then try again" },
} satisfies Record<string, Record<Lang, string>>;

export const paidFeedback = (lang: Lang): Feedback => successFeedback(TEXT.paid[lang]);
export const notPaidYetFeedback = (lang: Lang): Feedback => ({ variant: "notice", message: TEXT.notYet[lang], durationMs: DURATION.notice });


/**
 * A failed call in an action: a refused login goes to /login and a missing
 * (or someone else's) order is the 404 page, as in loaders; anything else is
 * the catalogue's toast or dialog on `to`.
 */
export async function failureRedirect(outcome: Outcome<unknown>, api: ShoppingApi, request: Request, to: string): Promise<Response> {
  if (outcome.ok) throw new Error("failureRedirect needs a failed outcome");
  if (outcome.kind === "unauthorized" || outcome.kind === "expired" || (outcome.kind === "warning" && outcome.status === 404)) {
    await unwrap(outcome, api, request);
  }
  return redirectWithToast(to, feedbackFor(outcome, api.lang));
}

/** Cancels an unpaid order, then shows it; a refusal is told on `failTo`. */
export async function cancelOrder(api: ShoppingApi, request: Request, id: number, failTo: string): Promise<Response> {
  const outcome = await buying.cancelOrder(api, id);
  if (!outcome.ok) return failureRedirect(outcome, api, request, failTo);
  return redirectWithToast(orderPath(id), successFeedback(TEXT.cancelled[api.lang]));
}
