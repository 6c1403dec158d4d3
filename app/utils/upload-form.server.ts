/**
 * Reads a one-file upload form (an avatar, a business licence): at most 5 MB, kept in memory only
 * up to that; the service then checks what the bytes are.
 */
import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { unreadableForm } from "~/utils/form.server";
import type { Lang } from "~/utils/lang";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export async function readUploadForm(request: Request, lang: Lang): Promise<FormData | "too-big"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > UPLOAD_MAX_BYTES + 64 * 1024) return "too-big";
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return "too-big";
    throw unreadableForm(lang);
  }
}

export function tooBigMessage(lang: Lang) {
  return tFor(lang)("avatar.tooBig");
}
