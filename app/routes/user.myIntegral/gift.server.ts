/**
 * The gift form's three intents on the points page: review (the service checks the gift; the
 * confirmation opens at ?confirm=gift), send the SMS code (above the threshold), and send the
 * gift. What the giver confirms waits in the session, so the confirmation is a page of its own
 * without JavaScript. It waits with the key the service's preview made, and the gift is sent under
 * it: a confirmation sent twice at once, retried, or replayed from an old cookie is answered with
 * the first gift and moves nothing.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import { sendCodeReply, type SmsState } from "~/features/accounts/send-code.server";
import { pointsCalls } from "~/features/points/calls.server";
import { giftCodeSchema, giftReviewSchema, giftSendSchema } from "~/features/points/gift-schemas";
import { GIFT_CONFIRM_PATH, GIFT_FORM_PATH, POINTS_PATH } from "~/features/points/paths";
import { tFor } from "~/i18n.server";
import { errorFeedback, feedbackFor, successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

const HIDE = ["captchaCode", "smsCode"];

export interface GiftActionData {
  step: "review" | "confirm";
  result: SubmissionResult<string[]>;
  sms: SmsState | null;
}

const reply = (
  step: GiftActionData["step"],
  result: SubmissionResult<string[]>,
  sms: SmsState | null = null,
  status = 200,
) => data({ step, result, sms } satisfies GiftActionData, { status });

export async function giftAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = formData.get("intent");

  if (intent === "giftReview") {
    const submission = parseWithZod(formData, { schema: giftReviewSchema });
    if (submission.status !== "success") return reply("review", submission.reply());
    const outcome = await pointsCalls.previewGift(api, submission.value);
    if (!outcome.ok)
      return reply("review", await replyToFailure(submission, outcome, api, request));
    const { receiverPhone, receiverNickname, points, needsSms, giftKey } = outcome.data;
    api.session.set("pointsGift", {
      phone: submission.value.phone,
      receiverPhone,
      receiverNickname,
      points,
      needsSms,
      giftKey,
    });
    return redirect(GIFT_CONFIRM_PATH);
  }

  const pending = api.session.get("pointsGift");
  // A confirmation whose gift is gone (sent in another tab, or the session ended), or a cookie from
  // before gifts had keys: start again.
  if (!pending?.giftKey) return redirect(GIFT_FORM_PATH);

  if (intent === "giftSendCode") {
    const submission = parseWithZod(formData, { schema: giftCodeSchema });
    if (submission.status !== "success")
      return reply("confirm", submission.reply({ hideFields: HIDE }));
    const sent = await sendCodeReply(
      api,
      request,
      submission,
      pointsCalls.sendGiftCode(api, submission.value),
      HIDE,
    );
    return reply("confirm", sent.result, sent.sms, sent.status);
  }

  if (intent === "giftSend") {
    const submission = parseWithZod(formData, { schema: giftSendSchema });
    if (submission.status !== "success")
      return reply("confirm", submission.reply({ hideFields: HIDE }));
    const smsCode = submission.value.smsCode;
    if (pending.needsSms && !smsCode)
      return reply(
        "confirm",
        submission.reply({ fieldErrors: { smsCode: ["sms.required"] }, hideFields: HIDE }),
      );
    const outcome = await pointsCalls.giftPoints(api, {
      phone: pending.phone,
      points: pending.points,
      giftKey: pending.giftKey,
      ...(pending.needsSms ? { smsCode } : {}),
    });
    const t = tFor(api.lang, "points");
    if (!outcome.ok) {
      const fieldErrors =
        outcome.kind === "warning"
          ? (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
          : undefined;
      if (fieldErrors?.smsCode)
        return reply("confirm", await replyToFailure(submission, outcome, api, request, HIDE));
      // The balance or the cap changed since the check: the form again, with the reason.
      api.session.unset("pointsGift");
      const reason = Object.values(fieldErrors ?? {})[0]?.[0];
      return redirectWithToast(
        GIFT_FORM_PATH,
        errorFeedback(
          reason
            ? tFor(api.lang, "account")(`validation.${reason}`)
            : feedbackFor(outcome, api.lang).message,
        ),
      );
    }
    api.session.unset("pointsGift");
    return redirectWithToast(
      POINTS_PATH,
      successFeedback(
        t("points.gift.done", { points: outcome.data.points, phone: outcome.data.receiverPhone }),
      ),
    );
  }
  throw data(null, { status: 400 });
}
