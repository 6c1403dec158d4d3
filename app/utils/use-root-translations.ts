/**
 * Hands the root loader's translations to the browser's i18next before
 * anything below the layout renders: at hydration, and on every navigation
 * (a route reached in the browser brings the namespaces it asked for). The
 * data carries them as one JSON text (app/i18n.server.ts translationsFor); a
 * bundle is added once per language; on the server it is already there.
 */
import { useTranslation } from "react-i18next";
import type { Bundles } from "~/i18n";
import type { Lang } from "./lang";

let lastText: string | null = null;
let lastBundles: Bundles = {};

function bundlesOf(text: string): Bundles {
  if (text !== lastText) {
    lastBundles = JSON.parse(text) as Bundles;
    lastText = text;
  }
  return lastBundles;
}

export function useRootTranslations(lang: Lang, text: string | undefined) {
  const { i18n } = useTranslation();
  if (!text || typeof document === "undefined") return;
  for (const [ns, bundle] of Object.entries(bundlesOf(text))) {
    // During render, on purpose: children read these in the same pass. No listener re-renders on
    // "added".
    if (bundle && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
  }
}
