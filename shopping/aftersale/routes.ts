/**
 * The buyer's after-sale endpoints: ask for a refund or a return of bottles of an order, send them
 * back, read the requests.
 */
import { z } from "zod";
import { AFTER_SALE_DETAILS_MAX_LENGTH, AFTER_SALE_REASONS } from "../../contract/aftersale";
import { afterSaleFoundSchema, afterSaleViewSchema } from "../../contract/aftersale-answers";
import { parcelFields } from "../../contract/parcel-validation";
import { photoNamesSchema } from "../../contract/photos";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { Buying } from "../payments/context";
import { applyAfterSale, findAfterSale, shipReturn } from "./requests";

const MAX_INT = 2_147_483_647;
const orderId = z.number().int().positive().max(MAX_INT);
/** A whole number of cents or points, 0 or more (spec §5: not empty). */
const amount = (prefix: "afterSale.amount" | "afterSale.points") =>
  z
    .number({ required_error: `${prefix}.required`, invalid_type_error: `${prefix}.invalid` })
    .int(`${prefix}.invalid`)
    .min(0, `${prefix}.invalid`)
    .max(MAX_INT, `${prefix}.invalid`);

export const afterSaleForm = z
  .object({
    orderId,
    reasonCode: z.enum(AFTER_SALE_REASONS, {
      required_error: "afterSale.reason.required",
      invalid_type_error: "afterSale.reason.required",
      message: "afterSale.reason.required",
    }),
    reasonDetails: z
      .string({ invalid_type_error: "afterSale.reason.tooLong" })
      .trim()
      .max(AFTER_SALE_DETAILS_MAX_LENGTH, "afterSale.reason.tooLong")
      .optional()
      .transform((text) => text || null)
      .describe("the buyer's own words, as typed; required with the reason other"),
    lines: z
      .array(
        z.object({
          orderLineId: z.number().int().positive().max(MAX_INT),
          quantity: z
            .number({ invalid_type_error: "afterSale.lines.invalid" })
            .int("afterSale.lines.invalid")
            .min(0, "afterSale.lines.invalid")
            .max(9999, "afterSale.lines.tooMany"),
        }),
        { invalid_type_error: "afterSale.lines.required" },
      )
      .max(100, "afterSale.lines.invalid")
      .optional()
      .describe(
        "the bottles asked about: lines of the order and how many of each (lines of 0 are left out); without it, every bottle not yet refunded or returned",
      ),
    amountCents: amount("afterSale.amount"),
    points: amount("afterSale.points"),
    photos: photoNamesSchema,
    requestKey: z
      .string({ invalid_type_error: "afterSale.key.invalid" })
      .uuid("afterSale.key.invalid")
      .optional()
      .describe(
        "made when the buyer reviews the request: the same request sent again with it answers the first one and changes nothing",
      ),
  })
  .superRefine((form, ctx) => {
    if (form.reasonCode === "other" && form.reasonDetails === null)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["reasonDetails"],
        message: "afterSale.reason.required",
      });
  });

export const returnShipmentForm = z.object({
  orderId,
  ...parcelFields,
});

export function afterSaleEndpoints(buying: Buying): AnyEndpoint[] {
  return [
    defineEndpoint({
      method: "post",
      path: "/order/afterSale/applyRefund",
      summary:
        "Asks for the money and points of bottles of an order back: a refund while it waits for delivery, a return once shipped. The service computes what the bottles are worth (decision 033); the amounts may be less, never more, not both zero. Several requests per order, one open at a time, until every bottle is back; a repeat under the same requestKey answers the request it made",
      tag: "after-sale",
      auth: "required",
      body: afterSaleForm,
      response: afterSaleViewSchema,
      handler: async ({ user, body }) =>
        new WithMessage("after_sale_applied", await applyAfterSale(buying, user!.id, body)),
    }),
    defineEndpoint({
      method: "post",
      path: "/order/afterSale/returnShipment",
      summary:
        "The buyer's return parcel (courier and tracking number), once the shop agreed to the return; the same parcel sent again answers the request as it is",
      tag: "after-sale",
      auth: "required",
      body: returnShipmentForm,
      response: afterSaleViewSchema,
      handler: async ({ user, body }) =>
        new WithMessage("return_shipped", await shipReturn(buying, user!.id, body)),
    }),
    defineEndpoint({
      method: "get",
      path: "/order/afterSale/findAfterSale",
      summary: "The latest after-sale request of one of the caller's orders, or null",
      tag: "after-sale",
      auth: "required",
      query: z.object({ orderId: z.coerce.number().int().positive().max(MAX_INT) }),
      response: afterSaleFoundSchema,
      handler: ({ db, user, query }) => findAfterSale(db, user!.id, query.orderId),
    }),
  ];
}
