/** i18next settings shared by the server and the browser. */
import chCart from "./locales/cart/ch.json";
import enCart from "./locales/cart/en.json";
import chPayment from "./locales/payment/ch.json";
import enPayment from "./locales/payment/en.json";
import chRequest from "./locales/request/ch.json";
import enRequest from "./locales/request/en.json";
import ch from "./locales/ch.json";
import en from "./locales/en.json";

// Each area keeps its own top-level sections in its own file; they are merged into one namespace.
export const resources = {
  ch: { common: { ...ch, ...chCart, ...chPayment, ...chRequest } },
  en: { common: { ...en, ...enCart, ...enPayment, ...enRequest } },
};

export const i18nConfig = {
  supportedLngs: ["ch", "en"],
  fallbackLng: "ch",
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
