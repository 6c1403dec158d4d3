import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { accounts } from "~/shopping/accounts.server";
import { shoppingFor } from "~/shopping/client.server";
import { afterLoginPath, redirectAfterLogin, storeLogin } from "~/utils/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure, retryAfterSeconds } from "~/utils/form-reply.server";
import { loginSchemaFor } from "./schemas";

const WELCOME = { ch: "登录成功", en: "Logged in" };

export async function loginAction(request: Request) {
  const api = await shoppingFor(request);
  const formData = await readProtectedForm(request, api.lang, { honeypot: true });
  const mode = formData.get("mode") === "password" ? "password" : "sms";
  const intent = formData.get("intent") === "sendSms" ? "sendSms" : "login";
  const submission = parseWithZod(formData, { schema: loginSchemaFor(mode, intent) });
  const hideFields = ["password", "captchaCode"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }), sms: null }, { status: 400 });

  if (intent === "sendSms") {
    const v = submission.value as { phone: string; captchaId: string; captchaCode: string };
    const outcome = await accounts.sendSms(api, { ...v, purpose: "login" });
    if (outcome.ok) {
      return { result: submission.reply({ hideFields }), sms: { sentKey: String(Date.now()), waitSeconds: outcome.data.resendAfterSeconds, sent: true } };
    }
    const wait = retryAfterSeconds(outcome);
    if (wait !== null && !outcome.ok && outcome.kind === "warning") {
      return data({ result: submission.reply({ fieldErrors: { smsCode: [outcome.message] }, hideFields }), sms: { sentKey: String(Date.now()), waitSeconds: wait, sent: false } }, { status: 429 });
    }
    return data({ result: await replyToFailure(submission, outcome, api, request, hideFields), sms: null }, { status: 400 });
  }

  const value = submission.value as { phone: string; captchaId: string; captchaCode: string; smsCode?: string; password?: string };
  const outcome =
    mode === "password"
      ? await accounts.loginByPassword(api, { phone: value.phone, password: value.password!, captchaId: value.captchaId, captchaCode: value.captchaCode })
      : await accounts.loginBySms(api, { phone: value.phone, smsCode: value.smsCode!, captchaId: value.captchaId, captchaCode: value.captchaCode });
  if (!outcome.ok) return data({ result: await replyToFailure(submission, outcome, api, request, hideFields), sms: null }, { status: 400 });
  storeLogin(api.session, outcome.data);
  return redirectAfterLogin(api.session, afterLoginPath(api.session, formData.get("redirectTo")), WELCOME[api.lang]);
}
