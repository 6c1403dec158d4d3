/**
 * The buyer's order lists (/user/order): the tabs of spec §2 and the types of
 * the list's answers. Constants only, so the browser may import this file; the
 * zod schemas are in orders-list-answers.ts.
 */
import type { z } from "zod";
import type {
  orderCountsSchema,
  orderListItemSchema,
  orderListLineSchema,
  orderListSchema,
} from "./orders-list-answers";

/**
 * Spec §2's tabs: all, pending payment, pending delivery, pending receiving, pending comment; and
 * the orders that had a refund or return (退换/售后), whatever their status now.
 */
export const ORDER_TABS = [
  "all",
  "pending_payment",
  "pending_delivery",
  "pending_receipt",
  "pending_comment",
  "after_sale",
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_LIST_DEFAULT_LIMIT = 10;
export const ORDER_LIST_MAX_LIMIT = 50;

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === "string" && (ORDER_TABS as readonly string[]).includes(value);
}

/** findOrders' cursor: created_at in microseconds since the epoch, a dash, and the order id. */
export const ORDER_CURSOR_PATTERN = /^(\d{1,17})-(\d{1,10})$/;

export function isOrderCursor(value: unknown): value is string {
  const m = typeof value === "string" ? ORDER_CURSOR_PATTERN.exec(value) : null;
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 2_147_483_647;
}

export type OrderListLine = z.infer<typeof orderListLineSchema>;
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderList = z.infer<typeof orderListSchema>;
export type OrderCounts = z.infer<typeof orderCountsSchema>;
