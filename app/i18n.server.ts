/**
 * Translations are loaded into memory once. remix-i18next's own getFixedT
 * builds an instance per call; cloning one initialised instance is cheaper.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, resources } from "./i18n";
import { sessionStorage } from "./utils/session.server";
import type { Lang } from "./utils/lang";

const base: I18n = createInstance();
void base.init({ ...i18nConfig, resources, lng: "ch", initImmediate: false });

export function i18nFor(lang: Lang): I18n {
  return base.cloneInstance({ lng: lang, initImmediate: false });
}

export function tFor(lang: Lang) {
  return base.getFixedT(lang);
}

let remixI18n: RemixI18Next | null = null;

/** Language detection: the session's langId, else the default. */
export function remixI18next(): RemixI18Next {
  return (remixI18n ??= new RemixI18Next({
    detection: {
      supportedLanguages: [...i18nConfig.supportedLngs],
      fallbackLanguage: i18nConfig.fallbackLng,
      sessionStorage: sessionStorage(),
      sessionKey: "langId",
      order: ["session"],
    },
    i18next: { ...i18nConfig, resources },
  }));
}
