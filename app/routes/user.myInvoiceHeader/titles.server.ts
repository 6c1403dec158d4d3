/**
 * The invoice titles screen's loader and action: the list; the form for a new title (?new=general
 * or special) or a draft or rejected one (?edit=ID), with a licence just uploaded (?licence=); the
 * confirmations of spec §8 (?confirm=delete|default&id=); save as draft, submit, delete and set
 * default.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { LICENCE_FILE_NAME } from "#contract/accounts";
import { invoiceTitleSchema, type InvoiceTitleKind } from "#contract/invoices";
import { requireLogin } from "~/features/accounts/auth.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { TITLES_PATH } from "~/features/invoices/paths";
import { unwrap } from "~/service/client.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loadTitles(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const [answer, security] = await Promise.all([
    invoiceCalls.titles(api).then((o) => unwrap(o, api, request)),
    formSecurity(request),
  ]);
  const titles = answer.list;
  const idParam = Number(url.searchParams.get("id") ?? url.searchParams.get("edit"));
  const editing = url.searchParams.has("edit")
    ? (titles.find((t) => t.id === idParam && t.editable) ?? null)
    : null;
  if (url.searchParams.has("edit") && !editing) throw redirect(TITLES_PATH);
  const newKind = url.searchParams.get("new");
  const adding: InvoiceTitleKind | null =
    newKind === "general" || newKind === "special" ? newKind : null;
  const confirm = url.searchParams.get("confirm");
  const confirming =
    confirm === "delete" || confirm === "default"
      ? (titles.find((t) => t.id === idParam) ?? null)
      : null;
  const licence = url.searchParams.get("licence");
  return data(
    {
      lang: api.lang,
      csrf: security.csrf,
      titles,
      form:
        editing || adding
          ? {
              title: editing,
              kind: (editing?.kind ?? adding)!,
              // A licence just uploaded (no JavaScript) replaces the one the title had.
              licenceFile:
                licence && LICENCE_FILE_NAME.test(licence)
                  ? licence
                  : (editing?.licenceFile ?? null),
              here: url.pathname + url.search,
            }
          : null,
      confirming: confirming
        ? { title: confirming, action: confirm as "delete" | "default" }
        : null,
    },
    { headers: security.headers },
  );
}

export async function titlesAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "delete" || intent === "setDefault") {
    const id = Number(formData.get("id"));
    if (!Number.isSafeInteger(id) || id < 1) return redirect(TITLES_PATH);
    const outcome =
      intent === "delete"
        ? await invoiceCalls.deleteTitle(api, id)
        : await invoiceCalls.setDefaultTitle(api, id);
    return redirectWithToast(
      TITLES_PATH,
      outcome.ok ? successFeedback(outcome.message ?? "") : feedbackFor(outcome, api.lang),
    );
  }
  if (intent !== "draft" && intent !== "submit") return redirect(TITLES_PATH);

  formData.set("submit", intent === "submit" ? "true" : "false");
  const submission = parseWithZod(formData, { schema: invoiceTitleSchema });
  if (submission.status !== "success") return data({ result: submission.reply() });
  const outcome = await invoiceCalls.saveTitle(api, submission.value);
  if (!outcome.ok) return data({ result: await replyToFailure(submission, outcome, api, request) });
  return redirectWithToast(TITLES_PATH, successFeedback(outcome.message ?? ""));
}
