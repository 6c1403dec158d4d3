/**
 * The buying answers (cart, checkout, orders, payment) as zod schemas: the
 * service declares them as its endpoints' responses and the storefront checks
 * what it receives against them (contract/answers.ts). contract/buying.ts
 * derives its types from these; the browser, which imports that file for its
 * constants, never loads these.
 */
import { z } from "zod";
import { addressEntrySchema } from "./accounts-answers";
import { afterSaleSummarySchema } from "./aftersale-answers";
import { ORDER_STATUSES, PAY_METHODS, PAY_PATHS } from "./buying";
import { cartResaleSchema, lineResaleSchema } from "./resale-offers";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const payMethodSchema = z.enum(PAY_METHODS);

/** A wine in a line of the cart, a checkout or an order, with its quantity. */
const wineLine = {
  goodsId: int(),
  spuName: z.string(),
  spuNameTc: z.string(),
  spuNameEn: z.string(),
  vintage: int().nullable(),
  capacityMl: int(),
  picture: z.string(),
  marketPriceCents: int(),
  quantity: int().positive(),
  lineCents: int(),
};

export const cartLineSchema = z.strictObject({
  ...wineLine,
  id: int().describe("the cart line's id (cart_items.id)"),
  priceCents: int(),
  discount: int().nullable(),
  selected: z.boolean(),
  stock: int(),
  availability: z
    .enum(["ok", "soldOut", "offShelf", "understock", "belowMinimum"])
    .describe(
      "ok | soldOut (stock 0) | offShelf | understock (stock below the quantity) | belowMinimum (a resale line below the item's minimum)",
    ),
  resale: cartResaleSchema
    .nullable()
    .describe("a resale item's bottles: priced at the item's price, its stock what is left"),
});

export const cartSchema = z.strictObject({
  lines: z.array(cartLineSchema),
  productTotalItem: int().describe("bottles in the cart, as the header counts them"),
  selectedQuantity: int().describe("bottles of the selected lines that can be bought"),
  selectedCents: int(),
  freightCents: int().describe(
    "what delivering the selected lines would cost: 0 from freeFreightFromCents (and for none)",
  ),
  freeFreightFromCents: int(),
  allSelected: z.boolean(),
});

export const cartCountSchema = z.strictObject({ productTotalItem: int() });

/** Buy again: the order's wines put back in the cart, and those that could not be. */
export const buyAgainResultSchema = z.strictObject({
  added: z.array(z.strictObject({ goodsId: int(), quantity: int() })),
  skipped: z.array(
    z.strictObject({
      goodsId: int(),
      reason: z
        .enum(["soldOut", "offShelf", "full", "resale"])
        .describe(
          "full: the cart already holds all the stock or the line limit; resale: bought from another buyer's resale item, which is not the shop's to sell again",
        ),
    }),
  ),
  productTotalItem: int(),
});

export const checkoutLineSchema = z.strictObject({
  ...wineLine,
  unitPriceCents: int(),
  resale: lineResaleSchema.nullable().describe("bought from a resale item"),
});

export const amountsSchema = z.strictObject({
  quantity: int(),
  originalCents: int(),
  goodsCents: int(),
  discountCents: int().describe("the promotion: original minus goods"),
  freightCents: int(),
  pointsUsed: int(),
  pointsCents: int(),
  totalCents: int(),
});

export const checkoutPreviewSchema = z.strictObject({
  lines: z.array(checkoutLineSchema),
  amounts: amountsSchema,
  pointsBalance: int().describe("the caller's points"),
  pointsUsable: int().describe("the most points this order may use"),
  pointsOfferCents: int().describe(
    "what using the points would take off this order, whether or not they are used",
  ),
  pointsPerYuan: int(),
  maxOffsetPercent: int(),
  freightRule: z.strictObject({ freeFromCents: int(), flatCents: int() }),
  problems: z
    .array(
      z.strictObject({
        goodsId: int().nullable(),
        reason: z.enum([
          "understock",
          "offShelf",
          "soldOut",
          "empty",
          "notForPoints",
          "pointsShort",
          "belowMinimum",
        ]),
      }),
    )
    .describe("why the order cannot be placed as it is"),
});

/** The order's address snapshot as shown: an address book entry's fields but its ids. */
export const orderAddressViewSchema = addressEntrySchema.omit({
  id: true,
  isDefault: true,
  areaCode: true,
});

