/**
 * Hands the root loader's translations to the browser's i18next before
 * anything below the layout renders: at hydration, and on every navigation
 * (a route reached in the browser brings the namespaces it asked for). A
 * bundle is added once per language; on the server it is already there.
 */
import { useTranslation } from "react-i18next";
import type { Bundles } from "~/i18n";
import type { Lang } from "./lang";

export function useRootTranslations(lang: Lang, bundles: Bundles | undefined) {
  const { i18n } = useTranslation();
  if (!bundles) return;
  for (const [ns, bundle] of Object.entries(bundles)) {
    // During render, on purpose: children read these in the same pass. No listener re-renders on
    // "added".
    if (bundle && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
  }
}
