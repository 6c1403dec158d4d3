/**
 * How large a body each route may be sent, declared by the route itself: an upload route's module
 * says `export const handle = { body: "upload" }` (or "photoForm"), and the server derives its table
 * of limits from the routes (server/request-body.ts). A route that declares nothing takes a plain
 * form of BODY_LIMITS.form, and no multipart form at all, so an upload route that forgets to declare
 * fails at its first upload instead of refusing only the larger files.
 */
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "../../contract/photo-limits";

export const BODY_LIMITS = {
  /** a form without files */
  form: 32 * 1024,
  /** one file (an avatar, a picture, a business licence) and its form */
  upload: PHOTO_MAX_BYTES + 64 * 1024,
  /** a form sent with its pictures without JavaScript (a refund, a review): six and the form */
  photoForm: PHOTOS_MAX * PHOTO_MAX_BYTES + 64 * 1024,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

/** What an upload route's `handle` declares (beside what else it holds, its namespaces). */
export type BodyHandle = { body: Exclude<BodyKind, "form"> } & Record<string, unknown>;

export function isBodyHandle(handle: unknown): handle is BodyHandle {
  const body = (handle as Partial<BodyHandle> | null)?.body;
  return body === "upload" || body === "photoForm";
}
