/**
 * A query as a reader's question: the words that carry its subject, each with
 * the site's own words for it (synonyms.ts), stop words left out. The search
 * box searches these one by one when the whole query finds few pages or reads
 * as a question (src/plugins/search/lib/query.ts), so a page that holds most of
 * the words is found though it lacks one.
 */
import {isStopWord} from './stopWords';
import {SYNONYMS} from './synonyms';

/** One word of the question (or a phrase of synonyms.ts), and the queries that find it: itself first. */
export interface Concept {
  word: string;
  queries: readonly string[];
}

const PHRASES = Object.keys(SYNONYMS)
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.length - a.length);

/** The words of a query as Pagefind reads them: letters, digits, and the _ . - inside names. */
export function queryWords(query: string): string[] {
  // A typographic apostrophe (what’s) reads as the typed one (what's).
  return (
    query
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}_'][\p{L}\p{N}_.'-]*/gu) ?? []
  ).map((word) => word.replace(/[.'-]+$/, ''));
}

/** Whether the query holds a stop word ("how", "the", "a"): a question, searched by its words. */
export function hasStopWords(query: string): boolean {
  return queryWords(query).some(isStopWord);
}

export function questionConcepts(query: string): Concept[] {
  let rest = ` ${queryWords(query).join(' ')} `;
  const concepts: Concept[] = [];
  for (const phrase of PHRASES) {
    const spaced = ` ${phrase} `;
    if (!rest.includes(spaced)) continue;
    rest = rest.replace(spaced, ' ');
    concepts.push({word: phrase, queries: [phrase, ...SYNONYMS[phrase]!]});
  }
  for (const word of rest.split(' ')) {
    if (word === '' || isStopWord(word) || concepts.some((concept) => concept.word === word)) continue;
    concepts.push({word, queries: [word, ...(SYNONYMS[word] ?? [])]});
  }
  return concepts;
}
