/**
 * Every translation of both languages, imported into the server bundle and so
 * read once, at start-up (remix-i18next's own getFixedT builds an instance
 * and reads the files on every call). Loaders, actions and entry.server take
 * their texts from here; the browser gets the part its page needs through the
 * root loader (bundlesFor).
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { i18nConfig, NAMESPACES, type Bundles, type Namespace } from "./i18n";
import chAccount from "./locales/ch/account.json";
import chCart from "./locales/ch/cart.json";
import chCatalog from "./locales/ch/catalog.json";
import chCenter from "./locales/ch/center.json";
import chAftersale from "./locales/ch/aftersale.json";
import chCommon from "./locales/ch/common.json";
import chOrders from "./locales/ch/orders.json";
import chOrder from "./locales/ch/order.json";
import chPayment from "./locales/ch/payment.json";
import chServer from "./locales/ch/server.json";
import enAccount from "./locales/en/account.json";
import enCart from "./locales/en/cart.json";
import enCatalog from "./locales/en/catalog.json";
import enCenter from "./locales/en/center.json";
import enAftersale from "./locales/en/aftersale.json";
import enCommon from "./locales/en/common.json";
import enOrders from "./locales/en/orders.json";
import enOrder from "./locales/en/order.json";
import enPayment from "./locales/en/payment.json";
import enServer from "./locales/en/server.json";
import type { Lang } from "./utils/lang";

export const resources: Record<Lang, Record<Namespace, Record<string, unknown>>> = {
  ch: {
    common: chCommon,
    catalog: chCatalog,
    account: chAccount,
    center: chCenter,
    cart: chCart,
    payment: chPayment,
    orders: chOrders,
    aftersale: chAftersale,
    order: chOrder,
    server: chServer,
  },
  en: {
    common: enCommon,
    catalog: enCatalog,
    account: enAccount,
    center: enCenter,
    cart: enCart,
    payment: enPayment,
    orders: enOrders,
    aftersale: enAftersale,
    order: enOrder,
    server: enServer,
  },
};

const base: I18n = createInstance();
void base.init({ ...i18nConfig, ns: [...NAMESPACES], resources, lng: "ch", initImmediate: false });

const isNamespace = (ns: string): ns is Namespace => (NAMESPACES as readonly string[]).includes(ns);

/**
 * The texts of one language for a loader or an action; keys of `common` are found from any
 * namespace.
 */
export function tFor(lang: Lang, ns: Namespace = "server"): TFunction {
  return base.getFixedT(lang, ns);
}

/**
 * The shell's namespace and the ones asked for, in one language only: what a page sends the
 * browser.
 */
export function bundlesFor(lang: Lang, namespaces: readonly string[]): Bundles {
  const bundles: Bundles = { common: resources[lang].common };
  for (const ns of namespaces)
    if (isNamespace(ns) && ns !== "server") bundles[ns] = resources[lang][ns];
  return bundles;
}

/**
 * The instance a document renders with: exactly the bundles the browser gets,
 * so a component reading a namespace its route did not ask for shows its keys
 * on the server too, where tests see it, and not only after hydration.
 */
export function i18nForPage(lang: Lang, bundles: Bundles): I18n {
  // The bundles are the resources above, so one instance per language and set of namespaces serves
  // every page that needs them; a new one per page cost its set-up and its plural rules every time.
  const key = `${lang}:${Object.keys(bundles).sort().join(",")}`;
  let instance = pageInstances.get(key);
  if (
    !instance ||
    Object.entries(bundles).some(([ns, bundle]) => instance!.getResourceBundle(lang, ns) !== bundle)
  ) {
    instance = createInstance();
    void instance.init({
      ...i18nConfig,
      ns: Object.keys(bundles),
      resources: { [lang]: bundles },
      lng: lang,
      initImmediate: false,
    });
    pageInstances.set(key, instance);
  }
  return instance;
}

const pageInstances = new Map<string, I18n>();

/** For a page whose root loader gave nothing (it failed): every namespace of the language. */
export function i18nFor(lang: Lang): I18n {
  return base.cloneInstance({ lng: lang, initImmediate: false });
}
