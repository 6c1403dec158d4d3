/**
 * The send-code button's action, shared by every form that has one: ask the
 * service for a code, and answer with the countdown, the wait the service
 * demands, or the reason it refused.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { SendSmsResult, SmsPurpose } from "#contract/accounts";
import type { Outcome } from "~/service/outcome";
import { accountCalls } from "./calls.server";
import type { ShoppingApi } from "~/service/client.server";
import { replyToFailure, retryAfterSeconds } from "~/utils/form-reply.server";

export interface SmsState {
  sentKey: string;
  waitSeconds: number;
  /** false when the service refused and only the wait is known */
  sent: boolean;
}

export async function sendCodeReply(
  api: ShoppingApi,
  request: Request,
  submission: Submission<unknown>,
  /** what to send to whom, or the call that sends (a gift's code goes to the caller's phone) */
  send:
    | { phone: string; captchaId: string; captchaCode: string; purpose: SmsPurpose }
    | Promise<Outcome<SendSmsResult>>,
  hideFields: string[],
): Promise<{ result: SubmissionResult<string[]>; sms: SmsState | null; status: number }> {
  const outcome = await ("then" in send ? send : accountCalls.sendSms(api, send));
  if (outcome.ok) {
    return {
      result: submission.reply({ hideFields }),
      sms: {
        sentKey: String(Date.now()),
        waitSeconds: outcome.data.resendAfterSeconds,
        sent: true,
      },
      status: 200,
    };
  }
  const wait = retryAfterSeconds(outcome);
  if (wait !== null && !outcome.ok && outcome.kind === "warning") {
    return {
      result: submission.reply({ fieldErrors: { smsCode: [outcome.message] }, hideFields }),
      sms: { sentKey: String(Date.now()), waitSeconds: wait, sent: false },
      status: 429,
    };
  }
  return {
    result: await replyToFailure(submission, outcome, api, request, hideFields),
    sms: null,
    status: 200,
  };
}
