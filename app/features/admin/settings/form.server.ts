/**
 * One form of the settings desk, from the owner's fields to the service: checked here with the
 * service's sentences (so a refusal shows beside its field without a round trip), sent, and
 * answered with the toast and the page again, or with the refusal. The service checks everything
 * again, the role's permission first.
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { successFeedback } from "~/service/feedback";
import type { Failure, Outcome } from "~/service/outcome";
import { replyOfFailure } from "~/utils/form-reply.server";
import type { Lang } from "~/utils/lang";
import { redirectWithToast } from "~/utils/toast.server";
import { SETTINGS_PATH, type SettingsIntent } from "./paths";
import type { StaffApi } from "../staff-session.server";

export interface SettingsForm<V> {
  intent: SettingsIntent;
  schema: z.ZodType<V, z.ZodTypeDef, unknown>;
  send: (api: StaffApi, value: V) => Promise<Outcome<unknown>>;
  /** the form's field of each service field it names otherwise (yuan for cents, minutes for seconds) */
  formFieldOf?: Record<string, string>;
}

export async function submitSettingsForm<V>(
  form: SettingsForm<V>,
  formData: FormData,
  api: StaffApi,
  lang: Lang,
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success")
    return data({ intent: form.intent, result: submission.reply() }, { status: 422 });
  const outcome = await form.send(api, submission.value);
  if (outcome.ok)
    return redirectWithToast(
      `${SETTINGS_PATH}#settings-${form.intent}`,
      successFeedback(outcome.message ?? ""),
    );
  const failure = withFormFields(outcome as Failure, form.formFieldOf ?? {});
  const refused = failure.kind === "warning" && failure.status === 403;
  return data(
    { intent: form.intent, result: replyOfFailure(submission, failure, lang) },
    { status: refused ? 403 : 422 },
  );
}

/** The service's field errors under the form's names. */
function withFormFields(failure: Failure, formFieldOf: Record<string, string>): Failure {
  if (failure.kind !== "warning") return failure;
  const fieldErrors = (failure.data as { fieldErrors?: Record<string, string[]> } | undefined)
    ?.fieldErrors;
  if (!fieldErrors) return failure;
  return {
    ...failure,
    data: {
      fieldErrors: Object.fromEntries(
        Object.entries(fieldErrors).map(([field, errors]) => [formFieldOf[field] ?? field, errors]),
      ),
    },
  };
}
