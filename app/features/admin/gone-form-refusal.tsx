/**
 * The service's refusal of a form the page no longer shows (a resale pass or a payout sent again
 * after it was done, from another tab or by going back): said at the top, as nothing else would.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { ConsoleAlert } from "./shown-once";

export function GoneFormRefusal({ shown }: { shown: readonly string[] }) {
  const answer = useActionData() as
    { form: string | null; result?: SubmissionResult<string[]> } | undefined;
  const navigation = useNavigation();
  const refusal = answer?.result?.error?.[""];
  if (navigation.state !== "idle" || !answer?.form || shown.includes(answer.form) || !refusal)
    return null;
  return <ConsoleAlert>{refusal.join(" ")}</ConsoleAlert>;
}
