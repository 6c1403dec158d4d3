/**
 * Where the payment page and the order page live, and how an order id is read from a URL or form.
 */
import type { PayMethod } from "#contract/buying";

export const orderPath = (id: number) => `/user/order/${id}`;

/** The payment page; the method, when given, is the one whose QR code is shown. */
export function paymentPath(id: number, method?: PayMethod | null, extra = ""): string {
  return `/payment?orderId=${id}${method ? `&method=${method}` : ""}${extra}`;
}

/** A positive 32-bit id, or null. */
export function parseOrderId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
