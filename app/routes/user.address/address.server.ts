/**
 * The address book's actions: save (add or edit), delete and set default,
 * each after a confirmation step, and "pick area", which re-renders the form
 * with the next level of the area choice when there is no JavaScript.
 */
import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { addressSchema, idSchema } from "#contract/accounts";
import { tFor } from "~/i18n.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { keepValuesOnly, replyToFailure } from "~/utils/form-reply.server";
import { areaChoice } from "~/features/addresses/area.server";
import { redirectWithToast } from "~/utils/toast.server";
import { addressCalls } from "~/features/addresses/calls.server";

export async function addressAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "pickArea") {
    // No JavaScript: show the next level of the area, keeping what was typed.
    const submission = parseWithZod(formData, { schema: addressSchema });
    return data({
      result: keepValuesOnly(submission.reply({ resetForm: false })),
      area: areaChoice(areaFields(formData)),
    });
  }

  if (intent === "delete" || intent === "setDefault") {
    const parsed = idSchema.safeParse({ id: formData.get("id") });
    if (!parsed.success) return redirect("/user/address");
    const outcome =
      intent === "delete"
        ? await addressCalls.remove(api, parsed.data.id)
        : await addressCalls.setDefault(api, parsed.data.id);
    if (!outcome.ok) return redirectWithToast("/user/address", feedbackFor(outcome, api.lang));
    return redirectWithToast(
      "/user/address",
      successFeedback(
        tFor(api.lang)(intent === "delete" ? "done.addressDeleted" : "done.addressDefaulted"),
      ),
    );
  }

  const submission = parseWithZod(formData, { schema: addressSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), area: areaChoice(areaFields(formData)) });
  const outcome = await addressCalls.save(api, submission.value);
  if (!outcome.ok)
    return data({
      result: await replyToFailure(submission, outcome, api, request),
      area: areaChoice(areaFields(formData)),
    });
  return redirectWithToast("/user/address", successFeedback(tFor(api.lang)("done.addressSaved")));
}

function areaFields(formData: FormData) {
  const get = (name: string) => String(formData.get(name) ?? "");
  return { province: get("province"), city: get("city"), district: get("areaCode") };
}
