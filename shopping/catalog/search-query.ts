/**
 * A buyer's query as the search reads it (decision 031), before search-sql.ts looks it up:
 *  - the shop's synonyms replace the words buyers use for a wine whose label says otherwise
 *    ("大拉菲" is searched as 拉菲古堡正牌);
 *  - a style word inside Chinese is a word of its own ("波尔多红酒" is 波尔多 and 红酒), and an
 *    English one is one word ("red wine" is not "red" and "wine");
 *  - Chinese that finds nothing is tried by its sound ("拉非" as "lafei" finds 拉菲), and the answer
 *    says what the buyer probably meant ("您是不是要找：拉菲");
 *  - a Latin word that finds nothing is compared with the words of the nearest wines ("lafitte":
 *    "lafite");
 *  - a drink the shop does not sell ("白酒") is named as such.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, searchSynonyms } from "../db/schema";
import { searchCondition } from "./search-sql";
import { normalize, QUERY_MAX, syllables } from "./search-terms";
import { NOT_SOLD, STYLE_WORDS, type NotSoldDrink } from "./search-words";

const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;
const LATIN_WORDS = /[\p{L}\p{N}]+/gu;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches any of `words` (longest first); a Latin word only as a whole word. */
function wordsPattern(words: Iterable<string>): RegExp | null {
  const sorted = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return null;
  const alternatives = sorted.map((w) =>
    HAN.test(w) ? escape(w) : `(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`,
  );
  return new RegExp(alternatives.join("|"), "gu");
}

const STYLE_WORDS_NORMALISED = Object.values(STYLE_WORDS).flat().map(normalize);
const STYLE_HAN_WORDS = wordsPattern(STYLE_WORDS_NORMALISED.filter((w) => HAN.test(w)))!;
/** "red wine" is one term, "redwine": its two words apart would find Redwood's white wines. */
const STYLE_PHRASES = wordsPattern(
  STYLE_WORDS_NORMALISED.filter((w) => !HAN.test(w) && w.includes(" ")),
)!;

/**
 * The query with the synonyms replaced by what they mean and the style words set apart, normalised
 * (normalize in search-terms.ts); the search takes it as it takes a typed query.
 */
export function rewriteQuery(query: string, synonyms: ReadonlyMap<string, string>): string {
  let text = normalize(query.slice(0, QUERY_MAX * 4));
  const synonymWords = synonymsPattern(synonyms);
  if (synonymWords) text = text.replace(synonymWords, (word) => ` ${synonyms.get(word)} `);
  text = text.replace(HAN_RUNS, (run) => run.replace(STYLE_HAN_WORDS, " $& "));
  text = text.replace(STYLE_PHRASES, (phrase) => phrase.replace(/ /g, ""));
  return text.replace(/\s+/g, " ").trim();
}

/** Each set of synonyms' pattern, made once per read of the synonyms (synonymsOf). */
const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp | null>();
function synonymsPattern(synonyms: ReadonlyMap<string, string>): RegExp | null {
  if (!patterns.has(synonyms)) patterns.set(synonyms, wordsPattern(synonyms.keys()));
  return patterns.get(synonyms)!;
}

