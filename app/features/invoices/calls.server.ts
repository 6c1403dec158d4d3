/** Invoice titles' and orders' invoices' calls to /shopping, and the business licence's upload. */
import type { InvoiceTitleForm } from "#contract/invoices";
import type { ShoppingApi } from "~/service/client.server";

export const invoiceCalls = {
  titles: (api: ShoppingApi) => api.get("/invoice/invoice-title/findTitles"),
  saveTitle: (api: ShoppingApi, title: InvoiceTitleForm) =>
    api.post("/invoice/invoice-title/saveTitle", title),
  deleteTitle: (api: ShoppingApi, id: number) =>
    api.post("/invoice/invoice-title/deleteTitle", { id }),
  setDefaultTitle: (api: ShoppingApi, id: number) =>
    api.post("/invoice/invoice-title/setDefaultTitle", { id }),
  /** the buyer's invoice requests, newest first */
  myInvoices: (api: ShoppingApi) => api.get("/invoice/invoice/findMyInvoices"),
  orderInvoice: (api: ShoppingApi, orderId: number) =>
    api.get("/invoice/invoice/findOrderInvoice", { orderId }),
  applyInvoice: (api: ShoppingApi, orderId: number, titleId: number) =>
    api.post("/invoice/invoice/applyInvoice", { orderId, titleId }),
  uploadLicence: (api: ShoppingApi, file: File) => {
    const form = new FormData();
    form.set("purpose", "license");
    form.set("file", file);
    return api.upload("/file/file/upload", form);
  },
};
