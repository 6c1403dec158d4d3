/**
 * A refused console call as a conform reply: the service's field errors on their fields, anything
 * else as the form's message. Unlike the shop's (utils/form-reply.server.ts) a 401 here is the
 * member's session ending, which the page's loader answers by going to the sign-in.
 */
import type { Submission } from "@conform-to/react";
import { feedbackFor } from "~/service/feedback";
import type { Failure, Outcome } from "~/service/outcome";
import type { Lang } from "~/utils/lang";

export function staffReply<T>(
  submission: Submission<unknown>,
  outcome: Outcome<T>,
  lang: Lang,
  hideFields: string[] = [],
) {
  const failure = outcome as { ok: false } & Failure;
  const fieldErrors =
    failure.kind === "warning"
      ? (failure.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
      : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0)
    return submission.reply({ fieldErrors, hideFields });
  return submission.reply({ formErrors: [feedbackFor(failure, lang).message], hideFields });
}
