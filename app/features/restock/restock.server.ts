/**
 * 到货通知 asked for or cancelled, posted to the wine's route (/goods/{id}). A visitor is asked to
 * log in first and comes back waiting for the wine (the wish that survives a login). Without
 * JavaScript the answer is the wine's page with a toast; with it (a fetcher, `enhanced=1`) data, so
 * the page stays where it is.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { redirectToLogin } from "~/features/accounts/auth.server";
import { rememberWish } from "~/features/accounts/wish.server";
import { failureFeedback, isEnhanced } from "~/features/cart/reply.server";
import { successFeedback } from "~/service/feedback";
import { validateCsrfOf } from "~/utils/csrf.server";
import { redirectWithToast, toastHeader } from "~/utils/toast.server";
import { restockCalls } from "./calls.server";

export const RESTOCK_INTENTS = new Set(["restock", "unrestock"]);

export interface RestockReply {
  ok: boolean;
  subscribed: boolean;
}

export async function restockAction(
  formData: FormData,
  request: Request,
  context: AppLoadContext,
  goodsId: number,
) {
  const { api } = context;
  const wanted = formData.get("intent") === "restock";
  const back = `/goods/${goodsId}`;
  if (!api.token) {
    if (wanted) rememberWish(context.session, { kind: "restock", goodsId, quantity: 1, city: "" });
    return redirectToLogin(context, request, back);
  }
  await validateCsrfOf(formData, request, api.lang);
  const outcome = wanted
    ? await restockCalls.subscribe(api, goodsId)
    : await restockCalls.unsubscribe(api, goodsId);
  const feedback = outcome.ok
    ? successFeedback(outcome.message ?? "")
    : await failureFeedback(outcome, api, request);
  if (!isEnhanced(formData)) return redirectWithToast(back, feedback);
  const reply: RestockReply = {
    ok: outcome.ok,
    subscribed: outcome.ok ? outcome.data.subscribed : !wanted,
  };
  return data(reply, { headers: { "Set-Cookie": await toastHeader(feedback) } });
}
