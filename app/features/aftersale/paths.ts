/** Where the after-sale screens live. */
export const refundPath = (orderId: number) => `/user/order/${orderId}/refund`;
export const afterSalePath = (orderId: number) => `/user/order/${orderId}/afterSale`;

/** "12.30" from 1230 cents: the amount field's value. */

/**
 * Cents from what the buyer typed as yuan (at most two decimals), or null when it is not an amount.
 */
export function centsOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The request's pictures on its progress page, and the page that shows them one by one. */
export const AFTER_SALE_PHOTOS_ANCHOR = "aftersale-photos";
export const afterSalePhotosPath = (orderId: number) => `/user/order/${orderId}/afterSale/photos`;
