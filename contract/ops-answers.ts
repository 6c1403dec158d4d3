/**
 * The operator endpoints' answers (/shopping/ops/..., used by `npm run ops`) as
 * zod schemas: the service declares them as its endpoints' responses, and
 * contract/answers.ts maps each path to its schema.
 */
import { z } from "zod";
import { AFTER_SALE_KINDS, AFTER_SALE_STATUS_NAMES } from "./aftersale";
import { parcelViewSchema } from "./after-shipping-answers";
import { orderStatusSchema, orderViewSchema, payMethodSchema } from "./buying-answers";
import { pointsLogSchema } from "./points-answers";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

/** An order as the operator sees it in a list: enough to ship it or answer a buyer, no address. */
export const opsOrderSchema = z.strictObject({
  orderNo: z.string(),
  status: orderStatusSchema,
  quantity: int(),
  totalCents: int(),
  buyerPhone: z.string().describe("the buyer's phone, masked: 139****1234"),
  createdAt: timestamp(),
  paidAt: timestamp().nullable(),
  shippedAt: timestamp().nullable(),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
});

export const opsOrderListSchema = z.strictObject({
  orders: z.array(opsOrderSchema).describe("newest first"),
  total: int().describe("how many orders match, on every page"),
  page: int(),
  pageSize: int(),
});

/** A staff note on an order: for staff only, never shown to the buyer. */
export const opsOrderNoteSchema = z.strictObject({
  author: z.string().describe("the member's name"),
  text: z.string(),
  at: timestamp(),
});

/** What staff may do to the order now, from the transition table and its parcels. */
export const OPS_ORDER_ACTIONS = ["ship", "track", "trackReturn"] as const;

/**
 * One order at the order desk: the buyer's view of it (phones masked) with what staff need to
 * ship it and answer the buyer: the buyer's account, the parcels' tracking, the bottles' serials
 * (from shipping on), the payment's state and the staff's notes.
 */
export const opsOrderDetailSchema = orderViewSchema.omit({ actions: true, payment: true }).extend({
  buyer: z.strictObject({
    id: int(),
    phone: z.string().describe("masked: 139****1234 (POST /ops/order/phone shows it, logged)"),
  }),
  payment: z
    .strictObject({
      outTradeNo: z.string(),
      method: payMethodSchema,
      gateway: z.string(),
      amountCents: int(),
      status: z.enum(["pending", "paid", "closed"]),
      paidAt: timestamp().nullable(),
    })
    .nullable()
    .describe("the latest payment attempt, if any"),
  parcels: z.array(parcelViewSchema).describe("the shipment, and the buyer's return if any"),
  bottles: z
    .array(z.strictObject({ serial: z.string(), goodsId: int(), name: z.string() }))
    .describe("the serials that left with the parcel (assigned when the order ships)"),
  notes: z.array(opsOrderNoteSchema).describe("oldest first"),
  staffActions: z.array(z.enum(OPS_ORDER_ACTIONS)),
});

export const opsOrderNotesSchema = z.strictObject({
  orderNo: z.string(),
  notes: z.array(opsOrderNoteSchema).describe("oldest first"),
});

/** A phone shown in full to a member whose role may see it; the showing is in the audit log. */
export const opsPhoneSchema = z.strictObject({
  orderNo: z.string(),
  whose: z.enum(["buyer", "recipient"]),
  phone: z.string(),
});

/** A parcel and its tracking events, oldest first, after an event was added. */
export const opsTrackingSchema = z.strictObject({
  orderNo: z.string(),
  direction: z.enum(["outbound", "return"]),
  company: z.string(),
  trackingNo: z.string(),
  events: z.array(z.strictObject({ text: z.string(), at: timestamp() })),
});

/** An after-sale request after the operator moved it (approve, reject, goods received). */
export const opsAfterSaleResultSchema = z.strictObject({
  orderNo: z.string(),
  orderStatus: orderStatusSchema,
  kind: z.enum(AFTER_SALE_KINDS),
  status: z.enum(AFTER_SALE_STATUS_NAMES),
  amountCents: int(),
  points: int(),
  refundStarted: z
    .boolean()
    .describe(
      "the money was handed to the payment gateway; the request stays refunding until it confirms",
    ),
});

export type OpsOrder = z.infer<typeof opsOrderSchema>;
export type OpsOrderList = z.infer<typeof opsOrderListSchema>;
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;
export type OpsOrderNote = z.infer<typeof opsOrderNoteSchema>;
export type OpsTracking = z.infer<typeof opsTrackingSchema>;
export type OpsAfterSaleResult = z.infer<typeof opsAfterSaleResultSchema>;

/** A buyer's points as the operator sees them: the masked phone, the balance and the latest log. */
export const opsPointsSchema = z.strictObject({
  phone: z.string().describe("masked: 139****1234"),
  log: pointsLogSchema,
});

export const opsPointsAdjustedSchema = opsPointsSchema.extend({
  change: int().describe("what the adjustment changed: positive for grant, negative for deduct"),
});

/** A points rule row; a change is a new row, the old one stays for the ledger's rows. */
export const opsPointRuleSchema = z.strictObject({
  id: int(),
  nameCh: z.string(),
  nameTc: z.string(),
  nameEn: z.string(),
  pointsPerYuan: int(),
  maxOffsetPercent: int(),
  earnPerYuan: int(),
  welcomeGrant: int(),
  giftSmsThreshold: int(),
  giftDailyCap: int(),
  active: z.boolean(),
  createdAt: timestamp(),
  createdBy: z.string(),
});

export const opsPointRulesSchema = z.strictObject({
  rules: z.array(opsPointRuleSchema).describe("newest first: the first is in force"),
});

/** A wine's points purchase setting, as the operator set it. */
export const opsPointsPriceSchema = z.strictObject({
  goodsId: int(),
  name: z.string(),
  priceCents: int(),
  pointsByRate: z.boolean().describe("priced at the rule's fixed rate"),
  pointsPrice: int().nullable().describe("a bottle's price in points now; null: not for points"),
});

export const opsHotSearchesSchema = z.strictObject({
  lang: z.enum(["ch", "tc", "en"]),
  offered: z.array(z.string()).describe("what the empty search box offers buyers now, in order"),
  pinned: z.array(z.strictObject({ word: z.string(), position: z.number().int() })),
  hidden: z.array(z.string()).describe("words never offered, however often searched"),
});

export const opsSynonymsSchema = z.strictObject({
  list: z.array(
    z.strictObject({
      word: z.string().describe("what buyers type, normalised (NFKC, lower case)"),
      means: z.string().describe("what it is searched as"),
      createdBy: z.string(),
      createdAt: z.string().describe("ISO 8601"),
    }),
  ),
});

/** Bottles the operator received onto the shelf, and the buyers the sweep will now tell. */
export const opsStockReceiptSchema = z.strictObject({
  goodsId: int(),
  name: z.string(),
  quantity: int(),
  stockBefore: int(),
  stockAfter: int(),
  waiting: int().describe(
    "buyers waiting for this wine (到货通知): each gets one SMS at the next sweep",
  ),
  lot: z.string().describe("the provenance lot the received bottles make (L00042)"),
  serials: z
    .strictObject({ first: z.string(), last: z.string() })
    .describe("the received bottles' serials, first to last, in order"),
});
