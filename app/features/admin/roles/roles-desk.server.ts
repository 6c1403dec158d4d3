/**
 * The roles desk's form (routes/admin.roles.tsx): a new role, or a role's names and permissions
 * changed. What the owner typed comes back with the service's refusal on its field.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { roleBodySchema } from "#contract/staff";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff } from "../staff-session.server";
import { ROLES_PATH } from "./role-paths";

/** The form's checkboxes send each permission ticked; none ticked sends none. */
const roleFormSchema = roleBodySchema.extend({
  permissions: z.preprocess((value) => value ?? [], roleBodySchema.shape.permissions),
  intent: z.enum(["create", "save"]),
});

export async function rolesDeskAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const submission = parseWithZod(formData, { schema: roleFormSchema });
  const form = String(formData.get("intent") ?? "");
  const formId = form === "create" ? "role-new" : `role-${String(formData.get("key") ?? "")}`;
  if (submission.status !== "success")
    return data({ formId, result: submission.reply() }, { status: 422 });
  const { intent, ...role } = submission.value;
  const saved = await api.post("/ops/staff/roles", { ...role, create: intent === "create" });
  if (!saved.ok)
    return data({ formId, result: replyOfFailure(submission, saved as Failure, context.lang) });
  return redirectWithToast(
    `${ROLES_PATH}#role-card-${role.key}`,
    successFeedback(saved.message ?? ""),
  );
}
