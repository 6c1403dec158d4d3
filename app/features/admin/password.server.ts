/**
 * A member's own password change (routes/admin.password.tsx): checked here as the service checks it,
 * sent to the service, and on success the console's session cookie goes too: the service has ended
 * every session, this one with them.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { staffPasswordChangeSchema } from "#contract/staff";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { endStaffSession, requireStaff } from "./staff-session.server";

const SECRET_FIELDS = ["oldPassword", "newPassword", "confirm", "totp"];

export async function changePasswordAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const submission = parseWithZod(formData, { schema: staffPasswordChangeSchema });
  // A password never comes back into the page, refused or not.
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  const changed = await api.post("/ops/me/password", submission.value);
  if (!changed.ok)
    return data({
      result: replyOfFailure(submission, changed as Failure, context.lang, SECRET_FIELDS),
    });
  return redirect("/admin/login?passwordChanged=1", {
    headers: { "Set-Cookie": await endStaffSession() },
  });
}
