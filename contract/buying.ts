/**
 * The shared contract of buying: cart, checkout, orders and payment. The
 * /shopping service answers with these shapes; the storefront reads them.
 * Types and tiny pure rules only, so importing it costs the browser little.
 */
import type { Address } from "./accounts";

/** Spec §4's order statuses, in the service's spelling. */
export const ORDER_STATUSES = [
  "pending_payment",
  "pending_delivery",
  "pending_receipt",
  "pending_comment",
  "completed",
  "cancelled",
  "closed",
  "refunding",
  "refunded",
  "returning",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_METHODS = ["alipay", "wechat"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** The most bottles of one wine in one cart line or order line. */
export const MAX_LINE_QUANTITY = 999;

/** A wine in a line of the cart, a checkout or an order, with its quantity. */
interface WineLine {
  goodsId: number;
  spuName: string;
  spuNameTc: string;
  spuNameEn: string;
  vintage: number | null;
  capacityMl: number;
  picture: string;
  marketPriceCents: number;
  quantity: number;
  lineCents: number;
}

/** A cart line as the cart page shows it. */
export interface CartLine extends WineLine {
  /** the cart line's id (cart_items.id) */
  id: number;
  priceCents: number;
  discount: number | null;
  selected: boolean;
  stock: number;
  /** ok | soldOut (stock 0) | offShelf | understock (stock below the quantity) */
  availability: "ok" | "soldOut" | "offShelf" | "understock";
}

export interface Cart {
  lines: CartLine[];
  /** bottles in the cart, as the header counts them */
  productTotalItem: number;
  /** bottles and amount of the selected lines that can be bought */
  selectedQuantity: number;
  selectedCents: number;
  allSelected: boolean;
}

/** What the checkout is about to buy: the selected cart lines, or one wine bought now. */
export type CheckoutSource = { source: "cart" } | { source: "buyNow"; goodsId: number; quantity: number };

export interface CheckoutLine extends WineLine {
  unitPriceCents: number;
}

export interface Amounts {
  quantity: number;
  originalCents: number;
  goodsCents: number;
  /** the promotion: original minus goods */
  discountCents: number;
  freightCents: number;
  pointsUsed: number;
  pointsCents: number;
  totalCents: number;
}

export interface CheckoutPreview {
  lines: CheckoutLine[];
  amounts: Amounts;
  /** the caller's points and the most this order may use */
  pointsBalance: number;
  pointsUsable: number;
  pointsPerYuan: number;
  maxOffsetPercent: number;
  freightRule: { freeFromCents: number; flatCents: number };
  /** why the order cannot be placed as it is: understock, offShelf, empty */
  problems: { goodsId: number | null; reason: "understock" | "offShelf" | "soldOut" | "empty" }[];
}

/** The order's address snapshot as shown: an address book entry's fields but its ids. */
export type OrderAddressView = Omit<Address, "id" | "isDefault" | "areaCode">;

export interface OrderEventView {
  action: string;
  toStatus: OrderStatus;
  actor: string;
  reason: string | null;
  at: string;
}

export interface PaymentView {
  outTradeNo: string;
  method: PayMethod;
  gateway: string;
  amountCents: number;
  codeUrl: string;
  /** pending | paid | closed */
  status: "pending" | "paid" | "closed";
  expiresAt: string;
  paidAt: string | null;
}

export interface OrderView {
  id: number;
  orderNo: string;
  status: OrderStatus;
  amounts: Amounts;
  buyerMessage: string;
  address: OrderAddressView;
  lines: (CheckoutLine & { id: number })[];
  createdAt: string;
  payBefore: string;
  paidAt: string | null;
  closedAt: string | null;
  payMethod: PayMethod | null;
  logisticsCompany: string | null;
  logisticsNo: string | null;
  timeline: OrderEventView[];
  /** the latest payment attempt, if any */
  payment: PaymentView | null;
  /** actions the buyer may take now, from the transition table */
  actions: ("pay" | "cancel")[];
}

export interface CreatedOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  /** true when this submit repeated an earlier one and found its order */
  repeated: boolean;
}

export interface PaymentStatus {
  orderId: number;
  orderStatus: OrderStatus;
  payment: PaymentView | null;
}
