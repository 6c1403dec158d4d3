/**
 * Invoice titles and invoices: the buyer's titles and requests, the operator's review and issue
 * (the one larger body, an invoice document, parsed before the JSON parser and only with an
 * operator key in hand; the guard checks the key after), and the documents passed on.
 */
import type { NextFunction, Request, Response } from "express";
import type { ServiceArea } from "../http/area";
import { invoicesMessages } from "./messages";
import { localInvoiceProvider } from "./providers";
import {
  invoiceRawRoutes,
  invoiceRequestEndpoints,
  ISSUE_PATH,
  issueBodyParser,
  mountInvoiceDocument,
} from "./request-routes";
import {
  invoiceTitleEndpoints,
  mountTitleLicence,
  opsInvoiceTitleEndpoints,
  opsTitleRawRoutes,
} from "./routes";

export const invoicesArea: ServiceArea = {
  name: "invoices",
  messages: invoicesMessages,
  parts: ({ db }) => {
    const provider = localInvoiceProvider();
    return {
      endpoints: [
        ...invoiceTitleEndpoints,
        ...opsInvoiceTitleEndpoints,
        ...invoiceRequestEndpoints(provider),
      ],
      rawRoutes: [...invoiceRawRoutes, ...opsTitleRawRoutes],
      mountBeforeParsers: (app) =>
        app.use(ISSUE_PATH, (req: Request, res: Response, next: NextFunction) =>
          req.header("authorization")?.startsWith("Ops ")
            ? issueBodyParser(req, res, next)
            : next(),
        ),
      mount: (router) => {
        mountInvoiceDocument(router, db, provider);
        mountTitleLicence(router, db);
      },
    };
  },
};
