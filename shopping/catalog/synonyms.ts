/**
 * The shop's search synonyms as the operator keeps them (`npm run ops -- synonyms`): a word buyers
 * search with and what it means, both normalised as the search reads them. A meaning must find a
 * wine on the shelf, so a mistyped one is caught when it is made, not when buyers find nothing.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchSynonyms } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { findsWine, forgetSynonyms } from "./search-query";
import { normalize } from "./search-terms";

export const SYNONYM_WORD_MAX = 32;
export const SYNONYM_MEANS_MAX = 64;

export interface Synonym {
  word: string;
  means: string;
  createdBy: string;
  createdAt: string;
}

export async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.word));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Adds a synonym, or gives a word a new meaning; answers the list. */
export async function saveSynonym(
  db: Db,
  input: { word: string; means: string },
  operator: string,
): Promise<Synonym[]> {
  const word = normalize(input.word);
  const means = normalize(input.means);
  if (!word || [...word].length > SYNONYM_WORD_MAX)
    throw new BusinessError(400, "synonym_word_invalid", { max: SYNONYM_WORD_MAX });
  if (!means || [...means].length > SYNONYM_MEANS_MAX)
    throw new BusinessError(400, "synonym_means_invalid", { max: SYNONYM_MEANS_MAX });
  if (word === means) throw new BusinessError(400, "synonym_same_word");
  // What it means must find wines as the search reads it (other synonyms and style words apply).
  if (!(await findsWine(db, means)))
    throw new BusinessError(400, "synonym_means_nothing", { means });
  // A transaction of its own, which the operator's audit row rides on (shopping/staff/audit.ts).
  await db.transaction((tx) =>
    tx
      .insert(searchSynonyms)
      .values({ word, means, createdBy: operator })
      .onConflictDoUpdate({
        target: searchSynonyms.word,
        set: { means, createdBy: operator, createdAt: new Date() },
      }),
  );
  forgetSynonyms(db);
  return listSynonyms(db);
}

export async function removeSynonym(db: Db, input: { word: string }): Promise<Synonym[]> {
  const removed = await db.transaction((tx) =>
    tx
      .delete(searchSynonyms)
      .where(eq(searchSynonyms.word, normalize(input.word)))
      .returning({ word: searchSynonyms.word }),
  );
  if (removed.length === 0) throw new BusinessError(404, "synonym_not_found", { word: input.word });
  forgetSynonyms(db);
  return listSynonyms(db);
}
