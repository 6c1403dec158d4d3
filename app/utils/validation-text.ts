import type { i18n as I18n } from "i18next";

/**
 * A field error is a key of the shared contract's VALIDATION_MESSAGES (its sentences are put into
 * the account namespace's `validation` section by i18n.server.ts, beside the storefront's own), or
 * already a sentence from the service, shown as it is.
 */
export function validationText(keyOrText: string, i18n: I18n): string {
  // Read as a path, not through t(): a sentence may hold a colon (t's namespace separator).
  const text: unknown = i18n.getResource(i18n.language, "account", `validation.${keyOrText}`);
  return typeof text === "string" ? text : keyOrText;
}
