/**
 * The buy panel's action: add to cart, buy now, and (without JavaScript) the
 * quantity stepper. A visitor who is not logged in is sent to /login; what
 * they pressed is kept in the session and done right after they log in or
 * register (features/accounts/wish.server.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { validateCsrfOf } from "~/utils/csrf.server";
import { normalizeQuantity } from "~/utils/quantity";
import { rememberWish } from "~/features/accounts/wish.server";
import { redirectToLogin } from "~/features/accounts/auth.server";
import { cartReply, failureFeedback } from "~/features/cart/reply.server";
import { cartCalls } from "~/features/cart/calls.server";

export async function buyAction(
  formData: FormData,
  request: Request,
  context: AppLoadContext,
  goodsId: number,
) {
  const api = context.api;
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
    if (intent === "cart" || intent === "buy")
      rememberWish(context.session, { kind: intent, goodsId, quantity, city });
    return redirectToLogin(context, request, here);
  }
  await validateCsrfOf(formData, request, api.lang);

  // A fresh checkout, with its own idempotency key (see checkOrder/checkout.server.ts).
  if (intent === "buy" || intent === "points")
    return redirect(
      `/checkOrder?goodsId=${goodsId}&qty=${quantity}${intent === "points" ? "&points=1" : ""}&k=${crypto.randomUUID()}`,
    );
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
