/** What the palette shows for a full-text hit, made from a section of the sharded index. */
import type {StoredSection} from './shardFormat';
import {stemOf, wordsOf} from './tokenize';

export interface TextHit {
  key: string;
  /** The article's title. */
  pageTitle: string;
  /** Heading text, or a passage of body text. */
  text: string;
  kind: 'heading' | 'text';
  url: string;
  /** Words of `text` the query matched, as written there (highlighted like the query). */
  tokens: string[];
  /** The whole section hit (its heading, anchor and text), for callers that show more than the palette (mcp/). */
  section: StoredSection;
}

/**
 * The words of a text that are among the index terms a query matched, or have one
 * of the matched stems (a synonym's article words), each once, as written ("Backups", "Résumé").
 */
export function matchedWords(text: string, matchedTerms: ReadonlySet<string>, matchedStems: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  for (const {term, start, end} of wordsOf(text)) {
    if (matchedTerms.has(term) || (matchedStems.size && matchedStems.has(stemOf(term)))) found.add(text.slice(start, end));
  }
  return [...found];
}

/**
 * A section as a hit: its heading when a query word is in it (a page's intro
 * shows the page title), otherwise its text, which the palette cuts to an
 * excerpt around the first match. It links to the heading's anchor.
 */
export function toTextHit(hit: {
  key: string;
  pageTitle: string;
  pageUrl: string;
  section: StoredSection;
  headingMatch: boolean;
  /** The index terms the query matched (its words, inflections, prefixes and corrections). */
  matchedTerms: ReadonlySet<string>;
  /** Stems of the article words the query's synonyms stand for. */
  matchedStems?: ReadonlySet<string>;
}): TextHit {
  const [heading, anchor, body] = hit.section;
  const text = hit.headingMatch ? heading || hit.pageTitle : body;
  return {
    key: hit.key,
    pageTitle: hit.pageTitle,
    text,
    kind: hit.headingMatch ? 'heading' : 'text',
    url: anchor ? `${hit.pageUrl}#${anchor}` : hit.pageUrl,
    tokens: matchedWords(text, hit.matchedTerms, hit.matchedStems),
    section: hit.section,
  };
}
