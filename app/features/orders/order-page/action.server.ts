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
  return redirect(orderPath(id));
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
