/** The console's sign-in form (routes/admin.login.tsx): checked, sent to the service, the cookie set. */
import { parseWithZod } from "@conform-to/zod";
import type { Failure } from "~/service/outcome";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { staffLoginSchema } from "#contract/staff";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { afterStaffLogin, keepStaffSession, staffApi } from "./staff-session.server";

export async function staffLoginAction(request: Request, context: AppLoadContext) {
  const formData = await readProtectedForm(request, context.lang);
  const submission = parseWithZod(formData, { schema: staffLoginSchema });
  const hideFields = ["password", "totp"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) });
  const api = staffApi(request, context, null);
  const outcome = await api.post("/staff/login", submission.value);
  if (!outcome.ok)
    return data({
      result: replyOfFailure(submission, outcome as Failure, context.lang, hideFields),
    });
  return redirect(afterStaffLogin(String(formData.get("redirectTo") ?? "")), {
    headers: { "Set-Cookie": await keepStaffSession(outcome.data.session) },
  });
}
