/**
 * The staff desk's forms (routes/admin.staff.tsx): add a member (the set-up link answered once, on
 * this page), change a role, make a new link, disable or enable.
 */
import { parseWithZod } from "@conform-to/zod";
import type { Failure } from "~/service/outcome";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { staffAddSchema } from "#contract/staff";
import { successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { requireStaff } from "./staff-session.server";

const memberMove = z.object({
  intent: z.enum(["disable", "enable", "reset", "role"]),
  staffId: z.coerce.number().int().min(1),
  role: z.string().optional(),
});

export async function staffDeskAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const origin = new URL(request.url).origin;
  if (formData.get("intent") === "add") {
    const submission = parseWithZod(formData, { schema: staffAddSchema });
    if (submission.status !== "success")
      return data({ result: submission.reply(), link: null }, { status: 422 });
    const added = await api.post("/ops/staff/add", submission.value);
    if (!added.ok)
      return data({
        result: replyOfFailure(submission, added as Failure, context.lang),
        link: null,
      });
    return data({
      result: submission.reply({ resetForm: true }),
      link: { name: added.data.name, url: `${origin}/admin/setup/${added.data.setupToken}` },
    });
  }
  const move = memberMove.safeParse(Object.fromEntries(formData));
  if (!move.success) return data({ result: null, link: null, error: "invalid" }, { status: 422 });
  const { intent, staffId, role } = move.data;
  const outcome =
    intent === "reset"
      ? await api.post("/ops/staff/reset", { staffId })
      : intent === "role"
        ? await api.post("/ops/staff/role", { staffId, role })
        : await api.post(`/ops/staff/${intent}`, { staffId });
  if (!outcome.ok)
    return data({
      result: null,
      link: null,
      error: (outcome as { message?: string }).message ?? "",
    });
  if (intent === "reset") {
    const name = String(formData.get("name") ?? "");
    const token = (outcome.data as { setupToken: string }).setupToken;
    return data({ result: null, link: { name, url: `${origin}/admin/setup/${token}` } });
  }
  return redirectWithToast("/admin/staff", successFeedback(outcome.message ?? ""));
}
