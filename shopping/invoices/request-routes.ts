/**
 * Invoices for orders: the buyer's endpoints (ask, see, download the document) and the operator's
 * (the list, issue with the number and document).
 */
import type { Request, Response, Router } from "express";
import express from "express";
import { z } from "zod";
import {
  invoiceRequestSchema,
  opsInvoiceRequestListSchema,
  opsInvoiceRequestSchema,
  myInvoicesSchema,
  orderInvoiceSchema,
} from "../../contract/invoices-answers";
import {
  applyInvoiceSchema,
  invoiceNumberSchema,
  opsInvoiceRequestsQuery,
} from "../../contract/invoices";
import type { Db } from "../db/client";
import { userOrNull } from "../http/auth";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { RawRoute } from "../http/openapi";
import { operatorOf } from "../ops/auth";
import type { InvoiceProvider } from "./providers";
import {
  applyInvoice,
  correctInvoice,
  correctionDocument,
  invoiceDocument,
  issueInvoice,
  operatorInvoices,
  myInvoices,
  orderInvoice,
} from "./requests";

const INVOICE = "/invoice/invoice";
const KEY = "Operator key required.";
/** The largest invoice document the operator uploads (base64 in JSON: a third more). */
export const INVOICE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ISSUE_PATH = "/ops/invoices/issue";
export const CORRECT_PATH = "/ops/invoices/correct";

/** The number and the document from the tax platform, as issuing and correcting send them. */
const documentBody = () =>
  z.object({
    orderNo: z.string().trim().min(1).max(40),
    invoiceNo: invoiceNumberSchema,
    document: z
      .string()
      .max(Math.ceil((INVOICE_DOCUMENT_MAX_BYTES * 4) / 3) + 4)
      .describe("the document's bytes in base64"),
  });

const orderQuery = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
});
const documentQuery = orderQuery.extend({
  correction: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export function invoiceRequestEndpoints(provider: InvoiceProvider): AnyEndpoint[] {
  /** An invoices.issue call that sends a number and its document from the tax platform. */
  const documentEndpoint = (
    path: string,
    summary: string,
    message: string,
    record: typeof issueInvoice,
  ) =>
    defineEndpoint({
      method: "post",
      path,
      summary,
      tag: "operator",
      auth: "operator",
      permission: "invoices.issue",
      body: documentBody(),
      response: opsInvoiceRequestSchema,
      handler: async ({ db, body, req }) =>
        new WithMessage(
          message,
          await record(
            db,
            provider,
            {
              orderNo: body.orderNo,
              invoiceNo: body.invoiceNo,
              document: Buffer.from(body.document, "base64"),
            },
            operatorOf(req),
          ),
        ),
    });
  return [
    defineEndpoint({
      method: "get",
      path: `${INVOICE}/findOrderInvoice`,
      summary: "The caller's order's invoice request, or whether the order may ask for one",
      tag: "invoices",
      auth: "required",
      query: orderQuery,
      response: orderInvoiceSchema,
      handler: ({ db, user, query }) => orderInvoice(db, user!.id, query.orderId),
    }),
    defineEndpoint({
      method: "get",
      path: `${INVOICE}/findMyInvoices`,
      summary:
        "The caller's invoice requests, newest first (at most 200), each with its order's number, status, number and type",
      tag: "invoices",
      auth: "required",
      response: myInvoicesSchema,
      handler: ({ db, user }) => myInvoices(db, user!.id),
    }),
    defineEndpoint({
      method: "post",
      path: `${INVOICE}/applyInvoice`,
      summary:
        "Asks for an invoice for a received or completed order, with an approved title, for the money it paid (points are not invoiced); one per order",
      tag: "invoices",
      auth: "required",
      body: applyInvoiceSchema,
      response: invoiceRequestSchema,
      handler: async ({ db, user, body }) =>
        new WithMessage("invoice_applied", await applyInvoice(db, user!, body)),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/invoices/requests",
      summary: `A page of the invoice requests to issue, and of those a refund reduced, cancelled or left to correct, newest first, with how many there are; with orderNo, that order's request while it is listed. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "invoices.read",
      query: opsInvoiceRequestsQuery,
      response: opsInvoiceRequestListSchema,
      handler: ({ db, query }) => operatorInvoices(db, query),
    }),
    documentEndpoint(
      ISSUE_PATH,
      `Issues an order's requested invoice: its number and the document (PDF or OFD, base64, at most 5 MB) from the tax platform, kept by the invoice provider. ${KEY}`,
      "ops_invoice_issued",
      issueInvoice,
    ),
    documentEndpoint(
      CORRECT_PATH,
      `Records the red-letter invoice (红字发票) the tax platform issued for the money refunded after an order's invoice was issued (status to_correct): its number and document (PDF or OFD, base64, at most 5 MB). The invoice then stands for what is left (issued), or is reversed whole (reversed); the desk's notice clears. ${KEY}`,
      "ops_invoice_corrected",
      correctInvoice,
    ),
  ];
}

/** The operator's document travels in a larger JSON body than any other call's. */
export const issueBodyParser = express.json({ limit: "7mb" });

export const invoiceRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: `${INVOICE}/document`,
    summary:
      "The issued invoice of the caller's order, or with correction one of its red-letter invoices, as a download (the buyer's token)",
    tag: "invoices",
    query: documentQuery,
    produces: ["application/pdf", "application/ofd"],
    answer: "the document, with Content-Disposition: attachment",
  },
];

export function mountInvoiceDocument(router: Router, db: Db, provider: InvoiceProvider): void {
  router.get(`${INVOICE}/document`, async (req: Request, res: Response, next) => {
    try {
      const user = await userOrNull(db, req.header("authorization"));
      const query = documentQuery.safeParse(req.query);
      const found =
        !user || !query.success
          ? null
          : query.data.correction === undefined
            ? await invoiceDocument(db, provider, user.id, query.data.orderId)
            : await correctionDocument(
                db,
                provider,
                user.id,
                query.data.orderId,
                query.data.correction,
              );
      if (!found)
        return void res
          .status(user ? 404 : 401)
          .type("text/plain")
          .send("Not Found");
      const ext = found.mime === "application/pdf" ? "pdf" : "ofd";
      res.setHeader("Content-Type", found.mime);
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="invoice-${found.invoiceNo}.${ext}"`,
      );
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      found.stream.on("error", (error) => (res.headersSent ? res.destroy() : next(error)));
      found.stream.pipe(res);
    } catch (error) {
      next(error);
    }
  });
}
