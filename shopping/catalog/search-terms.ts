/**
 * What the wine search matches (decision 019). Each wine's texts (names in simplified, traditional
 * and English, winery, grapes, region, country) become index terms once, when the wine is indexed;
 * a query becomes the few terms to look up. Both sides normalise the same way: NFKC (full width to
 * half width), lower case, accents off, spaces and punctuation as separators.
 *
 * - Chinese runs give each character and each pair of neighbours, so a query of any length is a
 *   set of pairs that must all be there (then checked as one piece against the text).
 * - Latin words and digits give the prefixes (up to PREFIX_MAX) of the text from each word on, so
 *   "laf", "lafite" and "bin389" (for "Bin 389") are terms.
 * - Chinese names also give their pinyin, in full and by initials, from each syllable on:
 *   "lafei", "feigu" and "lf" find 拉菲古堡.
 */
import { pinyin } from "pinyin-pro";

/** The longest prefix kept as a term; a longer query part is checked against the text as well. */
export const PREFIX_MAX = 12;
const INITIALS_MAX = 8;
const HAN = /\p{Script=Han}/u;
const RUNS = /\p{Script=Han}+|[\p{L}\p{N}]+/gu;

/** NFKC, lower case, no accents (Château → chateau), any other mark or punctuation a space. */
export function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const runsOf = (text: string) => normalize(text).match(RUNS) ?? [];
const isHan = (run: string) => HAN.test(run);

function prefixes(text: string, max: number, into: Set<string>) {
  for (let n = 1; n <= Math.min(max, text.length); n++) into.add(text.slice(0, n));
}

/** Each character and each pair of neighbours of a Chinese run. */
function hanTerms(run: string, into: Set<string>) {
  const chars = [...run];
  chars.forEach((c, i) => {
    into.add(c);
    if (i + 1 < chars.length) into.add(c + chars[i + 1]);
  });
}

/** From each piece on, the prefixes of the rest joined without spaces. */
function startTerms(pieces: string[], max: number, into: Set<string>) {
  for (let i = 0; i < pieces.length; i++) prefixes(pieces.slice(i).join(""), max, into);
}

export function syllables(run: string): string[] {
  return pinyin(run, { toneType: "none", type: "array" }).map((s) => s.toLowerCase());
}

export interface SearchTexts {
  /** the wine's names: they rank first */
  names: string[];
  /** winery, grapes, region, country */
  others: string[];
}

export interface SearchIndex {
  terms: string[];
  /** the names as the query is checked against them: each compact, "|" around each */
  names: string;
  /** every text so (names included) */
  text: string;
}

/** The index terms and the texts to check against, of one wine. */
export function searchIndex({ names, others }: SearchTexts): SearchIndex {
  const terms = new Set<string>();
  for (const text of [...names, ...others]) {
    const runs = runsOf(text);
    startTerms(
      runs.filter((run) => !isHan(run)),
      PREFIX_MAX,
      terms,
    );
    for (const run of runs.filter(isHan)) hanTerms(run, terms);
    const sounds = runs.filter(isHan).flatMap(syllables);
    startTerms(sounds, PREFIX_MAX, terms);
    startTerms(
      sounds.map((s) => s[0]),
      INITIALS_MAX,
      terms,
    );
  }
  return { terms: [...terms], names: haystackOf(names), text: haystackOf([...names, ...others]) };
}

/**
 * The texts as a query piece is found in them: each text compact (its Chinese and Latin together,
 * and its Latin alone), its pinyin and its initials, with "|" around each.
 */
function haystackOf(texts: string[]): string {
  const parts = new Set<string>();
  for (const text of texts) {
    const runs = runsOf(text);
    parts.add(runs.join(""));
    parts.add(runs.filter((run) => !isHan(run)).join(""));
    const sounds = runs.filter(isHan).flatMap(syllables);
    parts.add(sounds.join(""));
    parts.add(sounds.map((s) => s[0]).join(""));
  }
  parts.delete("");
  return `|${[...parts].join("|")}|`;
}

/** One piece of a query: the terms that must all be indexed, and the piece to find in the text. */
export interface QueryPiece {
  terms: string[];
  piece: string;
  /**
   * The terms alone prove the piece is in the text (a Latin piece of at most PREFIX_MAX letters is
   * itself a term; so is a Chinese piece of one or two characters): no need to read the text.
   */
  implied: boolean;
}

/** A query longer than this is cut: nobody types a 64-character wine name. */
export const QUERY_MAX = 64;

/**
 * The pieces of a query (each must match), and the query as one compact piece (matched instead
 * when its words were typed apart: "la fei", "pen folds"). Empty when the query has nothing to
 * search for.
 */
export function queryPieces(query: string): { pieces: QueryPiece[]; compact: QueryPiece | null } {
  const runs = runsOf(query.slice(0, QUERY_MAX * 4)).slice(0, 8);
  const pieces = runs.map(pieceOf).filter((p): p is QueryPiece => p !== null);
  const joined = runs.join("").slice(0, QUERY_MAX);
  const compact = runs.length > 1 && !runs.some(isHan) ? pieceOf(joined) : null;
  return { pieces, compact };
}

function pieceOf(run: string): QueryPiece | null {
  const piece = [...run].slice(0, QUERY_MAX).join("");
  if (!piece) return null;
  if (isHan(piece)) {
    const terms = new Set<string>();
    const chars = [...piece];
    if (chars.length === 1) terms.add(piece);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(chars[i] + chars[i + 1]);
    return { terms: [...terms], piece, implied: chars.length <= 2 };
  }
  return { terms: [piece.slice(0, PREFIX_MAX)], piece, implied: piece.length <= PREFIX_MAX };
}

/**
 * The terms of the wines nearest to a query that found none: any single character of its Chinese
 * and the first three letters of its other words ("拉飞" is near 拉菲, "lafit" near Lafite).
 */
export function nearTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of runsOf(query.slice(0, QUERY_MAX * 4)).slice(0, 8)) {
    if (isHan(run)) for (const c of [...run].slice(0, QUERY_MAX)) terms.add(c);
    else terms.add(run.slice(0, 3));
  }
  return [...terms];
}
