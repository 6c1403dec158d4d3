/**
 * The picture forms' upload endpoint with JavaScript: one picture per multipart POST, answered in
 * JSON (its name, or why not), so the page can show each picture's progress. Without JavaScript the
 * pictures go with their form (app/features/photos/photos.server.ts).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import type { PhotoPurpose } from "~/features/photos/fields";
import { readPhotoForm, TOO_LARGE, uploadPhoto } from "~/features/photos/photos.server";
import { tFor } from "~/i18n.server";
import { feedbackFor } from "~/service/feedback";
import { validateCsrfOf } from "~/utils/csrf.server";
import type { BodyHandle } from "~/utils/body-limits";

const PURPOSES: readonly string[] = ["aftersale", "review"] satisfies PhotoPurpose[];

export const handle = { body: "upload" } satisfies BodyHandle;

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireLogin(context, request);
  const t = tFor(api.lang);
  const form = await readPhotoForm(request, api.lang);
  await validateCsrfOf(form, request, api.lang);
  const purpose = String(form.get("purpose") ?? "");
  const file = form.get("file");
  // Refused pictures are answers (200, `ok: false`), not errors (decision 021); a purpose or a file
  // missing is no request our picker sends, and stays a 400.
  if (file === TOO_LARGE)
    return Response.json({ ok: false, message: tFor(api.lang, "common")("photos.tooLarge") });
  if (!PURPOSES.includes(purpose) || !(file instanceof File) || file.size === 0)
    return Response.json({ ok: false, message: t("avatar.noFile") }, { status: 400 });
  const outcome = await uploadPhoto(api, file, purpose as PhotoPurpose);
  if (!outcome.ok)
    return Response.json({ ok: false, message: feedbackFor(outcome, api.lang).message });
  return Response.json({ ok: true, fileName: outcome.data.fileName, message: "" });
}
