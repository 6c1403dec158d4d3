/**
 * What the console's pages of several plain forms share (the order page, a wine's stock page): each
 * form posts an `intent`, and the action answers { form, result } for the one it refused.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";

type Answer = { form: string | null; result?: SubmissionResult<string[]> } | undefined;

/** The form's last answer, while no other submission is on its way. */
export function useLastResult(id: string) {
  const answer = useActionData() as Answer;
  const navigation = useNavigation();
  return navigation.state === "idle" && answer?.form === id ? answer.result : undefined;
}

/** While this form's submission is on its way: its button waits, so a second tap adds nothing. */
export function useSending(id: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === id;
}
