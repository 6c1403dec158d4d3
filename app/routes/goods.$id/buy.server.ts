/**
 * The buy panel's action: add to cart, buy now, and (without JavaScript) the
 * quantity stepper. A visitor who is not logged in is sent to /login; what
 * they pressed is kept in the session and done right after they log in or
 * register (utils/pending-buy.server.ts).
 */
import { redirect } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { tFor } from "~/i18n.server";
import { shoppingFor } from "~/service/client.server";
import { successFeedback } from "~/service/feedback";
import { validateCsrfOf } from "~/utils/csrf.server";
import { normalizeQuantity } from "~/utils/quantity";
import { readForm } from "~/utils/form.server";
import { rememberPendingBuy } from "~/features/accounts/pending-buy.server";
import { commitSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { cartReply, failureFeedback } from "~/features/cart/reply.server";
import { cartCalls } from "~/features/cart/calls.server";

export async function buyAction(request: Request, goodsId: number) {
  const api = await shoppingFor(request);
  const formData = await readForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");
  const step = intent === "more" ? 1 : intent === "less" ? -1 : 0;
  const quantity = normalizeQuantity(
    normalizeQuantity(formData.get("qty"), MAX_LINE_QUANTITY) + step,
    MAX_LINE_QUANTITY,
  );
  const city = String(formData.get("city") ?? "")
    .replace(/\D/g, "")
    .slice(0, 12);
  const here = `/goods/${goodsId}?qty=${quantity}${city ? `&city=${city}` : ""}`;

  if (!api.token) {
    api.session.set("fromPath", here);
    if (intent === "cart" || intent === "buy")
      rememberPendingBuy(api.session, { intent, goodsId, quantity, city });
    return redirectWithToast(
      `/login?redirectTo=${encodeURIComponent(here)}`,
      { variant: "error", message: tFor(api.lang)("feedback.pleaseLogin"), durationMs: 5000 },
      { headers: { "Set-Cookie": await commitSession(api.session) } },
    );
  }
  await validateCsrfOf(formData, request, api.lang);

  // A fresh checkout, with its own idempotency key (see checkOrder/checkout.server.ts).
  if (intent === "buy")
    return redirect(`/checkOrder?goodsId=${goodsId}&qty=${quantity}&k=${crypto.randomUUID()}`);
  if (intent !== "cart") return redirect(here);

  const outcome = await cartCalls.add(api, goodsId, quantity);
  if (!outcome.ok)
    return cartReply(formData, here, false, await failureFeedback(outcome, api, request));
  return cartReply(
    formData,
    here,
    true,
    successFeedback(outcome.message || tFor(api.lang, "cart")("cart.added")),
  );
}
