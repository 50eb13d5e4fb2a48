/**
 * The site's one search: the palette, the /search page, the not-found page's
 * suggestions and the assistants' server (mcp/) all call searchSite, so a
 * query gets the same ranking everywhere. Articles whose title or a keyword
 * contains the query come first (the spec's rule, ranked by match.ts), then
 * full-text hits from the sharded index (shardSearch.ts), leaving out the
 * intros of articles already listed.
 */
import type {TextHit} from './fullText';
import {MAX_QUERY_LENGTH, matchArticles, queryTerms} from './match';
import type {FullTextSearch, WordCorrection} from './shardSearch';
import {wordsOf} from './tokenize';
import type {ArticleEntry} from './types';

export interface SiteSearchResults {
  /** Articles whose title or a keyword contains the query, best first. */
  articles: ArticleEntry[];
  /** Full-text hits after them, best first. */
  sections: TextHit[];
  /** The query with its typos corrected, when a word was read as a typo ("Did you mean …?"). */
  didYouMean: string | null;
}

/** The query with each corrected word replaced, as the reader typed the rest. */
export function correctedQuery(query: string, corrections: readonly WordCorrection[]): string | null {
  if (!corrections.length) return null;
  const byWord = new Map(corrections.map(({word, term}) => [word, term]));
  let corrected = '';
  let position = 0;
  for (const {term, start, end} of wordsOf(query)) {
    const replacement = byWord.get(term);
    if (!replacement) continue;
    corrected += query.slice(position, start) + replacement;
    position = end;
  }
  return (corrected + query.slice(position)).trim();
}

export async function searchSite(
  articles: readonly ArticleEntry[],
  fullText: FullTextSearch,
  rawQuery: string,
  {sectionLimit}: {sectionLimit: number},
): Promise<SiteSearchResults> {
  // Untrimmed: a trailing space tells the full-text search the last word is complete.
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const titleMatches = matchArticles(articles, query);
  if (!query.trim()) return {articles: titleMatches, sections: [], didYouMean: null};
  const {hits, corrections} = await fullText.search(query, {
    limit: sectionLimit,
    excludePages: new Set(titleMatches.map((article) => article.path)),
  });
  return {articles: titleMatches, sections: hits, didYouMean: correctedQuery(query, corrections)};
}

/** The URLs of the results in ranked order (an article once, at its best place). */
export function rankedPages({articles, sections}: SiteSearchResults): string[] {
  const pages = [...articles.map((article) => article.path), ...sections.map((hit) => hit.url.split('#')[0])];
  return [...new Set(pages)];
}

/** The words a result's page should mark: the query's (as corrected), and the words the hit matched. */
export function wordsToMark(query: string, didYouMean: string | null, hit?: TextHit): string[] {
  return [...queryTerms(didYouMean ?? query), ...(hit?.tokens ?? [])];
}
