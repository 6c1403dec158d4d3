/** The order page's one action: cancel an unpaid order, after its confirmation step. */
import { redirect } from "@remix-run/node";
import { cancelOrder } from "~/components/payment/order-actions.server";
import { orderPath, parseOrderId } from "~/components/payment/paths";
import { requireLogin } from "~/utils/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";

export async function orderAction(request: Request, idParam: string | undefined) {
  const api = await requireLogin(request);
  const id = parseOrderId(idParam);
  if (!id) throw new Response("Not found", { status: 404 });
  const form = await readProtectedForm(request, api.lang);
  if (form.get("intent") !== "cancel") return redirect(orderPath(id));
  return cancelOrder(api, request, id, orderPath(id));
}
