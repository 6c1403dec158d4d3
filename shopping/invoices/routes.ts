/** Invoice titles' endpoints (/user/myInvoiceHeader) and the operator's review of them. */
import type { Router } from "express";
import { z } from "zod";
import {
  invoiceTitleListSchema,
  invoiceTitleSchema as invoiceTitleAnswerSchema,
  opsInvoiceTitleListSchema,
  opsInvoiceTitleSchema,
} from "../../contract/invoices-answers";
import {
  invoiceTitleSchema,
  opsInvoiceTitlesQuery,
  rejectReasonSchema,
} from "../../contract/invoices";
import { sendUpload, streamingRoute } from "../files/routes";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { RawRoute } from "../http/openapi";
import type { Db } from "../db/client";
import { operatorOf } from "../ops/auth";
import { pendingTitles, reviewTitle, titleLicence } from "./title-review";
import { deleteTitle, listTitles, saveTitle, setDefaultTitle } from "./titles";

const TITLE = "/invoice/invoice-title";
const TAG = "invoices";
const KEY = "Operator key required.";

const idBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const invoiceTitleEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: `${TITLE}/findTitles`,
    summary: "The caller's invoice titles, the default first",
    tag: TAG,
    auth: "required",
    response: invoiceTitleListSchema,
    handler: async ({ db, user }) => ({ list: await listTitles(db, user!.id) }),
  }),
  defineEndpoint({
    method: "post",
    path: `${TITLE}/saveTitle`,
    summary:
      "Adds an invoice title or changes a draft or rejected one; submit: a special title goes to review, a general one is usable at once. One special title per buyer",
    tag: TAG,
    auth: "required",
    body: invoiceTitleSchema,
    response: invoiceTitleAnswerSchema,
    handler: async ({ db, user, body }) => {
      const saved = await saveTitle(db, user!, body);
      return new WithMessage(saved.messageKey, saved.title);
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${TITLE}/deleteTitle`,
    summary: "Deletes one of the caller's titles (not one under review)",
    tag: TAG,
    auth: "required",
    body: idBody,
    response: invoiceTitleListSchema,
    handler: async ({ db, user, body }) => {
      await deleteTitle(db, user!, body.id);
      return new WithMessage("invoice_title_deleted", { list: await listTitles(db, user!.id) });
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${TITLE}/setDefaultTitle`,
    summary: "Makes an approved title the caller's default",
    tag: TAG,
    auth: "required",
    body: idBody,
    response: invoiceTitleListSchema,
    handler: async ({ db, user, body }) => {
      await setDefaultTitle(db, user!, body.id);
      return new WithMessage("invoice_title_defaulted", { list: await listTitles(db, user!.id) });
    },
  }),
];

export const opsInvoiceTitleEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/invoices/titles",
    summary: `A page of the special invoice titles waiting for review, oldest first, and how many wait; with id, that title while it waits. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "invoices.read",
    query: opsInvoiceTitlesQuery,
    response: opsInvoiceTitleListSchema,
    handler: ({ db, query }) => pendingTitles(db, query),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/invoices/approve-title",
    summary: `Approves a special invoice title under review. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "invoices.review",
    body: idBody,
    response: opsInvoiceTitleSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_title_approved",
        await reviewTitle(db, body.id, { approve: true }, operatorOf(req)),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/invoices/reject-title",
    summary: `Rejects a special invoice title under review, with the reason the buyer reads. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "invoices.review",
    body: idBody.extend({ reason: rejectReasonSchema }),
    response: opsInvoiceTitleSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_title_rejected",
        await reviewTitle(db, body.id, { approve: false, reason: body.reason }, operatorOf(req)),
      ),
  }),
];

const OPS_LICENCE = "/ops/invoices/title-licence";
const titleQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const opsTitleRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: OPS_LICENCE,
    summary: `The business licence a title names, for its review. ${KEY}`,
    tag: "operator",
    permission: "invoices.read",
    query: titleQuery,
    produces: ["image/jpeg", "image/png", "application/pdf"],
    answer: "the licence's bytes, as uploaded",
  },
];

export function mountTitleLicence(router: Router, db: Db): void {
  router.get(
    OPS_LICENCE,
    streamingRoute(async (req, res) => {
      const query = titleQuery.safeParse(req.query);
      const row = query.success ? await titleLicence(db, query.data.id) : undefined;
      await sendUpload(res, row, "private, no-store");
    }),
  );
}
