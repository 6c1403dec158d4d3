/**
 * The after-sale answers as zod schemas: the buyer's request (in the order's
 * view and on its own) and the operator's list of open requests.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "./buying";
import { returnAddressSchema } from "./shop";
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS_NAMES,
  RETURN_FREIGHT_PAYERS,
} from "./aftersale";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

/** Bottles a request takes back, with the names the order recorded. */
export const afterSaleLineSchema = z.strictObject({
  orderLineId: int(),
  goodsId: int(),
  spuName: z.string(),
  spuNameTc: z.string(),
  spuNameEn: z.string(),
  vintage: int().nullable(),
  quantity: int().describe("bottles of this line the request takes back"),
});

/** A request as the order's view carries it. */
export const afterSaleSummarySchema = z.strictObject({
  id: int(),
  kind: z
    .enum(AFTER_SALE_KINDS)
    .describe("refund: before shipping; return: after shipping, the goods come back"),
  status: z.enum(AFTER_SALE_STATUS_NAMES),
  amountCents: int().describe("money asked back, in cents"),
  points: int().describe("points asked back"),
  reasonCode: z.enum(AFTER_SALE_REASONS).describe("the reason chosen; the reader translates it"),
  reasonDetails: z.string().nullable().describe("the buyer's own words, as typed"),
  lines: z.array(afterSaleLineSchema).describe("the bottles the request takes back"),
  returnFreightPayer: z
    .enum(RETURN_FREIGHT_PAYERS)
    .nullable()
    .describe("a return's: who pays the parcel back (the shop's rule by reason); null for refunds"),
  returnCompany: z
    .string()
    .nullable()
    .describe("courier code of the return parcel (contract/logistics.ts)"),
  returnTrackingNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: timestamp(),
  finishedAt: timestamp().nullable().describe("when it succeeded (the money was back) or ended"),
});

/** The buyer's latest request of an order, with its order's number and status. */
export const afterSaleViewSchema = afterSaleSummarySchema.extend({
  returnAddress: returnAddressSchema
    .nullable()
    .describe(
      "where the goods go, once the shop agreed to a return; null otherwise, and while the shop has not set its return address (the return address is being arranged)",
    ),
  orderId: int(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  updatedAt: timestamp(),
  photos: z
    .array(z.string())
    .describe("the buyer's pictures: names for /file/file/echo, in the order chosen"),
});

/** findAfterSale: null when the order has no request. */
export const afterSaleFoundSchema = afterSaleViewSchema.nullable();

/** One open request as the operator lists it. */
export const openAfterSaleSchema = z.strictObject({
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  kind: z.enum(AFTER_SALE_KINDS),
  status: z.enum(AFTER_SALE_STATUS_NAMES),
  amountCents: int(),
  points: int(),
  paidCents: int().describe("what the buyer paid for the order"),
  reasonCode: z.enum(AFTER_SALE_REASONS),
  reasonLabel: z.string().describe("the reason in the Accept-Language-Id language"),
  reasonDetails: z.string().nullable().describe("the buyer's own words, as typed"),
  lines: z.array(afterSaleLineSchema).describe("the bottles to expect back, or to refund"),
  returnFreightPayer: z.enum(RETURN_FREIGHT_PAYERS).nullable(),
  returnCompany: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  createdAt: timestamp(),
  photos: z
    .array(z.string())
    .describe(
      "the buyer's pictures: names for /file/file/echo (the shop shows them at /photo/NAME)",
    ),
  staffActions: z
    .array(z.enum(["approve", "reject", "received", "resend"]))
    .describe(
      "what staff may do to it now, from the after-sale transition table (resend: its refund failed for good)",
    ),
  refund: z
    .strictObject({
      status: z.enum(["pending", "succeeded", "failed"]),
      failure: z.string().nullable(),
      at: timestamp(),
    })
    .nullable()
    .describe(
      "the latest refund sent to the gateway for this request; failed: resend it with /ops/afterSale/resend",
    ),
});
export const openAfterSaleListSchema = z.array(openAfterSaleSchema);
