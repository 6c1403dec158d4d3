/**
 * A refused save of the catalogue desk's forms as conform's reply: the service's field errors on the
 * form's own fields (`fieldOf` turns the body's path into the form's name), anything else as the
 * form's message in the member's language.
 */
import type { Submission } from "@conform-to/react";
import { feedbackFor } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import type { Lang } from "~/utils/lang";

export function replyOfRefusal(
  submission: Submission<unknown>,
  failure: Failure,
  lang: Lang,
  fieldOf: (path: string) => string,
) {
  const fieldErrors =
    failure.kind === "warning"
      ? (failure.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
      : undefined;
  return fieldErrors && Object.keys(fieldErrors).length > 0
    ? submission.reply({
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([path, keys]) => [fieldOf(path), keys]),
        ),
      })
    : submission.reply({ formErrors: [feedbackFor(failure, lang).message] });
}
