/** Where the after-sale screens live. */
export const refundPath = (orderId: number) => `/user/order/${orderId}/refund`;
export const afterSalePath = (orderId: number) => `/user/order/${orderId}/afterSale`;

/** The request's pictures on its progress page, and the page that shows them one by one. */
export const AFTER_SALE_PHOTOS_ANCHOR = "aftersale-photos";
export const afterSalePhotosPath = (orderId: number) => `/user/order/${orderId}/afterSale/photos`;
