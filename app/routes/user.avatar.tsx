/**
 * The upload helper's endpoint (spec §7) for the profile screen with
 * JavaScript: a multipart POST with a file field, answered in JSON so the page
 * can show progress. Without JavaScript the same form posts to /user/info. A refused picture (too
 * big, not a picture) is an answer, 200 with `ok: false` and the words (decision 021): a 4xx would
 * log "Failed to load resource" in the shopper's console.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { uploadAvatar } from "~/features/accounts/avatar.server";
import { readUploadForm, tooBigMessage } from "~/utils/upload-form.server";
import { validateCsrfOf } from "~/utils/csrf.server";
import type { BodyHandle } from "~/utils/body-limits";

export const handle = { body: "upload" } satisfies BodyHandle;

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireLogin(context, request);
  const form = await readUploadForm(request, api.lang);
  if (form === "too-big") return Response.json({ ok: false, message: tooBigMessage(api.lang) });
  await validateCsrfOf(form, request, api.lang);
  const error = await uploadAvatar(context.api, form);
  return error
    ? Response.json({ ok: false, message: error })
    : Response.json({ ok: true, message: tFor(api.lang)("done.avatarUpdated") });
}
