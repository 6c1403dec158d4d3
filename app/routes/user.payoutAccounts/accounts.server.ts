/**
 * The payout accounts screen's loader and action: the list; the add form (?new=1, and always while
 * there is no account); the confirmations of spec §8 (?confirm=delete|default&id=); add, delete and
 * set default.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { idSchema } from "#contract/accounts";
import { payoutAccountFormSchema } from "#contract/payouts";
import { requireLogin } from "~/features/accounts/auth.server";
import { payoutCalls } from "~/features/payouts/calls.server";
import { PAYOUTS_PATH } from "~/features/payouts/paths";
import { unwrap } from "~/service/client.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loadPayoutAccounts(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const { list, max } = await unwrap(await payoutCalls.accounts(api), api, request);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id"));
  const confirm = url.searchParams.get("confirm");
  const confirming =
    confirm === "delete" || confirm === "default"
      ? (list.find((account) => account.id === id) ?? null)
      : null;
  const full = list.length >= max;
  return {
    accounts: list,
    max,
    adding: !full && (list.length === 0 || url.searchParams.get("new") === "1"),
    full,
    confirming: confirming
      ? { account: confirming, action: confirm as "delete" | "default" }
      : null,
  };
}

export async function payoutAccountsAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "delete" || intent === "setDefault") {
    const parsed = idSchema.safeParse({ id: formData.get("id") });
    if (!parsed.success) return redirect(PAYOUTS_PATH);
    const outcome =
      intent === "delete"
        ? await payoutCalls.deleteAccount(api, parsed.data.id)
        : await payoutCalls.setDefaultAccount(api, parsed.data.id);
    return redirectWithToast(
      PAYOUTS_PATH,
      outcome.ok ? successFeedback(outcome.message ?? "") : feedbackFor(outcome, api.lang),
    );
  }
  if (intent !== "add") return redirect(PAYOUTS_PATH);

  const submission = parseWithZod(formData, { schema: payoutAccountFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() });
  const outcome = await payoutCalls.addAccount(api, submission.value);
  if (!outcome.ok) return data({ result: await replyToFailure(submission, outcome, api, request) });
  return redirectWithToast(PAYOUTS_PATH, successFeedback(outcome.message ?? ""));
}
