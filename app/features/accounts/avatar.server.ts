/** Hands an avatar read from its upload form to the service, which checks the content. */
import { accountCalls } from "./calls.server";
import type { ShoppingApi } from "~/service/client.server";
import { tFor } from "~/i18n.server";
import { feedbackFor } from "~/service/feedback";

/** null on success, else the message to show. */
export async function uploadAvatar(api: ShoppingApi, formData: FormData): Promise<string | null> {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return tFor(api.lang)("avatar.noFile");
  const outcome = await accountCalls.uploadAvatar(api, file);
  if (outcome.ok) return null;
  return feedbackFor(outcome, api.lang).message;
}
