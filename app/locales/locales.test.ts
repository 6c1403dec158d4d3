/**
 * The translations: both languages have the same keys in every namespace, a
 * section lives in one namespace only (keys of `common` are found from any
 * other, so a section in two would be ambiguous), and every literal key the
 * code asks for exists where the component looks for it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/i18n.server";

const dir = path.resolve("app/locales");
type Tree = { [key: string]: string | Tree };
const load = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), "utf8"));

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * A key as the code asks for it: English has plural forms (bottle_one, bottle_other) where Chinese
 * has one.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const askedKeys = (tree: Tree) => [...new Set(keysOf(tree).map((key) => key.replace(PLURAL, "")))];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("locales", () => {
  it("finds its namespaces in the folder, the same files in both languages and nothing else", () => {
    expect(NAMESPACES).toContain("common");
    expect(NAMESPACES).toContain("server");
    for (const lang of ["ch", "en"]) {
      expect(readdirSync(path.join(dir, lang)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it("has every namespace the code names: a route's handle, useTranslation, tFor", () => {
    const named = new Set<string>();
    for (const file of sourceFiles(path.resolve("app"))) {
      const src = readFileSync(file, "utf8");
      for (const m of src.matchAll(/useTranslation\(\s*"(\w+)"/g)) named.add(m[1]);
      for (const m of src.matchAll(/tFor\([^,()]+,\s*"(\w+)"\)/g)) named.add(m[1]);
      for (const m of src.matchAll(/i18n:\s*(\[[^\]]*\]|"\w+")/g))
        for (const ns of m[1].matchAll(/"(\w+)"/g)) named.add(ns[1]);
    }
    expect(named.size).toBeGreaterThan(8);
    expect([...named].filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });

  it.each(NAMESPACES)("%s: every key in ch is in en and the other way round, none empty", (ns) => {
    const ch = load("ch", ns);
    const en = load("en", ns);
    expect(askedKeys(en).sort()).toEqual(askedKeys(ch).sort());
    for (const key of keysOf(en).filter((k) => PLURAL.test(k)))
      expect(keysOf(en), `${ns}:${key} has its other form`).toContain(
        key.replace(PLURAL, "_other"),
      );
    for (const [lang, tree] of [
      ["ch", ch],
      ["en", en],
    ] as const) {
      for (const key of keysOf(tree))
        expect(
          String(key.split(".").reduce<Tree | string>((t, k) => (t as Tree)[k], tree)).trim(),
          `${lang}/${ns}:${key}`,
        ).not.toBe("");
    }
  });

  it("puts each section in one namespace", () => {
    const owner = new Map<string, string>();
    for (const ns of NAMESPACES) {
      for (const section of Object.keys(load("ch", ns))) {
        expect(owner.get(section), `${section} in ${ns}`).toBeUndefined();
        owner.set(section, ns);
      }
    }
  });

  it("has every literal key the code asks for, in the component's namespace or common", () => {
    const keys = new Map(NAMESPACES.map((ns) => [ns, new Set(keysOf(load("ch", ns)))]));
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(path.resolve("app"))) {
      const src = readFileSync(file, "utf8");
      // The namespaces this file reads: useTranslation("x"), tFor(lang, "x"); tFor(lang) is
      // `server`.
      const own = new Set<string>(["common"]);
      for (const m of src.matchAll(/useTranslation\(\s*"(\w+)"/g)) own.add(m[1]);
      for (const m of src.matchAll(/tFor\([^,()]+(?:,\s*"(\w+)")?\)/g)) own.add(m[1] ?? "server");
      const literal = [
        ...src.matchAll(/\bt\(\s*"([\w.-]+)"/g),
        ...src.matchAll(/i18nKey="([\w.]+)"/g),
        ...src.matchAll(/\[\s*"[^"]*",\s*"((?:center|footer|nav)\.\w+)"\s*\]/g),
      ];
      for (const [, key] of literal) {
        checked++;
        if (![...own].some((ns) => keys.get(ns as never)?.has(key)))
          missing.push(`${path.relative(".", file)}: ${key} (looks in ${[...own].join(", ")})`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
