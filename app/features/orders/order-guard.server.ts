/**
 * The one check of the screens that act on an order (review, refund or return request, after-sale
 * progress), for their loaders and their actions alike: the order is the buyer's, and it allows
 * the screen now, else the buyer lands on the order page (or its after-sale page) with the reason
 * as a toast. What an order allows comes from the service (the order's actions, from its status
 * table); a screen never decides it from statuses of its own.
 */
import type { OrderView } from "#contract/buying";
import { afterSalePath } from "~/features/aftersale/paths";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { tFor } from "~/i18n.server";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { DURATION } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";
import { orderCalls } from "./calls.server";

export type OrderScreen = "evaluate" | "refund" | "afterSale";

const ALLOWS: Record<OrderScreen, (order: OrderView) => boolean> = {
  evaluate: (order) => order.actions.includes("evaluate"),
  refund: (order) => order.actions.includes("refund") || order.actions.includes("returnGoods"),
  afterSale: (order) => order.afterSale !== null,
};

/** The order `idParam` names when it allows `screen`; otherwise throws the redirect. */
export async function orderAllowing(
  screen: OrderScreen,
  api: ShoppingApi,
  request: Request,
  idParam: string | undefined,
): Promise<OrderView> {
  const id = parseOrderId(idParam);
  if (!id) throw new Response("Not found", { status: 404 });
  const order = await unwrap(await orderCalls.find(api, id), api, request);
  if (ALLOWS[screen](order)) return order;
  const status = tFor(api.lang, "payment")(`order.statuses.${order.status}`);
  // An order that had a request shows its progress rather than a form it cannot use.
  const to = screen === "refund" && order.afterSale ? afterSalePath(id) : orderPath(id);
  throw await redirectWithToast(to, {
    variant: "notice",
    message: tFor(api.lang)(`orderGuard.${screen}`, { status }),
    durationMs: DURATION.notice,
  });
}
