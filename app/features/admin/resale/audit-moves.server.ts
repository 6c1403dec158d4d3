/**
 * The shop's audit of an item (routes/admin.resale.$code.tsx): an inspection picture uploaded (a
 * plain multipart form; the pictures' names ride in the page's URL until the pass), the pass with
 * its grade, note and pictures, or the rejection with the reason the seller reads. A refused form
 * answers beside its fields in the member's language and changes nothing; a done move goes back to
 * the item with a toast. The service passes an item once: a pass sent again finds it moved (409).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { UPLOAD_FILE_NAME } from "#contract/accounts";
import { PHOTOS_MAX } from "#contract/photo-limits";
import { passFormSchema, rejectItemFormSchema } from "#contract/resale-desk-forms";
import { readPhotoForm, TOO_LARGE } from "~/features/photos/photos.server";
import { tFor } from "~/i18n.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { validateCsrfOf } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff, type StaffApi } from "../staff-session.server";
import { itemPath } from "./resale-paths";

/** The pictures' names carried by a form or the URL: real names only, each once, at most six. */
export const carriedPhotos = (names: unknown[]) =>
  [...new Set(names.filter((name): name is string => typeof name === "string"))]
    .filter((name) => UPLOAD_FILE_NAME.test(name))
    .slice(0, PHOTOS_MAX);

const pictureFormSchema = z.object({
  file: z.unknown().superRefine((file, ctx) => {
    if (file === TOO_LARGE) ctx.addIssue({ code: "custom", message: "resalePhoto.tooLarge" });
    else if (!(file instanceof File) || file.size === 0)
      ctx.addIssue({ code: "custom", message: "resalePhoto.required" });
  }),
});

/** The service's refusals of the file itself (none sent, too large, not a picture). */
const FILE_REFUSALS = [400, 413, 415];

export async function resaleAuditAction(request: Request, context: AppLoadContext, code: string) {
  const { api } = await requireStaff(request, context);
  const form = await readPhotoForm(request, context.lang);
  await validateCsrfOf(form, request, context.lang);
  const photos = carriedPhotos(form.getAll("photos"));
  switch (form.get("intent")) {
    case "photo":
      return uploadPicture(api, form, code, photos);
    case "receive": {
      const submission = parseWithZod(form, { schema: passFormSchema });
      if (submission.status !== "success")
        return data({ form: "receive", result: submission.reply() }, { status: 422 });
      const done = await api.post("/ops/resale/receive", { code, ...submission.value });
      if (!done.ok)
        return data({ form: "receive", result: replyOfFailure(submission, done, api.lang) });
      return redirectWithToast(itemPath(code), successFeedback(done.message ?? ""));
    }
    case "reject": {
      const submission = parseWithZod(form, { schema: rejectItemFormSchema });
      if (submission.status !== "success")
        return data({ form: "reject", result: submission.reply() }, { status: 422 });
      const done = await api.post("/ops/resale/reject", { code, ...submission.value });
      if (!done.ok)
        return data({ form: "reject", result: replyOfFailure(submission, done, api.lang) });
      return redirectWithToast(itemPath(code), successFeedback(done.message ?? ""));
    }
    default:
      return data({ form: null }, { status: 422 });
  }
}

async function uploadPicture(api: StaffApi, form: FormData, code: string, photos: string[]) {
  const submission = parseWithZod(form, { schema: pictureFormSchema });
  const refused = (errors: { file: string[] } | { formErrors: string[] }, status = 200) =>
    data(
      {
        form: "photo",
        result: submission.reply({
          ...("file" in errors ? { fieldErrors: errors } : errors),
          hideFields: ["file"],
        }),
      },
      { status },
    );
  if (submission.status !== "success")
    return data(
      { form: "photo", result: submission.reply({ hideFields: ["file"] }) },
      { status: 422 },
    );
  if (photos.length >= PHOTOS_MAX) return refused({ file: ["photos.tooMany"] }, 422);
  const body = new FormData();
  // The service reads the code before the file.
  body.set("code", code);
  body.set("file", submission.value.file as File);
  const done = await api.upload("/ops/resale/photo", body);
  if (!done.ok) {
    const failure = done as Failure;
    const message = feedbackFor(failure, api.lang).message;
    return failure.kind === "warning" && FILE_REFUSALS.includes(failure.status)
      ? refused({ file: [message] })
      : refused({ formErrors: [message] });
  }
  return redirectWithToast(
    itemPath(code, [...photos, done.data.fileName]),
    successFeedback(tFor(api.lang, "admin")("resaleDesk.photos.uploaded")),
  );
}
