/**
 * The business licence's upload (/user/myInvoiceHeader/licence): the shared upload form posts here,
 * with JavaScript through the upload helper (answered in JSON: the stored file's name) and without
 * it as a plain multipart form (answered by the title form again, now carrying the licence).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import { readUploadForm, tooBigMessage } from "~/utils/upload-form.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { TITLES_PATH } from "~/features/invoices/paths";
import { tFor } from "~/i18n.server";
import { errorFeedback, feedbackFor } from "~/service/feedback";
import { safeLocalPath } from "~/utils/back";
import { validateCsrfOf } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { BodyHandle } from "~/utils/body-limits";

/** The title form it came from, now with the licence (a path of the titles screen only). */
function formWithLicence(back: string | null, fileName: string | null): string {
  const url = new URL(
    back?.startsWith(TITLES_PATH) ? back : `${TITLES_PATH}?new=special`,
    "http://x",
  );
  if (fileName) url.searchParams.set("licence", fileName);
  return `${url.pathname}${url.search}#licence`;
}

export const handle = { body: "upload" } satisfies BodyHandle;

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireLogin(context, request);
  const json = (request.headers.get("Accept") ?? "").includes("application/json");
  // A refused licence is an answer, not an error (decision 021): 200 with `ok: false`.
  const refuse = (message: string, back: string | null) =>
    json
      ? Response.json({ ok: false, message })
      : redirectWithToast(formWithLicence(back, null), errorFeedback(message));
  const form = await readUploadForm(request, api.lang);
  if (form === "too-big") return refuse(tooBigMessage(api.lang), null);
  await validateCsrfOf(form, request, api.lang);
  const back = safeLocalPath(String(form.get("back") ?? ""));
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refuse(tFor(api.lang, "invoices")("licence.noFile"), back);
  const outcome = await invoiceCalls.uploadLicence(api, file);
  if (!outcome.ok) return refuse(feedbackFor(outcome, api.lang).message, back);
  const message = tFor(api.lang, "invoices")("licence.uploaded");
  // A plain JSON response: the upload helper reads it (a resource route answers no Remix data).
  if (json) return Response.json({ ok: true, message, fileName: outcome.data.fileName });
  return redirect(formWithLicence(back, outcome.data.fileName));
}
