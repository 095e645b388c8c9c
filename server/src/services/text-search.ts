// How the server's text searches compare (history, customers): accents and case do not count, as in every
// search box of the panel (shared/search.ts). Both sides go through the database's search_fold (migration
// 0017), the function the trigram indexes are built on, so the planner can still use them.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`, folded, for LIKE against folded text. */
export function foldedPattern(text: string): SQL {
  return sql`search_fold(${`%${escapeLike(text)}%`})`;
}

/** The column or expression, folded, contains the folded pattern. */
export function foldedLike(column: SQL | AnyColumn, pattern: SQL): SQL {
  return sql`search_fold(${column}) LIKE ${pattern}`;
}
