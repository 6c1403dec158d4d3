/**
 * The invoices desk's moves: a special title approved or rejected with the reason its buyer reads
 * (routes/admin.invoices.titles.$id.tsx), and an invoice issued, or the red-letter invoice of a
 * refund after it recorded, with its number and its document, a PDF or OFD sent in a plain
 * multipart form (routes/admin.invoices.requests.$orderNo.tsx). A
 * refused form answers beside its fields in the member's language and changes nothing; a done move
 * goes back to its list with a toast. A decision sent twice finds the title decided (409); its page
 * is gone from the desk, so the member lands on the list, told it was already reviewed.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { ORDER_NO_PATTERN } from "#contract/order-desk";
import { issueInvoiceFormSchema, rejectTitleFormSchema } from "#contract/invoice-desk-forms";
import { readPhotoForm, TOO_LARGE } from "~/features/photos/photos.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { validateCsrfOf } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff } from "../staff-session.server";
import { INVOICES_PATH, REQUESTS_PATH, TITLE_ID } from "./invoice-paths";

export async function titleReviewAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  if (!TITLE_ID.test(idParam ?? "")) throw new Response("Not found", { status: 404 });
  const id = Number(idParam);
  const { api } = await requireStaff(request, context);
  const form = await request.formData();
  await validateCsrfOf(form, request, context.lang);
  switch (form.get("intent")) {
    case "approve": {
      const submission = parseWithZod(form, { schema: z.object({}) });
      const done = await api.post("/ops/invoices/approve-title", { id });
      if (!done.ok)
        return data({ form: "approve", result: replyOfFailure(submission, done, api.lang) });
      return redirectWithToast(INVOICES_PATH, successFeedback(done.message ?? ""));
    }
    case "reject": {
      const submission = parseWithZod(form, { schema: rejectTitleFormSchema });
      if (submission.status !== "success")
        return data({ form: "reject", result: submission.reply() }, { status: 422 });
      const done = await api.post("/ops/invoices/reject-title", { id, ...submission.value });
      if (!done.ok)
        return data({ form: "reject", result: replyOfFailure(submission, done, api.lang) });
      return redirectWithToast(INVOICES_PATH, successFeedback(done.message ?? ""));
    }
    default:
      return data({ form: null }, { status: 422 });
  }
}

const issueFormSchema = issueInvoiceFormSchema.extend({
  file: z.unknown().superRefine((file, ctx) => {
    if (file === TOO_LARGE) ctx.addIssue({ code: "custom", message: "invoice.document.tooLarge" });
    else if (!(file instanceof File) || file.size === 0)
      ctx.addIssue({ code: "custom", message: "invoice.document.required" });
  }),
});

/** The service's refusals of the document itself (not a PDF or OFD, too large). */
const DOCUMENT_REFUSALS = [413, 415];

export async function issueAction(
  request: Request,
  context: AppLoadContext,
  orderNo: string | undefined,
) {
  if (!ORDER_NO_PATTERN.test(orderNo ?? "")) throw new Response("Not found", { status: 404 });
  const { api } = await requireStaff(request, context);
  const form = await readPhotoForm(request, context.lang);
  await validateCsrfOf(form, request, context.lang);
  const intent = form.get("intent") === "correct" ? "correct" : "issue";
  const submission = parseWithZod(form, { schema: issueFormSchema });
  if (submission.status !== "success")
    return data(
      { form: intent, result: submission.reply({ hideFields: ["file"] }) },
      { status: 422 },
    );
  const file = submission.value.file as File;
  const done = await api.post(`/ops/invoices/${intent}`, {
    orderNo,
    invoiceNo: submission.value.invoiceNo,
    document: Buffer.from(await file.arrayBuffer()).toString("base64"),
  });
  if (!done.ok) {
    const failure = done as Failure;
    const onFile = failure.kind === "warning" && DOCUMENT_REFUSALS.includes(failure.status);
    const result = onFile
      ? submission.reply({
          fieldErrors: { file: [feedbackFor(failure, api.lang).message] },
          hideFields: ["file"],
        })
      : replyOfFailure(submission, done, api.lang, ["file"]);
    return data({ form: intent, result });
  }
  return redirectWithToast(REQUESTS_PATH, successFeedback(done.message ?? ""));
}
