/**
 * The order page's actions, each after its confirmation step: cancel an unpaid order, confirm the
 * receipt of a shipped one.
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
  return redirect(orderPath(id));
}
