/**
 * i18next settings shared by the server and the browser. The texts live in
 * app/locales/<lang>/<namespace>.json: `common` is the shell's, each area has
 * its own, and `server` holds what only the server says (toasts, dialogs,
 * refusal pages, page titles). Routes name the namespaces they need in
 * `handle.i18n`; the browser gets only those, in the visitor's language
 * (docs/decisions/013).
 */

/** A file name of app/locales/<lang>/ without ".json" (the server finds them: i18n.server.ts). */
export type Namespace = string;

/** One language's texts of some namespaces, as the root loader hands them to the browser. */
export type Bundles = Record<Namespace, Record<string, unknown>>;

export const i18nConfig = {
  supportedLngs: ["ch", "en"],
  fallbackLng: "ch",
  defaultNS: "common",
  // An area's components name their namespace; the shell's keys are found from any of them.
  fallbackNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

/** The namespaces a route module asks for, read as remix-i18next reads `handle.i18n`. */
export function namespacesOfHandle(handle: unknown): string[] {
  if (typeof handle !== "object" || handle === null || !("i18n" in handle)) return [];
  const { i18n } = handle as { i18n: unknown };
  if (typeof i18n === "string") return [i18n];
  if (Array.isArray(i18n) && i18n.every((ns) => typeof ns === "string")) return i18n;
  return [];
}
