/** The buyer's order lists, in the spec's /{module}/{controller}/{action} style. */
import { z } from "zod";
import {
  ORDER_LIST_DEFAULT_LIMIT,
  ORDER_LIST_MAX_LIMIT,
  ORDER_TABS,
} from "../../contract/orders-list";
import { orderCountsSchema, orderListSchema } from "../../contract/orders-list-answers";
import { defineEndpoint, InvalidParams, type AnyEndpoint } from "../http/endpoint";
import { countOrders, listOrders, parseCursor } from "./list";

const listQuery = z.object({
  tab: z.enum(ORDER_TABS).default("all"),
  cursor: z.string().max(40).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(ORDER_LIST_MAX_LIMIT))
    .default(String(ORDER_LIST_DEFAULT_LIMIT)),
  counts: z
    .enum(["true", "false"])
    .default("false")
    .describe("true: every tab's count too (a page that shows the tabs makes one call)"),
});

export const orderListEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/order/order/findOrders",
    summary: `The caller's orders of one tab (${ORDER_TABS.join(" | ")}), newest first, with their lines and the buyer's actions; keyset paging by cursor`,
    tag: "orders",
    auth: "required",
    query: listQuery,
    response: orderListSchema,
    handler: async ({ db, user, query }) => {
      const cursor = query.cursor ? parseCursor(query.cursor) : null;
      if (query.cursor && !cursor)
        throw new InvalidParams("cursor", { cursor: ["cursor.invalid"] });
      return listOrders(db, user!.id, query.tab, cursor, query.limit, query.counts === "true");
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/order/order/countOrders",
    summary: "How many of the caller's orders each tab holds: all and the four statuses",
    tag: "orders",
    auth: "required",
    response: orderCountsSchema,
    handler: ({ db, user }) => countOrders(db, user!.id),
  }),
];
