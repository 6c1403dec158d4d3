/**
 * The hot searches the empty search box offers (issue 29, decision 031): the words the operator
 * pinned, in their order, then the words buyers searched most in the last 30 days, in the buyer's
 * language. A search counts when it found wines on its first page, so a phone number or a typo is
 * never offered; only counts are kept, never who searched. Each process keeps the answer a minute.
 */
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchCounts, searchHotWords } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import { findsWine } from "./search-query";
import { normalize } from "./search-terms";

export const HOT_SEARCHES = 8;
export const HOT_WORDS_MAX = 20;
const HOT_WINDOW_DAYS = 30;
/** Fewer searches than this in the window are one buyer's habit, not the shop's. */
const HOT_MIN_SEARCHES = 3;
const HOT_FRESH_MS = 60_000;
const COUNTED_MIN = 2;

const offeredByDb = new WeakMap<Db, Map<ServiceLang, { at: number; words: string[] }>>();
const prunedByDb = new WeakMap<Db, string>();

/** The words as they are counted: the search's normalised form, or null when not worth counting. */
function countedWords(words: string): string | null {
  const counted = normalize(words);
  const length = [...counted].length;
  return length >= COUNTED_MIN && length <= HOT_WORDS_MAX ? counted : null;
}

async function countSearch(db: Db, lang: ServiceLang, words: string): Promise<void> {
  await db
    .insert(searchCounts)
    .values({ day: sql`current_date`, lang, words })
    .onConflictDoUpdate({
      target: [searchCounts.day, searchCounts.lang, searchCounts.words],
      set: { searches: sql`${searchCounts.searches} + 1` },
    });
  // Once a day a process forgets the days the window no longer reads.
  const today = new Date().toISOString().slice(0, 10);
  if (prunedByDb.get(db) === today) return;
  prunedByDb.set(db, today);
  await forgetOldSearches(db);
}

/** Deletes the counts of the days before the window; answers how many rows went. */
export async function forgetOldSearches(db: Db): Promise<number> {
  const gone = await db
    .delete(searchCounts)
    .where(sql`${searchCounts.day} < current_date - ${HOT_WINDOW_DAYS}::int`)
    .returning({ day: searchCounts.day });
  return gone.length;
}

/**
 * Counts a search that found wines, after its answer was sent: the list never waits for it, and a
 * failure loses a count, never the list.
 */
export function countSearchLater(db: Db, lang: ServiceLang, words: string): void {
  const counted = countedWords(words);
  if (counted === null) return;
  setImmediate(() => {
    countSearch(db, lang, counted).catch((error: unknown) => {
      console.error("hot searches: a search was not counted:", error);
    });
  });
}

/** The hot searches in `lang`: pinned first, then the most searched, at most HOT_SEARCHES. */
export async function hotSearches(db: Db, lang: ServiceLang): Promise<string[]> {
  const known = offeredByDb.get(db)?.get(lang);
  if (known && Date.now() - known.at < HOT_FRESH_MS) return known.words;
  const [ruled, counted] = await Promise.all([
    db
      .select({ word: searchHotWords.word, pinned: searchHotWords.pinned })
      .from(searchHotWords)
      .where(eq(searchHotWords.lang, lang))
      .orderBy(asc(searchHotWords.position), asc(searchHotWords.word)),
    db
      .select({ words: searchCounts.words })
      .from(searchCounts)
      .where(
        and(
          eq(searchCounts.lang, lang),
          gte(searchCounts.day, sql`current_date - ${HOT_WINDOW_DAYS}::int`),
        ),
      )
      .groupBy(searchCounts.words)
      .having(sql`sum(${searchCounts.searches}) >= ${HOT_MIN_SEARCHES}`)
      .orderBy(desc(sql`sum(${searchCounts.searches})`), asc(searchCounts.words))
      .limit(HOT_SEARCHES * 3),
  ]);
  // Pinned and hidden words are compared as searches compare them ("Lafite" is "lafite").
  const ruledOut = new Set(ruled.map((r) => normalize(r.word)));
  const words = [
    ...ruled.filter((r) => r.pinned).map((r) => r.word),
    ...counted.map((c) => c.words).filter((w) => !ruledOut.has(w)),
  ].slice(0, HOT_SEARCHES);
  const byLang = offeredByDb.get(db) ?? new Map();
  byLang.set(lang, { at: Date.now(), words });
  offeredByDb.set(db, byLang);
  return words;
}

export interface HotSearchRules {
  lang: ServiceLang;
  /** what buyers are offered now */
  offered: string[];
  pinned: { word: string; position: number }[];
  hidden: string[];
}

export async function hotSearchRules(db: Db, lang: ServiceLang): Promise<HotSearchRules> {
  offeredByDb.get(db)?.delete(lang);
  const [offered, ruled] = await Promise.all([
    hotSearches(db, lang),
    db
      .select()
      .from(searchHotWords)
      .where(eq(searchHotWords.lang, lang))
      .orderBy(asc(searchHotWords.position), asc(searchHotWords.word)),
  ]);
  return {
    lang,
    offered,
    pinned: ruled.filter((r) => r.pinned).map((r) => ({ word: r.word, position: r.position })),
    hidden: ruled.filter((r) => !r.pinned).map((r) => r.word),
  };
}

export type HotSearchAction = "pin" | "hide" | "clear";

/**
 * The operator pins a word (offered first, at `position`; it must find wines), hides one (never
 * offered), or clears their rule (the word is offered again only as buyers search it).
 */
export async function ruleHotSearch(
  db: Db,
  input: { lang: ServiceLang; word: string; action: HotSearchAction; position?: number },
  operator: string,
): Promise<HotSearchRules> {
  const word = input.word.trim().replace(/\s+/g, " ");
  if (!word || [...word].length > HOT_WORDS_MAX)
    throw new BusinessError(400, "hot_search_word_invalid", { max: HOT_WORDS_MAX });
  const key = and(eq(searchHotWords.lang, input.lang), eq(searchHotWords.word, word));
  if (input.action === "clear") {
    // Each write in a transaction of its own, which the operator's audit row rides on.
    const removed = await db.transaction((tx) =>
      tx.delete(searchHotWords).where(key).returning({ word: searchHotWords.word }),
    );
    if (removed.length === 0) throw new BusinessError(404, "hot_search_not_found", { word });
  } else {
    const pinned = input.action === "pin";
    if (pinned && !(await findsWine(db, word)))
      throw new BusinessError(400, "hot_search_finds_nothing", { word });
    const position = pinned ? (input.position ?? 0) : 0;
    await db.transaction((tx) =>
      tx
        .insert(searchHotWords)
        .values({ lang: input.lang, word, pinned, position, createdBy: operator })
        .onConflictDoUpdate({
          target: [searchHotWords.lang, searchHotWords.word],
          set: { pinned, position, createdBy: operator, createdAt: new Date() },
        }),
    );
  }
  return hotSearchRules(db, input.lang);
}
