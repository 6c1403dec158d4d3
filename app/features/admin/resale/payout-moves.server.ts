/**
 * A due payout recorded as paid (routes/admin.resale.payouts.tsx), with the transfer's reference:
 * refused beside the reference in the member's language when it is missing, and by the service
 * when the payout is not due, not yet payable or already paid (a replayed form pays nothing).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { paidOutFormSchema } from "#contract/resale-desk-forms";
import { successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff } from "../staff-session.server";
import { PAYOUTS_PATH, payoutFormId } from "./resale-paths";

/** Each payout's form answers under its own name, so only its card shows the answer. */
export async function paidOutAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const form = payoutFormId(String(formData.get("id") ?? "").slice(0, 12));
  const submission = parseWithZod(formData, { schema: paidOutFormSchema });
  if (submission.status !== "success")
    return data({ form, result: submission.reply() }, { status: 422 });
  const done = await api.post("/ops/resale/paidOut", submission.value);
  if (!done.ok) return data({ form, result: replyOfFailure(submission, done, api.lang) });
  return redirectWithToast(
    `${PAYOUTS_PATH}${new URL(request.url).search}`,
    successFeedback(done.message ?? ""),
  );
}
