/** i18next settings shared by the server and the browser. */
import ch from "./locales/ch.json";
import en from "./locales/en.json";

export const resources = { ch: { common: ch }, en: { common: en } };

export const i18nConfig = {
  supportedLngs: ["ch", "en"],
  fallbackLng: "ch",
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
