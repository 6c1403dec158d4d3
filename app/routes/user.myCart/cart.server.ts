/**
 * The cart's actions, one per intent: change a quantity, select a line or all
 * of them, delete a line, delete the selected lines (after a confirmation
 * step, and only when something is selected: spec §5).
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { idSchema } from "#contract/accounts";
import { tFor } from "~/i18n.server";
import { unwrap } from "~/service/client.server";
import { DURATION, successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { normalizeQuantity } from "~/utils/quantity";
import { CART_PATH, selectedLines } from "~/features/cart/cart-lines";
import { cartReply, failureFeedback } from "~/features/cart/reply.server";
import { cartCalls } from "~/features/cart/calls.server";

export async function cartAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");
  const t = tFor(api.lang, "cart");
  const parsedId = idSchema.safeParse({ id: formData.get("id") });
  const id = parsedId.success ? parsedId.data.id : null;

  const finish = async (
    outcome: Awaited<ReturnType<typeof cartCalls.read>>,
    success: string | null,
  ) => {
    if (!outcome.ok)
      return cartReply(formData, CART_PATH, false, await failureFeedback(outcome, api, request));
    return cartReply(formData, CART_PATH, true, success ? successFeedback(success) : null);
  };

  switch (intent) {
    case "quantity": {
      if (id === null) return redirect(CART_PATH);
      const step = Number(formData.get("step"));
      const typed = normalizeQuantity(formData.get("quantity"), MAX_LINE_QUANTITY);
      const quantity = normalizeQuantity(
        typed + (step === 1 || step === -1 ? step : 0),
        MAX_LINE_QUANTITY,
      );
      // The box shows the new quantity: no toast for every click (without JavaScript it would cover
      // the page until closed).
      return finish(await cartCalls.setQuantity(api, id, quantity), null);
    }
    case "select":
      if (id === null) return redirect(CART_PATH);
      return finish(await cartCalls.select(api, [id], formData.get("selected") === "1"), null);
    case "selectAll":
      return finish(await cartCalls.select(api, "all", formData.get("selected") === "1"), null);
    case "delete":
      if (id === null) return redirect(CART_PATH);
      return finish(await cartCalls.deleteLines(api, [id]), t("cart.deleted"));
    case "deleteSelected": {
      const cart = await unwrap(await cartCalls.read(api), api, request);
      const ids = selectedLines(cart).map((line) => line.id);
      if (ids.length === 0) {
        return cartReply(formData, CART_PATH, false, {
          variant: "error",
          message: t("cart.chooseFirst"),
          durationMs: DURATION.error,
        });
      }
      if (formData.get("confirmed") !== "1") return redirect(`${CART_PATH}?confirm=deleteSelected`);
      return finish(await cartCalls.deleteLines(api, ids), t("cart.deleted"));
    }
    default:
      return redirect(CART_PATH);
  }
}
