/**
 * The security screen's actions, one per intent: change or set the password,
 * and the two steps of a phone change (verify the old number, bind the new).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { sendCodeReply, type SmsState } from "~/features/accounts/send-code.server";
import { clearLogin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { securitySchemaFor, type SecurityIntent } from "~/features/accounts/security-schemas";

const INTENTS: SecurityIntent[] = [
  "changePassword",
  "setPassword",
  "sendOld",
  "verifyOld",
  "sendNew",
  "bindNew",
];
const HIDE = ["oldPassword", "newPassword", "confirmPassword", "captchaCode"];

export async function securityAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = INTENTS.find((i) => i === formData.get("intent"));
  if (!intent) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: securitySchemaFor(intent) });
  const form = intent.endsWith("Password") ? "password" : "phone";
  const reply: Reply = (result, sms = null, status = 200) =>
    data({ form, intent, result, sms } satisfies SecurityActionData, { status });
  if (submission.status !== "success") return reply(submission.reply({ hideFields: HIDE }));
  const value = submission.value as Record<string, string>;

  switch (intent) {
    case "changePassword":
    case "setPassword": {
      const outcome =
        intent === "changePassword"
          ? await accountCalls.changePassword(api, {
              oldPassword: value.oldPassword,
              newPassword: value.newPassword,
            })
          : await accountCalls.setPassword(api, { newPassword: value.newPassword });
      if (!outcome.ok) return reply(await replyToFailure(submission, outcome, api, request, HIDE));
      if (intent === "setPassword")
        return redirectWithToast("/user/security", successFeedback(outcome.message ?? ""));
      // Every login of the account has ended, this one too.
      clearLogin(api.session);
      return redirectWithToast("/login?mode=password", successFeedback(outcome.message ?? ""));
    }
    case "sendOld":
    case "sendNew": {
      const purpose = intent === "sendOld" ? "verifyOldPhone" : "bindNewPhone";
      const sent = await sendCodeReply(
        api,
        request,
        submission,
        { phone: value.phone, captchaId: value.captchaId, captchaCode: value.captchaCode, purpose },
        HIDE,
      );
      return reply(sent.result, sent.sms, sent.status);
    }
    case "verifyOld": {
      const outcome = await accountCalls.verifyOldPhone(api, {
        phone: value.phone,
        smsCode: value.smsCode,
      });
      if (!outcome.ok) return reply(await replyToFailure(submission, outcome, api, request, HIDE));
      api.session.set("phoneTicket", outcome.data.ticket);
      return redirect("/user/security?step=new#phone");
    }
    case "bindNew": {
      const ticket = api.session.get("phoneTicket");
      if (!ticket) return redirect("/user/security#phone");
      const outcome = await accountCalls.bindNewPhone(api, {
        ticket,
        phone: value.phone,
        smsCode: value.smsCode,
      });
      if (!outcome.ok) return reply(await replyToFailure(submission, outcome, api, request, HIDE));
      api.session.unset("phoneTicket");
      api.session.set("userInfo", {
        id: outcome.data.id,
        nickname: outcome.data.nickname,
        phone: outcome.data.phoneMasked,
      });
      return redirectWithToast(
        "/user/security",
        successFeedback(tFor(api.lang)("done.phoneVerified")),
      );
    }
  }
}

export interface SecurityActionData {
  form: "password" | "phone";
  intent: SecurityIntent;
  result: SubmissionResult<string[]>;
  sms: SmsState | null;
}

type Reply = (
  result: SubmissionResult<string[]>,
  sms?: SmsState | null,
  status?: number,
) => ReturnType<typeof data<SecurityActionData>>;
