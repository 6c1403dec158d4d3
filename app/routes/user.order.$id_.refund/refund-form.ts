/** What the refund form and its server side both read of an order (no server code here). */
import type { AfterSaleKindName } from "#contract/aftersale";
import type { OrderView } from "#contract/buying";

/** A quantity field's name: one per line of the order. */
export const quantityField = (lineId: number) => `qty-${lineId}`;

/** A refund before shipping, a return after: as the order's actions say. */
export const kindOf = (order: Pick<OrderView, "actions">): AfterSaleKindName =>
  order.actions.includes("refund") ? "refund" : "return";

/** The lines that still have bottles to take back. */
export const openLines = (order: Pick<OrderView, "lines">) =>
  order.lines.filter((l) => l.refundedQuantity < l.quantity);

/** Every bottle left of every line: what the form chooses at first. */
export const allBottlesLeft = (order: Pick<OrderView, "lines">): Record<string, string> =>
  Object.fromEntries(
    openLines(order).map((l) => [String(l.id), String(l.quantity - l.refundedQuantity)]),
  );
