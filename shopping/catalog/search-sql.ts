/**
 * The search in SQL (decision 019): the index terms of search-terms.ts looked up in the wines' GIN
 * index (`search_terms @> …`), each piece then checked against the wine's compact texts; the
 * ranking; and, for a search that found nothing, the nearest wines.
 */
import { and, desc, sql, type SQL } from "drizzle-orm";
import { products } from "../db/schema";
import type { ListFilters, ListQuery } from "./schemas";
import { nearTerms, queryPieces, type QueryPiece } from "./search-terms";

/** A text[] literal of bound values. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A query piece: its terms all in the index (GIN), and the piece itself in the wine's texts unless
 * the terms prove it (reading a long text per candidate is what costs when thousands match).
 */
function pieceMatches({ terms, piece, implied }: QueryPiece): SQL {
  const inIndex = sql`${products.searchTerms} @> ${textArray(terms)}`;
  return implied ? inIndex : sql`(${inIndex} and ${products.searchText} like ${`%${piece}%`})`;
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

/**
 * Wines with the query's rarest near term (nearTerms) that some wine has: a common character (干,
 * 红) would otherwise make every wine a candidate. Each term's wines are counted only up to
 * SEARCH_MATCH_CAP, so the choice costs little however common a term is.
 */
function nearCondition(q: string): SQL {
  const terms = nearTerms(q);
  if (terms.length === 0) return sql`false`;
  const rarest = sql`(select term from unnest(${textArray(terms)}) as term
    cross join lateral (select count(*) as n from (select 1 from ${products} as c
      where c.search_terms @> array[term] limit ${SEARCH_MATCH_CAP}) as hit) as found
    where found.n > 0 order by found.n, term limit 1)`;
  return sql`${products.searchTerms} @> array[${rarest}]`;
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

/**
 * A name of the wine begins with the query (compact, in pinyin or by its initials): what a short
 * query must do to be suggested, since "lf" also stands for the l and f syllables in the middle of
 * 德洛姆-奥布里放血法桃红香槟.
 */
export function nameBegins(q: string): SQL {
  const whole = queryPieces(q)
    .pieces.map((p) => p.piece)
    .join("");
  return sql`${products.searchNames} like ${`%|${whole}%`}`;
}

/**
 * A search counts and ranks at most this many wines. Past it a search is too broad to rank usefully
 * ("a", "ch"), and counting and ranking every match (half of 100,000 wines) would take seconds; the
 * shopper is told "1000+" and narrows it. The list shows at most 500 wines anyway.
 */
export const SEARCH_MATCH_CAP = 1000;

/** The wines that match `q`: all its pieces, or (match "any") the nearest. */
export function searchCondition(q: string, match: ListFilters["match"]): SQL {
  return match === "any" ? nearCondition(q) : allPiecesCondition(q);
}

/**
 * The first SEARCH_MATCH_CAP wines that meet `conditions` (a search and the filters with it): a
 * broad search stops reading once it has found them.
 */
export function capped(conditions: SQL[]): SQL {
  return sql`${products.id} in (select ${products.id} from ${products}
    where ${and(...conditions)} limit ${SEARCH_MATCH_CAP})`;
}

/** With a query and the default sort, the best matches come first. */
export function searchOrder(q: ListQuery): SQL[] {
  if (q.q === undefined || q.sort !== "default") return [];
  const rank = q.match === "any" ? nearness(q.q) : relevance(q.q);
  return rank ? [desc(rank)] : [];
}
