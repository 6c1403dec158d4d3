/**
 * The answers of the after-shipping endpoints as zod schemas (registered in
 * contract/answers.ts): a wine's reviews and an order's parcels.
 * confirmReceipt and saveComments answer the order (orderViewSchema).
 */
import { z } from "zod";
import { orderStatusSchema } from "./buying-answers";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

export const reviewViewSchema = z.strictObject({
  id: int(),
  reviewer: z
    .string()
    .describe(
      "the reviewer's nickname, masked: first and last character with *** between; a phone as 139****1234",
    ),
  rating: int().min(1).max(5),
  content: z.string(),
  createdAt: timestamp(),
  photos: z.array(z.string()).describe("the reviewer's pictures: names for /file/file/echo"),
});

export const reviewPageSchema = z.strictObject({
  list: z.array(reviewViewSchema).describe("newest first"),
  nextCursor: z
    .string()
    .nullable()
    .describe("pass as cursor for the next page; null on the last page"),
  ratingAvg: z.number().min(0).max(5).describe("the wine's average rating, 0..5, one decimal"),
  ratingCount: int(),
});

export const trackingEventViewSchema = z.strictObject({
  text: z.string(),
  at: timestamp(),
});

export const parcelViewSchema = z.strictObject({
  direction: z
    .enum(["outbound", "return"])
    .describe("outbound: the shop to the buyer; return: the buyer's return shipment"),
  companyCode: z.string(),
  companyName: z.string().describe("in the caller's language"),
  trackingNo: z.string(),
  sentAt: timestamp().nullable().describe("when it was shipped (outbound) or sent back (return)"),
  events: z.array(trackingEventViewSchema).describe("newest first"),
});

export const logisticsViewSchema = z.strictObject({
  orderId: int(),
  orderNo: z.string(),
  status: orderStatusSchema,
  parcels: z
    .array(parcelViewSchema)
    .describe("empty until the order ships; the outbound parcel first"),
});
