import { type SQL, sql } from 'drizzle-orm';
import { designs } from '../../db/schema/index.ts';

const WORD = /[\p{L}\p{N}]+/gu;
/** A "quoted phrase", or a run of anything but spaces and quotes; either may start with a minus. */
const CHUNK = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;

/**
 * The marketplace's text search as tsquery text for `to_tsquery('english', …)`, or null when `q` has
 * no word at all. Words are stemmed and match as prefixes ("vil" finds "villa", "homes" finds
 * "home"); every word must match. As in web search: a "quoted phrase" matches those words in a row,
 * a leading minus excludes a word or phrase, and `or` between two terms accepts either. Only letters
 * and digits reach the tsquery, so no input can inject tsquery operators.
 */
export function searchQueryText(q: string): string | null {
  const terms: string[] = [];
  let joinWithOr = false;
  for (const match of q.matchAll(CHUNK)) {
    const [, phraseMinus, phrase, wordMinus, chunk] = match;
    const negated = (phraseMinus ?? wordMinus) === '-';
    const words = (phrase ?? chunk ?? '').match(WORD) ?? [];
    if (words.length === 0) continue;
    if (phrase === undefined && !negated && words.length === 1 && words[0]?.toLowerCase() === 'or') {
      joinWithOr = terms.length > 0;
      continue;
    }
    // A phrase matches its words exactly and in order; other words match as prefixes, all of them.
    const term =
      phrase !== undefined
        ? words.map((word) => `'${word}'`).join(' <-> ')
        : words.map((word) => `'${word}'${negated ? '' : ':*'}`).join(' & ');
    const operand = negated ? `!(${term})` : `(${term})`;
    terms.push(terms.length === 0 ? operand : `${joinWithOr ? '|' : '&'} ${operand}`);
    joinWithOr = false;
  }
  return terms.length > 0 ? terms.join(' ') : null;
}

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

/** Designs whose title or description match `q` (through the GIN index on designs.search). */
export function searchCondition(q: string): SQL {
  const text = searchQueryText(q);
  return text ? sql`${designs.search} @@ ${tsquery(text)}` : sql`false`;
}

/** How well a design matches `q`: title words weigh more than description words (setweight A and B). */
export function searchRank(q: string): SQL<number> {
  const text = searchQueryText(q) ?? '';
  return sql<number>`ts_rank(${designs.search}, ${tsquery(text)})`;
}
