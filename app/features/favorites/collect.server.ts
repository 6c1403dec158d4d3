/**
 * Collect and un-collect, posted to the wine's route (/goods/{id}) from its page and from the
 * cards of any list. A visitor is asked to log in first and comes back with the wine collected
 * (the wish that survives a login). Without JavaScript the answer is the page it was pressed on,
 * with a toast; with it (a fetcher, `enhanced=1`) data, so the list keeps its place.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { redirectToLogin } from "~/features/accounts/auth.server";
import { rememberWish } from "~/features/accounts/wish.server";
import { failureFeedback, isEnhanced } from "~/features/cart/reply.server";
import { successFeedback } from "~/service/feedback";
import { safeLocalPath } from "~/utils/back";
import { validateCsrfOf } from "~/utils/csrf.server";
import { redirectWithToast, toastHeader } from "~/utils/toast.server";
import { favoriteCalls } from "./calls.server";

export const COLLECT_INTENTS = new Set(["collect", "uncollect"]);

export interface CollectReply {
  ok: boolean;
  collected: boolean;
}

export async function collectAction(
  formData: FormData,
  request: Request,
  context: AppLoadContext,
  goodsId: number,
) {
  const { api } = context;
  const wanted = formData.get("intent") === "collect";
  const back = safeLocalPath(String(formData.get("back") ?? "")) ?? `/goods/${goodsId}`;
  if (!api.token) {
    if (wanted)
      rememberWish(context.session, { kind: "collect", goodsId, quantity: 1, city: "", back });
    return redirectToLogin(context, request, back);
  }
  await validateCsrfOf(formData, request, api.lang);
  const outcome = wanted
    ? await favoriteCalls.collect(api, goodsId)
    : await favoriteCalls.uncollect(api, goodsId);
  const feedback = outcome.ok
    ? successFeedback(outcome.message ?? "")
    : await failureFeedback(outcome, api, request);
  if (!isEnhanced(formData)) return redirectWithToast(back, feedback);
  const reply: CollectReply = {
    ok: outcome.ok,
    collected: outcome.ok ? outcome.data.collected : !wanted,
  };
  return data(reply, { headers: { "Set-Cookie": await toastHeader(feedback) } });
}
