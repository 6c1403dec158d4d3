import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import type { AppLoadContext } from "@remix-run/node";
import { finishLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { sendCodeReply } from "~/features/accounts/send-code.server";
import { registerSchemaFor } from "~/features/accounts/register-schemas";

export async function registerAction(request: Request, context: AppLoadContext) {
  const { api } = context;
  const formData = await readProtectedForm(request, api.lang, { honeypot: true });
  const intent = formData.get("intent") === "sendSms" ? "sendSms" : "register";
  const submission = parseWithZod(formData, { schema: registerSchemaFor(intent) });
  const hideFields = ["password", "confirmPassword", "captchaCode"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), sms: null });

  if (intent === "sendSms") {
    const v = submission.value as { phone: string; captchaId: string; captchaCode: string };
    const { result, sms, status } = await sendCodeReply(
      api,
      request,
      submission,
      { ...v, purpose: "register" },
      hideFields,
    );
    return data({ result, sms }, { status });
  }

  const v = submission.value as { phone: string; smsCode: string; password: string };
  const outcome = await accountCalls.register(api, {
    phone: v.phone,
    smsCode: v.smsCode,
    password: v.password,
    agreed: true,
    adult: true,
  });
  if (!outcome.ok)
    return data({
      result: await replyToFailure(submission, outcome, api, request, hideFields),
      sms: null,
    });
  return finishLogin(context, outcome.data, formData, tFor(api.lang)("done.registered"));
}
