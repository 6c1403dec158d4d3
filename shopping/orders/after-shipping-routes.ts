/**
 * After shipping, the buyer's endpoints: confirm receipt, evaluate, the order's logistics, and a
 * wine's reviews.
 */
import { z } from "zod";
import { logisticsViewSchema, reviewPageSchema } from "../../contract/after-shipping-answers";
import { orderViewSchema } from "../../contract/buying-answers";
import { saveCommentsSchema } from "../../contract/reviews-form";
import { findComments, findCommentsQuery } from "../catalog/reviews";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { Buying } from "../payments/context";
import { orderLogistics } from "./logistics";
import { confirmReceipt } from "./receipt";
import { saveComments } from "./reviews";

const id = z.number().int().positive().max(2_147_483_647);

export function afterShippingEndpoints(buying: Buying): AnyEndpoint[] {
  return [
    defineEndpoint({
      method: "post",
      path: "/order/order/confirmReceipt",
      summary:
        "The buyer confirms a shipped order arrived: pending_receipt -> pending_comment, once",
      tag: "orders",
      auth: "required",
      body: z.object({ id }),
      response: orderViewSchema,
      handler: async ({ user, body }) =>
        new WithMessage("order_received", await confirmReceipt(buying, user!.id, body.id)),
    }),
    defineEndpoint({
      method: "post",
      path: "/order/comment/saveComments",
      summary:
        "Reviews every wine of a received order (rating 1-5, text not empty); the order is completed and each wine's rating updated",
      tag: "orders",
      auth: "required",
      body: saveCommentsSchema,
      response: orderViewSchema,
      handler: async ({ user, body }) =>
        new WithMessage("reviews_saved", await saveComments(buying, user!.id, body)),
    }),
    defineEndpoint({
      method: "get",
      path: "/order/order/findLogistics",
      summary:
        "The caller's order's parcels (shipment, and a return shipment) with carrier, number and tracking events, newest first",
      tag: "orders",
      auth: "required",
      query: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: logisticsViewSchema,
      handler: ({ db, user, query, lang }) => orderLogistics(db, user!.id, query.id, lang),
    }),
    defineEndpoint({
      method: "get",
      path: "/goods/comment/findComments",
      summary: "A wine's reviews, newest first, paged by cursor, the reviewers' nicknames masked",
      tag: "catalogue",
      query: findCommentsQuery,
      response: reviewPageSchema,
      handler: ({ db, query }) => findComments(db, query),
    }),
  ];
}
