import type { OrderView } from "#contract/buying";
import { RESELLABLE_ORDER_STATUSES } from "#contract/resale-statuses";
import { orderPath } from "~/features/payments/paths";
import { resellPath } from "~/features/resale/paths";

interface ActionLink {
  key: "receive" | "evaluate" | "viewLogistics" | "refund" | "returnGoods" | "afterSale" | "resell";
  to: string;
  /** a confirmation step of this page, not another screen */
  replace: boolean;
}

/**
 * The buyer's moves after payment, as links: receipt asks first on this page; the others are
 * screens of their own.
 */
export function moreActions(order: OrderView): ActionLink[] {
  const base = orderPath(order.id);
  const links: ActionLink[] = [];
  if (order.actions.includes("receive"))
    links.push({ key: "receive", to: "?confirm=receive", replace: true });
  if (order.actions.includes("evaluate"))
    links.push({ key: "evaluate", to: `${base}/evaluate`, replace: false });
  if (order.logisticsNo)
    links.push({ key: "viewLogistics", to: `${base}/logistics`, replace: false });
  if (order.actions.includes("refund"))
    links.push({ key: "refund", to: `${base}/refund`, replace: false });
  if (order.actions.includes("returnGoods"))
    links.push({ key: "returnGoods", to: `${base}/refund`, replace: false });
  if (order.afterSale || order.status === "refunding" || order.status === "returning")
    links.push({ key: "afterSale", to: `${base}/afterSale`, replace: false });
  // Spec §4's "resell": the bottles of a received or completed order, through the shop.
  if ((RESELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
    links.push({ key: "resell", to: resellPath(order.id), replace: false });
  return links;
}
