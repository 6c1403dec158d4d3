/** Where the invoice titles screen, its licence upload and the licences live. */
import type { InvoiceTitleKind } from "#contract/invoices";

export const TITLES_PATH = "/user/myInvoiceHeader";
export const TITLES_EXPORT_PATH = "/user/myInvoiceHeader/export.csv";
export const LICENCE_UPLOAD_PATH = "/user/myInvoiceHeader/licence";
export const licencePath = (fileName: string) => `/licence/${fileName}`;
export const newTitlePath = (kind: InvoiceTitleKind) => `${TITLES_PATH}?new=${kind}`;
export const editTitlePath = (id: number) => `${TITLES_PATH}?edit=${id}`;
export const applyInvoicePath = (orderId: number) => `/user/order/${orderId}/invoice`;
/** The order's issued invoice, or with `correction` one of its red-letter invoices. */
export const invoiceDownloadPath = (orderId: number, correction?: number) =>
  `/user/order/${orderId}/invoice/download${correction === undefined ? "" : `?correction=${correction}`}`;
