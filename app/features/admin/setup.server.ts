/**
 * The one-time set-up link's page (routes/admin.setup.$token.tsx): whose link it is, a new
 * authenticator secret and its QR code, and the form sent to the service.
 */
import { parseWithZod } from "@conform-to/zod";
import type { Failure } from "~/service/outcome";
import { data, type AppLoadContext } from "@remix-run/node";
import { staffSetupSchema } from "#contract/staff";
import { newTotpSecret, otpauthUri } from "#contract/totp";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { qrSvg } from "~/utils/qr.server";
import { redirectWithToast } from "~/utils/toast.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { staffApi } from "./staff-session.server";

const SECRET_PATTERN = /^[A-Z2-7]{32}$/;

async function enrolment(secret: string, phoneMasked: string, lang: "ch" | "en") {
  const uri = otpauthUri(secret, phoneMasked, tFor(lang, "admin")("consoleBrand"));
  return { secret, qr: await qrSvg(uri) };
}

export async function setupLoader(request: Request, token: string, context: AppLoadContext) {
  const api = staffApi(request, context, null);
  const link = /^setup_[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await api.get("/staff/setup", { token })
    : null;
  const security = await formSecurity(request);
  if (!link?.ok)
    return data(
      { link: null, enrol: null, csrf: security.csrf },
      { headers: security.headers, status: 410 },
    );
  return data(
    {
      link: link.data,
      enrol: await enrolment(newTotpSecret(), link.data.phoneMasked, context.lang),
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

export async function setupAction(request: Request, token: string, context: AppLoadContext) {
  const formData = await readProtectedForm(request, context.lang);
  formData.set("token", token);
  // Without the box ticked, the secret the page showed is not sent: no authenticator is enrolled.
  const withTotp = formData.get("withTotp") === "on" || formData.get("required") === "1";
  if (!withTotp) {
    formData.delete("totpSecret");
    formData.delete("totp");
  }
  const submission = parseWithZod(formData, { schema: staffSetupSchema });
  const hideFields = ["password", "confirm", "totp", "token"];
  const shownSecret = String(formData.get("shownSecret") ?? "");
  const phoneMasked = String(formData.get("phoneMasked") ?? "");
  const enrol = SECRET_PATTERN.test(shownSecret)
    ? await enrolment(shownSecret, phoneMasked, context.lang)
    : null;
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), enrol }, { status: 422 });
  const outcome = await staffApi(request, context, null).post(
    "/staff/completeSetup",
    submission.value,
  );
  if (!outcome.ok)
    return data({
      result: replyOfFailure(submission, outcome as Failure, context.lang, hideFields),
      enrol,
    });
  return redirectWithToast("/admin/login", successFeedback(outcome.message ?? ""));
}
