/**
 * Pictures sent with a form: reading a multipart form whose files may be too large (the form's
 * other fields are kept, the picture is refused with a message), then uploading each new picture
 * to the service and merging it with those carried from an earlier step.
 */
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { UPLOAD_FILE_NAME } from "#contract/accounts";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "#contract/photo-limits";
import { tFor } from "~/i18n.server";
import { feedbackFor } from "~/service/feedback";
import type { ShoppingApi } from "~/service/client.server";
import { unreadableForm } from "~/utils/form.server";
import type { Lang } from "~/utils/lang";
import { photoFields, type PhotoPurpose, type PhotoState } from "./fields";

/** A form's text fields together stay small; only files may be large. */
const TEXT_FIELD_MAX_BYTES = 64 * 1024;
/** What stands for a file over the limit in the form read (its bytes are not kept). */
export const TOO_LARGE = "\u0000too-large";

const pictureHandler: UploadHandler = async ({ filename, contentType, data }) => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const limit = filename === undefined ? TEXT_FIELD_MAX_BYTES : PHOTO_MAX_BYTES;
  for await (const chunk of data) {
    size += chunk.byteLength;
    // Past the limit the rest is read and dropped, so the fields after it still arrive.
    if (size <= limit) chunks.push(chunk);
  }
  if (filename === undefined) {
    if (size > limit) throw new Error("text field too large");
    return new TextDecoder().decode(Buffer.concat(chunks));
  }
  if (size > limit) return TOO_LARGE;
  return new File([Buffer.concat(chunks)], filename, { type: contentType });
};

/** A form that may carry pictures (multipart, or urlencoded without any). */
export async function readPhotoForm(request: Request, lang: Lang): Promise<FormData> {
  try {
    const type = request.headers.get("content-type") ?? "";
    if (!type.startsWith("multipart/form-data")) return await request.formData();
    return await unstable_parseMultipartFormData(request, pictureHandler);
  } catch {
    throw unreadableForm(lang);
  }
}

/**
 * The pictures of one set after this step: those carried (less those the buyer removed), then the
 * new files uploaded in the order sent. A file that is too large, not a picture, or past the sixth
 * is left out with the reason; the others are kept, so nothing already sent is lost.
 */
export async function collectPhotos(
  api: ShoppingApi,
  form: FormData,
  purpose: PhotoPurpose,
  prefix = "",
): Promise<PhotoState> {
  const fields = photoFields(prefix);
  const removed = new Set(form.getAll(fields.remove).map(String));
  const names = [
    ...new Set(
      form
        .getAll(fields.names)
        .map(String)
        .filter((name) => UPLOAD_FILE_NAME.test(name) && !removed.has(name)),
    ),
  ];
  let error: string | null = names.length > PHOTOS_MAX ? "photos.tooMany" : null;
  names.splice(PHOTOS_MAX);
  for (const file of form.getAll(fields.files)) {
    if (file === TOO_LARGE) {
      error = tFor(api.lang, "common")("photos.tooLarge");
      continue;
    }
    if (!(file instanceof File) || file.size === 0) continue;
    if (names.length >= PHOTOS_MAX) {
      error = "photos.tooMany";
      continue;
    }
    const outcome = await uploadPhoto(api, file, purpose);
    if (outcome.ok) names.push(outcome.data.fileName);
    else error = feedbackFor(outcome, api.lang).message;
  }
  return { names, error };
}

export function uploadPhoto(api: ShoppingApi, file: File, purpose: PhotoPurpose) {
  const body = new FormData();
  body.set("purpose", purpose);
  body.set("file", file);
  return api.upload("/file/file/upload", body);
}