/** The query with its Chinese said in pinyin ("拉非 2017": "lafei 2017"); null without Chinese. */
export function pinyinAlternative(query: string): string | null {
  if (!HAN.test(query)) return null;
  return query
    .replace(HAN_RUNS, (run) => ` ${syllables(run).join("")} `)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The query with each Chinese word that `name` lacks replaced by the part of `name` said the same
 * way ("拉非" and 拉菲古堡正牌干红葡萄酒: "拉菲"); null when nothing was replaced.
 */
export function soundAlikeCorrection(query: string, name: string): string | null {
  const chars = [...normalize(name)];
  const sounds = chars.map((c) => (HAN.test(c) ? syllables(c)[0] : c));
  let changed = false;
  const corrected = query.replace(HAN_RUNS, (run) => {
    if (chars.join("").includes(run)) return run;
    const wanted = syllables(run).join(" ");
    const length = [...run].length;
    for (let i = 0; i + length <= chars.length; i++) {
      if (sounds.slice(i, i + length).join(" ") === wanted) {
        changed = true;
        return chars.slice(i, i + length).join("");
      }
    }
    return run;
  });
  return changed ? corrected : null;
}

/** Edits (insert, delete, replace, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(
        d[i - 1][j] + 1,
        d[i][j - 1] + 1,
        d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** A typo's reach: one edit in a short word, two from eight letters on. */
const editsAllowed = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * The query with each Latin word of four letters or more that none of `texts` has replaced by the
 * nearest word they have within a typo's reach ("lafitte": "lafite"); null when none is.
 */
export function spellingCorrection(query: string, texts: string[]): string | null {
  const known = new Set(texts.flatMap((t) => normalize(t).match(LATIN_WORDS) ?? []));
  let changed = false;
  const corrected = normalize(query).replace(LATIN_WORDS, (word) => {
    if (word.length < 4 || /\d/.test(word) || known.has(word)) return word;
    let best: { word: string; edits: number } | null = null;
    for (const candidate of known) {
      if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > 2) continue;
      const edits = editDistance(word, candidate);
      if (edits <= editsAllowed(word) && (!best || edits < best.edits))
        best = { word: candidate, edits };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected : null;
}

const NOT_SOLD_WORDS = (Object.entries(NOT_SOLD) as [NotSoldDrink, readonly string[]][]).map(
  ([drink, words]) => [drink, wordsPattern(words.map(normalize))!] as const,
);

/** The drink the shop does not sell that the query names ("白酒": baijiu), if any. */
export function notSoldIn(query: string): NotSoldDrink | null {
  const text = normalize(query);
  for (const [drink, pattern] of NOT_SOLD_WORDS) {
    pattern.lastIndex = 0;
    if (pattern.test(text)) return drink;
  }
  return null;
}

/** The synonyms are read again after this long, so another process's change arrives too. */
const SYNONYMS_FRESH_MS = 30_000;
const synonymsByDb = new WeakMap<Db, { at: number; words: Map<string, string> }>();

export async function synonymsOf(db: Db): Promise<ReadonlyMap<string, string>> {
  const known = synonymsByDb.get(db);
  if (known && Date.now() - known.at < SYNONYMS_FRESH_MS) return known.words;
  const rows = await db
    .select({ word: searchSynonyms.word, means: searchSynonyms.means })
    .from(searchSynonyms);
  const words = new Map(rows.map((r) => [r.word, r.means]));
  synonymsByDb.set(db, { at: Date.now(), words });
  return words;
}

/** After the operator's change, this process reads the synonyms again at once. */
export function forgetSynonyms(db: Db): void {
  synonymsByDb.delete(db);
}

export interface SearchOutcome<T> {
  /** the answer of the query that was searched */
  found: T;
  /** what was searched: the query rewritten (synonyms, style words), or its sound */
  q: string;
  /** the query the buyer probably meant, when theirs found nothing and this finds wines */
  didYouMean: string | null;
  /** the drink the shop does not sell that a query which found nothing names */
  notSold: NotSoldDrink | null;
}

/** The name of a wine on the shelf that `q` finds, if any. */
async function firstFound(db: Db, q: string): Promise<string | null> {
  const [row] = await db
    .select({ name: products.spuName })
    .from(products)
    .where(and(eq(products.onShelf, true), searchCondition(q, "all")))
    .limit(1);
  return row?.name ?? null;
}

/** The query, as the search reads it, finds a wine on the shelf as typed (not by its sound). */
export async function findsWine(db: Db, query: string): Promise<boolean> {
  const q = rewriteQuery(query, await synonymsOf(db));
  return q !== "" && (await firstFound(db, q)) !== null;
}

/**
 * A search (a list, its filters' counts, suggestions) run with the query rewritten (synonyms,
 * style words), and, only when its Chinese found nothing, run again with the query said in pinyin.
 * `foundAny` says whether an answer holds a wine; `firstName` names its first wine where it can.
 * Trying the words first costs nothing extra for the queries that find wines; a look-up
 * beforehand cost every Chinese query one more statement, and a scan of the shelf for every query
 * that finds none (decision 031).
 */
export async function searchAs<T>(
  db: Db,
  query: string,
  match: "all" | "any" | undefined,
  run: (q: string) => Promise<T>,
  foundAny: (found: T) => boolean,
  firstName: (found: T) => string | undefined = () => undefined,
): Promise<SearchOutcome<T>> {
  const q = rewriteQuery(query, await synonymsOf(db));
  const found = await run(q);
  const plain = { found, q, didYouMean: null, notSold: null };
  if (match === "any" || foundAny(found)) return plain;
  // Only Chinese has a sound to try; any other query that finds nothing is answered by the
  // nearest wines (match=any), which the page asks for.
  const sounds = HAN.test(q) ? pinyinAlternative(q) : null;
  if (sounds) {
    const bySound = await run(sounds);
    if (foundAny(bySound)) {
      const name = firstName(bySound);
      const meant = name === undefined ? null : soundAlikeCorrection(q, name);
      return { found: bySound, q: sounds, didYouMean: meant ?? sounds, notSold: null };
    }
  }
  return { ...plain, notSold: notSoldIn(query) };
}
