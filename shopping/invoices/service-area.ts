/**
 * Invoice titles and invoices: the buyer's titles and requests, the operator's review and issue
 * (the one larger body, an invoice document, parsed before the JSON parser only for a caller who
 * may issue: see issuerOnly), and the documents passed on.
 */
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/client";
import type { ServiceArea } from "../http/area";
import { presentedOpsKey, presentedStaffSecret } from "../ops/auth";
import { memberBySecret } from "../staff/sign-in";
import { invoicesMessages } from "./messages";
import { localInvoiceProvider } from "./providers";
import {
  invoiceRawRoutes,
  invoiceRequestEndpoints,
  CORRECT_PATH,
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
      mountBeforeParsers: (app) => app.use([ISSUE_PATH, CORRECT_PATH], issuerOnly(db)),
      mount: (router) => {
        mountInvoiceDocument(router, db, provider);
        mountTitleLicence(router, db);
      },
    };
  },
};

/**
 * The 7 MB parser for a member whose role may issue invoices (a console session or a token), or
 * for the set-up key (the guard checks it after); anybody else's body meets the ordinary parser's
 * limit, so a stranger cannot make the service read megabytes.
 */
function issuerOnly(db: Db) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.header("authorization");
    const secret = presentedStaffSecret(header);
    if (secret === null)
      return presentedOpsKey(header) === null ? next() : issueBodyParser(req, res, next);
    memberBySecret(db, secret).then(
      (member) =>
        member?.permissions.has("invoices.issue") ? issueBodyParser(req, res, next) : next(),
      next,
    );
  };
}
