/**
 * The spec's language ids. `ch` and `en` are ids, not BCP 47 tags (`ch` is
 * Chamorro), so the HTML gets zh-CN / en and Traditional names zh-TW.
 */
export const LANGS = ["ch", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "ch";

export function toLang(value: unknown): Lang {
  return value === "en" ? "en" : "ch";
}

export function htmlLang(lang: Lang): "en" | "zh-CN" {
  return lang === "en" ? "en" : "zh-CN";
}

/** The language the switch offers. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "ch" : "en";
}

/** The spec's numeric ids: 1 Chinese, 2 traditional Chinese, 3 English. */
export const LANG_NUMERIC_ID = { ch: 1, tc: 2, en: 3 } as const;