export const orderEventViewSchema = z.strictObject({
  action: z.string(),
  toStatus: orderStatusSchema,
  actor: z.string(),
  reason: z.string().nullable(),
  at: timestamp(),
});

/** WeChat's signed parameters for getBrandWCPayRequest and wx.requestPayment. */
export const bridgePayParamsSchema = z.strictObject({
  appId: z.string(),
  timeStamp: z
    .string()
    .regex(/^\d{10}$/)
    .describe("seconds, as a string of 10 digits"),
  nonceStr: z.string(),
  package: z.string().describe("prepay_id=..."),
  signType: z.literal("RSA"),
  paySign: z.string(),
});

/** WeChat's browser: the session knows its payer, or the silent OAuth page to learn it. */
export const payerOauthAnswerSchema = z.strictObject({
  openidKnown: z.boolean(),
  url: z.string().nullable().describe("WeChat's authorize page (snsapi_base), null when known"),
});

export const payerOpenidAnswerSchema = z.strictObject({ openidKnown: z.literal(true) });

/** How the phone opens the wallet for a payment that is not a QR code. */
export const walletLaunchSchema = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("form"),
      action: z.string().url(),
      fields: z.record(z.string(), z.string()),
    })
    .describe("a signed form the browser posts to the gateway (Alipay's WAP pay)"),
  z
    .strictObject({
      kind: z.literal("redirect"),
      url: z.string().url(),
      issuedAt: timestamp(),
    })
    .describe("a page of the gateway's to open (WeChat Pay's h5_url, valid 5 minutes)"),
  z
    .strictObject({ kind: z.literal("bridge"), params: bridgePayParamsSchema })
    .describe("parameters for WeChat's own bridge (JSAPI, or the mini-program's requestPayment)"),
]);

export const paymentViewSchema = z.strictObject({
  outTradeNo: z.string(),
  method: payMethodSchema,
  gateway: z.string(),
  amountCents: int(),
  path: z.enum(PAY_PATHS),
  codeUrl: z.string().nullable().describe("the QR path's code, null on the other paths"),
  launch: walletLaunchSchema.nullable().describe("the other paths' launch, null on the QR path"),
  status: z.enum(["pending", "paid", "closed"]),
  expiresAt: timestamp(),
  paidAt: timestamp().nullable(),
});

export const orderViewSchema = z.strictObject({
  id: int(),
  orderNo: z.string(),
  status: orderStatusSchema,
  amounts: amountsSchema,
  buyerMessage: z.string(),
  address: orderAddressViewSchema,
  lines: z.array(
    checkoutLineSchema.extend({
      id: int(),
      refundedQuantity: int().describe("bottles settled after-sale requests took back"),
    }),
  ),
  refunded: z
    .strictObject({ cents: int(), points: int() })
    .describe("the money and points settled after-sale requests gave back"),
  partlyRefunded: z
    .boolean()
    .describe("some bottles were refunded or returned, and the order goes on with the rest"),
  createdAt: timestamp(),
  payBefore: timestamp(),
  paidAt: timestamp().nullable(),
  closedAt: timestamp().nullable(),
  payMethod: z
    .enum([...PAY_METHODS, "points"])
    .nullable()
    .describe("how it was paid: a gateway, or points alone (a points purchase)"),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  shippedAt: timestamp().nullable(),
  receivedAt: timestamp().nullable(),
  timeline: z.array(orderEventViewSchema),
  payment: paymentViewSchema.nullable().describe("the latest payment attempt, if any"),
  actions: z
    .array(z.enum(["pay", "cancel", "receive", "evaluate", "refund", "returnGoods"]))
    .describe("actions the buyer may take now, from the transition table"),
  afterSale: afterSaleSummarySchema
    .nullable()
    .describe("the latest after-sale request (refund or return) of the order, if any"),
  afterSales: z
    .array(afterSaleSummarySchema)
    .describe("every after-sale request of the order, the latest first"),
});

export const createdOrderSchema = z.strictObject({
  id: int(),
  orderNo: z.string(),
  totalCents: int(),
  repeated: z
    .boolean()
    .describe("true when this submit repeated an earlier one and found its order"),
});

export const paymentStatusSchema = z.strictObject({
  orderId: int(),
  orderStatus: orderStatusSchema,
  payment: paymentViewSchema.nullable(),
});
