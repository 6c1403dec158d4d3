import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import type { AppLoadContext } from "@remix-run/node";
import { finishLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { sendCodeReply } from "~/features/accounts/send-code.server";
import { loginSchemaFor } from "~/features/accounts/login-schemas";

export async function loginAction(request: Request, context: AppLoadContext) {
  const { api } = context;
  const formData = await readProtectedForm(request, api.lang, { honeypot: true });
  const mode = formData.get("mode") === "password" ? "password" : "sms";
  const intent = formData.get("intent") === "sendSms" ? "sendSms" : "login";
  const submission = parseWithZod(formData, { schema: loginSchemaFor(mode, intent) });
  const hideFields = ["password", "captchaCode"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), sms: null });

  if (intent === "sendSms") {
    const v = submission.value as { phone: string; captchaId: string; captchaCode: string };
    const { result, sms, status } = await sendCodeReply(
      api,
      request,
      submission,
      { ...v, purpose: "login" },
      hideFields,
    );
    return data({ result, sms }, { status });
  }

  const value = submission.value as {
    phone: string;
    captchaId: string;
    captchaCode: string;
    smsCode?: string;
    password?: string;
  };
  const outcome =
    mode === "password"
      ? await accountCalls.loginByPassword(api, {
          phone: value.phone,
          password: value.password!,
          captchaId: value.captchaId,
          captchaCode: value.captchaCode,
        })
      : await accountCalls.loginBySms(api, {
          phone: value.phone,
          smsCode: value.smsCode!,
          captchaId: value.captchaId,
          captchaCode: value.captchaCode,
        });
  if (!outcome.ok)
    return data({
      result: await replyToFailure(submission, outcome, api, request, hideFields),
      sms: null,
    });
  return finishLogin(context, outcome.data, formData, tFor(api.lang)("done.loggedIn"));
}
