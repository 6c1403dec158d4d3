/**
 * Saves the nickname and gender. Here, not in route.tsx, so that zod and the
 * schema stay out of the page's JavaScript (the form loads them lazily).
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { updateProfileSchema } from "#contract/accounts";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import type { ShoppingApi } from "~/service/client.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";

export async function saveProfile(api: ShoppingApi, request: Request) {
  const formData = await readProtectedForm(request, api.lang);
  const submission = parseWithZod(formData, { schema: updateProfileSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), avatarError: null });
  const outcome = await accountCalls.updateProfile(api, submission.value);
  if (!outcome.ok)
    return data({
      result: await replyToFailure(submission, outcome, api, request),
      avatarError: null,
    });
  api.session.set("userInfo", {
    id: outcome.data.id,
    nickname: outcome.data.nickname,
    phone: outcome.data.phoneMasked,
  });
  return redirectWithToast("/user/info", successFeedback(tFor(api.lang)("done.saved")));
}
