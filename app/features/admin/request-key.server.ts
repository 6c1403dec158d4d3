/**
 * A console form's own key (decision 043, contract/request-key.ts): a fresh one with each page, sent
 * back with the form, kept by the service with what the form made.
 */
import { randomUUID } from "node:crypto";
import { REQUEST_KEY } from "#contract/request-key";

export const newRequestKey = () => randomUUID();

/** The form's key as the service takes it, or nothing (an old page without one). */
export function requestKeyOf(formData: FormData): { requestKey?: string } {
  const key = formData.get("requestKey");
  return typeof key === "string" && REQUEST_KEY.test(key) ? { requestKey: key } : {};
}
