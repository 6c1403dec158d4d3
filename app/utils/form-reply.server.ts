/**
 * Turns a failed /shopping call into a conform reply: the service's field
 * errors land on their fields, anything else becomes the form's message.
 * 401/403 still go through the catalogue (clear the login, go to /login).
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { feedbackFor } from "~/service/feedback";
import type { Failure, Outcome } from "~/service/outcome";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import type { Lang } from "./lang";

export async function replyToFailure<T>(
  submission: Submission<unknown>,
  outcome: Outcome<T>,
  api: ShoppingApi,
  request: Request,
  hideFields: string[] = [],
) {
  const failure = outcome as { ok: false } & Failure;
  if (failure.kind === "unauthorized" || failure.kind === "expired")
    await unwrap(outcome, api, request);
  return replyOfFailure(submission, failure, api.lang, hideFields);
}

/**
 * The reply itself, for a form whose refused sign-in is handled elsewhere (the back office's: its
 * loader sends an ended session to its own sign-in).
 */
export function replyOfFailure(
  submission: Submission<unknown>,
  failure: Failure,
  lang: Lang,
  hideFields: string[] = [],
) {
  const fieldErrors =
    failure.kind === "warning"
      ? (failure.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
      : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0)
    return submission.reply({ fieldErrors, hideFields });
  return submission.reply({ formErrors: [feedbackFor(failure, lang).message], hideFields });
}

/** The seconds to wait that a refused SMS resend carries (code 429). */
export function retryAfterSeconds(outcome: Outcome<unknown>): number | null {
  if (outcome.ok || outcome.kind !== "warning") return null;
  const seconds = (outcome.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" ? seconds : null;
}

/**
 * A step that is not a submission (the no-JavaScript area choice): the form
 * comes back with what was typed and no errors, so no field shows a message
 * before the shopper saves; saving then shows only what is still wrong.
 */
export function keepValuesOnly(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { initialValue: reply.initialValue };
}
