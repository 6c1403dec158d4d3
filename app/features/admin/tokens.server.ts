/** My tokens' forms (routes/admin.tokens.tsx): make one (shown once on the answer), revoke one. */
import { parseWithZod } from "@conform-to/zod";
import type { Failure } from "~/service/outcome";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { requireStaff } from "./staff-session.server";

const tokenLabelSchema = z.object({
  label: z
    .string({ required_error: "tokenLabel.required" })
    .trim()
    .min(1, "tokenLabel.required")
    .max(40, "tokenLabel.tooLong"),
});

export async function tokensAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  if (formData.get("intent") === "revoke") {
    const tokenId = Number(formData.get("tokenId"));
    const outcome = await api.post("/ops/me/tokens/revoke", { tokenId });
    if (!outcome.ok)
      return data({
        result: null,
        made: null,
        error: (outcome as { message?: string }).message ?? "",
      });
    return redirectWithToast("/admin/tokens", successFeedback(outcome.message ?? ""));
  }
  const submission = parseWithZod(formData, { schema: tokenLabelSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), made: null, error: null }, { status: 422 });
  const made = await api.post("/ops/me/tokens/create", submission.value);
  if (!made.ok)
    return data({
      result: replyOfFailure(submission, made as Failure, context.lang),
      made: null,
      error: null,
    });
  return data({
    result: submission.reply({ resetForm: true }),
    made: { label: submission.value.label, token: made.data.token },
    error: null,
  });
}
