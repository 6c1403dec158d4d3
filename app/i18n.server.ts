/**
 * Every translation of both languages, read once, at start-up (remix-i18next's own getFixedT builds an instance
 * and reads the files on every call). Loaders, actions and entry.server take
 * their texts from here; the browser gets the part its page needs through the
 * root loader (bundlesFor).
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { i18nConfig, type Bundles, type Namespace } from "./i18n";
import { LANGS, type Lang } from "./utils/lang";
import { VALIDATION_MESSAGES } from "../contract/validation";

/**
 * The translations' folder: app/locales beside this module in the sources, a copy beside each
 * server bundle in the build (scripts/build.mjs). A namespace is a file there: adding
 * `<lang>/<namespace>.json` in both languages is all a new one needs.
 */
const LOCALES = fileURLToPath(new URL("./locales/", import.meta.url));

/** The namespaces, as the folder of the default language has them. */
export const NAMESPACES: readonly Namespace[] = readdirSync(`${LOCALES}ch`)
  .filter((name) => name.endsWith(".json"))
  .map((name) => name.slice(0, -".json".length))
  .sort();

const read = (lang: Lang, ns: Namespace): Record<string, unknown> =>
  JSON.parse(readFileSync(`${LOCALES}${lang}/${ns}.json`, "utf8"));

/**
 * The account namespace with the field errors' sentences, which live once, in the contract
 * (VALIDATION_MESSAGES, keyed like "gift.points.tooMany"), beside the storefront's own.
 */
function withValidation(account: Record<string, unknown>, lang: Lang) {
  const validation = structuredClone((account.validation ?? {}) as Record<string, unknown>);
  for (const [key, texts] of Object.entries(VALIDATION_MESSAGES)) {
    const path = key.split(".");
    let node = validation;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = texts[lang];
  }
  return { ...account, validation };
}

function namespacesOf(lang: Lang): Record<Namespace, Record<string, unknown>> {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      ns === "account" ? withValidation(read(lang, ns), lang) : read(lang, ns),
    ]),
  );
}

export const resources = Object.fromEntries(
  LANGS.map((lang) => [lang, namespacesOf(lang)]),
) as Record<Lang, Record<Namespace, Record<string, unknown>>>;

const base: I18n = createInstance();
void base.init({ ...i18nConfig, ns: [...NAMESPACES], resources, lng: "ch", initImmediate: false });
rememberPlainTexts(base);

const isNamespace = (ns: string): boolean => NAMESPACES.includes(ns);

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
 * The same bundles as one JSON text, made once per language and set of namespaces: the root
 * loader's data carries this text, which Remix's encoding copies as one string instead of walking
 * some five hundred keys on every request (a third of a millisecond, decision 015).
 */
export function translationsFor(lang: Lang, namespaces: readonly string[]): string {
  const key = `${lang}:${namespaces.join(",")}`;
  let text = translationTexts.get(key);
  if (text === undefined) {
    const bundles = bundlesFor(lang, namespaces);
    text = JSON.stringify(bundles);
    translationTexts.set(key, text);
    bundlesOfTexts.set(text, bundles);
  }
  return text;
}

const translationTexts = new Map<string, string>();
const bundlesOfTexts = new Map<string, Bundles>();

/** The bundles of a text translationsFor made (so the server renders with what the page carries). */
export function bundlesOfText(text: string): Bundles {
  return bundlesOfTexts.get(text) ?? (JSON.parse(text) as Bundles);
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
    rememberPlainTexts(instance);
    pageInstances.set(key, instance);
  }
  return instance;
}

const pageInstances = new Map<string, I18n>();

/** What a fixed `t` puts in its options by itself; any other option (a count, a value) is read. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
const REMEMBERED_TEXTS_MAX = 10_000;

/**
 * A page asks for the same few hundred texts on every render, and i18next resolves each anew
 * (about a tenth of a page's rendering, decision 015). An instance's resources never change (a new
 * set of bundles gets a new instance), so a text asked for without values is kept per language,
 * namespace and key. Texts with values (counts, names) still go through i18next.
 */
function rememberPlainTexts(instance: I18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const texts = new Map<string, unknown>();
  const remembered = (key: unknown, options?: unknown): unknown => {
    const { lng, ns } = (options ?? {}) as { lng?: unknown; ns?: unknown };
    // react-i18next's t names no language: the instance's own applies.
    const language = typeof lng === "string" ? lng : instance.language;
    if (typeof key !== "string" || !language || !isPlain(options)) return translate(key, options);
    const id = `${language}\u0001${Array.isArray(ns) ? ns.join(",") : String(ns)}\u0001${key}`;
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (texts.size >= REMEMBERED_TEXTS_MAX) texts.clear();
    texts.set(id, text);
    return text;
  };
  instance.t = remembered as I18n["t"];
}

function isPlain(options: unknown): boolean {
  if (typeof options !== "object" || options === null) return false;
  for (const name in options) {
    if (!FIXED_T_OPTIONS.has(name)) return false;
    const value = (options as Record<string, unknown>)[name];
    if ((name === "lngs" || name === "keyPrefix") && value !== undefined && value !== null)
      return false;
  }
  return true;
}

/** For a page whose root loader gave nothing (it failed): every namespace of the language. */
export function i18nFor(lang: Lang): I18n {
  return base.cloneInstance({ lng: lang, initImmediate: false });
}
