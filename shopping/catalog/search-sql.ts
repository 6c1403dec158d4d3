/**
 * The search in SQL (decision 019): the index terms of search-terms.ts looked up in the wines' GIN
 * index (`search_terms @> …`), each piece then checked against the wine's compact texts; the
 * ranking; and, for a search that found nothing, the nearest wines.
 */
import { desc, sql, type SQL } from "drizzle-orm";
import { products } from "../db/schema";
import type { ListFilters, ListQuery } from "./schemas";
import { nearTerms, queryPieces, type QueryPiece } from "./search-terms";

/** A text[] literal of bound values. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A query piece: its terms all in the index (GIN), and the piece itself in the wine's texts. */
function pieceMatches({ terms, piece }: QueryPiece): SQL {
  return sql`(${products.searchTerms} @> ${textArray(terms)} and ${products.searchText} like ${`%${piece}%`})`;
}

/**
 * Every piece of the query matches, or the query as one compact piece does ("la fei", "pen
 * folds"). A query with nothing to search for (only punctuation) matches nothing.
 */
function allPiecesCondition(q: string): SQL {
  const { pieces, compact } = queryPieces(q);
  if (pieces.length === 0) return sql`false`;
  const all = sql`(${sql.join(pieces.map(pieceMatches), sql` and `)})`;
  return compact ? sql`(${all} or ${pieceMatches(compact)})` : all;
}

/** Wines sharing any near term with the query (nearTerms); nothing when it has none. */
function nearCondition(q: string): SQL {
  const terms = nearTerms(q);
  return terms.length === 0 ? sql`false` : sql`${products.searchTerms} && ${textArray(terms)}`;
}

/** How many of the query's near terms a wine has: the nearer, the more. */
function nearness(q: string): SQL | null {
  const terms = nearTerms(q);
  if (terms.length === 0) return null;
  return sql`(select count(*) from unnest(${products.searchTerms}) as term where term = any(${textArray(terms)}))`;
}

/** Names that are the query rank first, then names that begin with it, then names that hold it. */
function relevance(q: string): SQL {
  const { pieces } = queryPieces(q);
  const whole = pieces.map((p) => p.piece).join("");
  return sql`(case when ${products.searchNames} like ${`%|${whole}|%`} then 3
    when ${products.searchNames} like ${`%|${whole}%`} then 2
    when ${products.searchNames} like ${`%${whole}%`} then 1 else 0 end)`;
}

/** The wines that match `q`: all its pieces, or (match "any") the nearest. */
export function searchCondition(q: string, match: ListFilters["match"]): SQL {
  return match === "any" ? nearCondition(q) : allPiecesCondition(q);
}

/** With a query and the default sort, the best matches come first. */
export function searchOrder(q: ListQuery): SQL[] {
  if (q.q === undefined || q.sort !== "default") return [];
  const rank = q.match === "any" ? nearness(q.q) : relevance(q.q);
  return rank ? [desc(rank)] : [];
}
