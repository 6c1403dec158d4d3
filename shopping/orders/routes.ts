/** Checkout and order endpoints, in the spec's /{module}/{controller}/{action} style. */
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../../contract/buying";
import { checkoutInvoiceSchema } from "../../contract/invoices";
import {
  checkoutPreviewSchema,
  createdOrderSchema,
  orderViewSchema,
} from "../../contract/buying-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { Buying } from "../payments/context";
import { createOrder, previewOrder } from "./checkout";
import { cancelOrder } from "./ending";
import { orderView } from "./view";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const quantity = z
  .number({ invalid_type_error: "quantity.invalid" })
  .int("quantity.invalid")
  .min(1, "quantity.invalid")
  .max(MAX_LINE_QUANTITY, "quantity.invalid");
const source = z.discriminatedUnion("source", [
  z.object({ source: z.literal("cart") }),
  z.object({
    source: z.enum(["buyNow", "points"]),
    goodsId: z.number().int().positive().max(2_147_483_647),
    quantity,
  }),
]);
const orderForm = z.object({
  addressId: z.number().int().positive().max(2_147_483_647).nullable(),
  buyerMessage: z.string().trim().max(200, "buyerMessage.tooLong").default(""),
  usePoints: z.boolean().default(false),
  idempotencyKey: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
  expectedTotalCents: z.number().int().nonnegative(),
  expectedPoints: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe("a points purchase: the points the buyer saw (the preview's amounts.pointsUsed)"),
  invoice: checkoutInvoiceSchema
    .optional()
    .describe(
      "an invoice asked for with the order: an approved title's id, or a new general title saved on the way; issued once the order is received",
    ),
});
const sourceOf = (body: z.infer<typeof source>) =>
  body.source === "cart"
    ? { source: "cart" as const }
    : { source: body.source, goodsId: body.goodsId, quantity: body.quantity };

export function orderEndpoints(buying: Buying): AnyEndpoint[] {
  return [
    defineEndpoint({
      method: "post",
      path: "/order/order/previewOrder",
      summary:
        "What an order of the selected cart lines (or one wine bought now) would cost, computed from the database",
      tag: "orders",
      auth: "required",
      body: z.intersection(source, z.object({ usePoints: z.boolean().default(false) })),
      response: checkoutPreviewSchema,
      handler: ({ db, user, body }) =>
        previewOrder(db, user!.id, sourceOf(body), body.usePoints, buying.settings),
    }),
    defineEndpoint({
      method: "post",
      path: "/order/order/createOrder",
      summary:
        "Places the order: reserves stock, takes points, snapshots prices and address; idempotent per idempotencyKey",
      tag: "orders",
      auth: "required",
      body: z.intersection(source, orderForm),
      response: createdOrderSchema,
      handler: ({ db, user, body }) =>
        createOrder(db, user!.id, sourceOf(body), body, buying.settings),
    }),
    defineEndpoint({
      method: "get",
      path: "/order/order/findOrder",
      summary:
        "One of the caller's orders with its lines, amounts, address, timeline and latest payment",
      tag: "orders",
      auth: "required",
      query: z.object({ id }),
      response: orderViewSchema,
      handler: ({ db, user, query }) => orderView(db, user!.id, query.id),
    }),
    defineEndpoint({
      method: "post",
      path: "/order/order/cancelOrder",
      summary: "Cancels an unpaid order of the caller; its stock and points come back",
      tag: "orders",
      auth: "required",
      body: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
      response: orderViewSchema,
      handler: async ({ user, body }) =>
        new WithMessage("order_cancelled", await cancelOrder(buying, user!.id, body.id)),
    }),
  ];
}
