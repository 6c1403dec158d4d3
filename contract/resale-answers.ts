/**
 * Resale's answers as zod schemas (decision 037): the seller's items with spec §3's fields, the
 * bottles of an order that may be resold, the sales with their payouts, and the operator's views.
 * A seller sees a buyer only masked.
 */
import { z } from "zod";
import {
  RESALE_GRADES,
  RESALE_PAYOUT_STATUSES,
  RESALE_REGISTRATIONS,
  RESALE_STATUSES,
} from "./resale-statuses";
import { returnAddressSchema } from "./shop";

const at = z.string().datetime();
const int = () => z.number().int();

export const resaleItemSchema = z.strictObject({
  code: z.string().describe("R and six digits"),
  status: z.enum(RESALE_STATUSES),
  registration: z
    .enum(RESALE_REGISTRATIONS)
    .describe("registered once the shop holds the bottles and the provenance log says so"),
  orderId: z.number().int(),
  orderNo: z.string(),
  goodsId: z.number().int(),
  name: z.string().describe("the wine, in the caller's language"),
  vintage: z.number().int().nullable(),
  picture: z.string(),
  marketPriceCents: z.number().int(),
  shopPriceCents: z.number().int().describe("the shop's price when listed: the band's centre"),
  priceCents: z.number().int().describe("the resale price of a bottle"),
  quantity: z.number().int().describe("the resale quantity: bottles in the item"),
  minQuantity: z.number().int().describe("the minimum purchase quantity"),
  soldQuantity: z.number().int(),
  reservedQuantity: z.number().int().describe("in orders not yet paid"),
  availableQuantity: z.number().int(),
  serials: z.array(z.string()),
  shipCompany: z.string().nullable(),
  shipTrackingNo: z.string().nullable(),
  grade: z.enum(RESALE_GRADES).nullable(),
  auditNote: z.string().nullable(),
  auditPhotos: z.array(z.string()),
  rejectReason: z.string().nullable().describe("why the shop refused the bottles"),
  offShelfBy: z.enum(["seller", "expired"]).nullable(),
  listedAt: at,
  shippedAt: at.nullable(),
  auditedAt: at.nullable(),
  shelvedAt: at.nullable(),
  offShelfAt: at.nullable(),
  closedAt: at.nullable(),
});

export const resaleItemListSchema = z.strictObject({
  list: z.array(resaleItemSchema).describe("newest first"),
});

export const resaleOrderBottlesSchema = z.strictObject({
  orderId: z.number().int(),
  resellable: z
    .boolean()
    .describe("whether the order's status allows resale (received or completed)"),
  wines: z.array(
    z.strictObject({
      goodsId: z.number().int(),
      name: z.string(),
      shopPriceCents: z.number().int(),
      minPriceCents: z.number().int().describe("the band's lowest resale price"),
      maxPriceCents: z.number().int().describe("the band's highest resale price"),
      serials: z.array(z.string()).describe("the seller's bottles of it that may be listed"),
    }),
  ),
});

export const resaleReturnAddressSchema = returnAddressSchema
  .nullable()
  .describe("where the seller sends the bottles; null until the operator sets it");

export const resaleRulesSchema = z.strictObject({
  bandPercent: z.number().int(),
  commissionPercent: z.number().int(),
  payoutDays: z.number().int(),
  shelfDays: z.number().int(),
  updatedAt: at,
  updatedBy: z.string(),
});

const saleFields = {
  id: z.number().int(),
  code: z.string().describe("the item's code"),
  goodsId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  returnedQuantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int().describe("of the bottles kept"),
  commissionPercent: z.number().int(),
  commissionCents: z.number().int(),
  payoutCents: z.number().int(),
  payoutStatus: z.enum(RESALE_PAYOUT_STATUSES),
  createdAt: at,
  receivedAt: at.nullable(),
  dueAt: at.nullable(),
  paidAt: at.nullable(),
  cancelledAt: at.nullable(),
};

export const resaleSaleSchema = z.strictObject({
  ...saleFields,
  buyerMasked: z.string().describe("139****1234: never the buyer's whole phone"),
  paidToMasked: z.string().nullable().describe("the payout account as paid to, masked"),
  timeline: z.array(
    z.strictObject({
      step: z.enum(["bought", "received", "due", "payout_paid", "cancelled"]),
      at,
    }),
  ),
});

export const resaleSaleListSchema = z.strictObject({
  list: z.array(resaleSaleSchema).describe("newest first"),
});

export const opsResaleItemSchema = z.strictObject({
  code: z.string(),
  status: z.enum(RESALE_STATUSES),
  registration: z.enum(RESALE_REGISTRATIONS),
  sellerPhone: z.string().describe("masked"),
  goodsId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  soldQuantity: z.number().int(),
  serials: z.array(z.string()),
  shipCompany: z.string().nullable(),
  shipTrackingNo: z.string().nullable(),
  grade: z.enum(RESALE_GRADES).nullable(),
  rejectReason: z.string().nullable(),
  auditedBy: z.string().nullable(),
  listedAt: at,
});

export const opsResaleItemListSchema = z.strictObject({
  list: z.array(opsResaleItemSchema),
  total: int().describe("all the items of the status asked"),
  page: int(),
  pageSize: int(),
});

export const opsResalePayoutSchema = z.strictObject({
  ...saleFields,
  sellerPhone: z.string().describe("masked"),
  paidReference: z.string().nullable(),
  paidBy: z.string().nullable(),
  payTo: z
    .strictObject({
      kind: z.string(),
      account: z.string().describe("whole: the operator pays to it"),
      realName: z.string(),
      bankName: z.string().nullable(),
    })
    .nullable()
    .describe("the seller's default payout account now, or the one paid to; null: none yet"),
});

export const opsResalePayoutListSchema = z.strictObject({
  list: z.array(opsResalePayoutSchema),
  total: int().describe("all the payouts of the status asked"),
  page: int(),
  pageSize: int(),
});

export type ResaleItem = z.infer<typeof resaleItemSchema>;
export type ResaleItemList = z.infer<typeof resaleItemListSchema>;
export type ResaleSale = z.infer<typeof resaleSaleSchema>;
export type ResaleOrderBottles = z.infer<typeof resaleOrderBottlesSchema>;
