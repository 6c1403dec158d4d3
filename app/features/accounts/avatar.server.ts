/**
 * Reads an avatar upload from a multipart form (at most 5 MB, kept in memory
 * only up to that) and hands it to the service, which checks the content.
 */
import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import { accountCalls } from "./calls.server";
import type { ShoppingApi } from "~/service/client.server";
import { tFor } from "~/i18n.server";
import { feedbackFor } from "~/service/feedback";
import { unreadableForm } from "~/utils/form.server";
import type { Lang } from "~/utils/lang";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export async function readUploadForm(request: Request, lang: Lang): Promise<FormData | "too-big"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > AVATAR_MAX_BYTES + 64 * 1024) return "too-big";
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: AVATAR_MAX_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return "too-big";
    throw unreadableForm(lang);
  }
}

/** null on success, else the message to show. */
export async function uploadAvatar(api: ShoppingApi, formData: FormData): Promise<string | null> {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return tFor(api.lang)("avatar.noFile");
  const outcome = await accountCalls.uploadAvatar(api, file);
  if (outcome.ok) return null;
  return feedbackFor(outcome, api.lang).message;
}

export function tooBigMessage(lang: Lang) {
  return tFor(lang)("avatar.tooBig");
}
