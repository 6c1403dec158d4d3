/**
 * The order page's actions: cancel an unpaid order and confirm the receipt of a shipped one, each
 * after its confirmation step; buy an ended order's wines again.
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { cancelOrder, failureRedirect } from "~/features/orders/order-actions.server";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { orderCalls } from "~/features/orders/calls.server";
import { cartCalls } from "~/features/cart/calls.server";
import { CART_PATH } from "~/features/cart/cart-lines";
import type { ShoppingApi } from "~/service/client.server";
import { provenanceCalls } from "~/features/provenance/calls.server";

export async function orderAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(idParam);
  if (!id) throw new Response("Not found", { status: 404 });
  const form = await readProtectedForm(request, api.lang);
  const intent = form.get("intent");
  if (intent === "cancel") return cancelOrder(api, request, id, orderPath(id));
  if (intent === "receive") {
    const outcome = await orderCalls.confirmReceipt(api, id);
    if (!outcome.ok) return failureRedirect(outcome, api, request, orderPath(id));
    return redirectWithToast(
      orderPath(id),
      successFeedback(outcome.message || tFor(api.lang, "order")("orderPage.received")),
    );
  }
  if (intent === "buyAgain") return buyAgain(api, request, id);
  if (intent === "claimBottles") return claimBottles(api, request, id, form.getAll("serial"));
  return redirect(orderPath(id));
}

/** Reveals the claim codes of some of the order's bottles, which claims them in the log. */
async function claimBottles(
  api: ShoppingApi,
  request: Request,
  id: number,
  picked: FormDataEntryValue[],
) {
  const serials = [...new Set(picked.filter((s): s is string => typeof s === "string"))].slice(
    0,
    200,
  );
  if (serials.length === 0) return redirect(`${orderPath(id)}#bottles`);
  const outcome = await provenanceCalls.claimOrderBottles(api, id, serials);
  if (!outcome.ok) return failureRedirect(outcome, api, request, `${orderPath(id)}#bottles`);
  return redirectWithToast(`${orderPath(id)}#bottles`, successFeedback(outcome.message ?? ""));
}

/** The order's wines back in the cart, then the cart, saying which could not come. */
async function buyAgain(api: ShoppingApi, request: Request, id: number) {
  const outcome = await cartCalls.buyAgain(api, id);
  if (!outcome.ok) return failureRedirect(outcome, api, request, orderPath(id));
  const t = tFor(api.lang, "order");
  const { skipped } = outcome.data;
  return redirectWithToast(
    CART_PATH,
    successFeedback(
      skipped.length === 0
        ? t("orderPage.boughtAgain")
        : t("orderPage.boughtAgainSome", { count: skipped.length }),
    ),
  );
}
