/**
 * The palette's results for a query: title and keyword matches at once, then
 * the full search (plugins/search/lib/siteSearch.ts), as one list of options
 * in groups. Only the latest query's full-text answer is kept; the previous one
 * stays shown until it arrives.
 */
import {useEffect, useMemo, useState} from 'react';
import {clampQuery, groupByCategory, matchArticles} from '../lib/match';
import type {TextHit} from '../lib/fullText';
import type {ArticleEntry} from '../lib/types';
import {useSiteSearch} from './useSiteSearch';

const FULL_TEXT_LIMIT = 12;
const NO_FULL_TEXT = {sections: [], didYouMean: null};

export type PaletteOption =
  {kind: 'article'; key: string; url: string; article: ArticleEntry} | {kind: 'text'; key: string; url: string; hit: TextHit};

export interface OptionGroup {
  label: string;
  options: PaletteOption[];
}

export interface PaletteResults {
  groups: OptionGroup[];
  /** Every option in display order (the groups flattened): what the arrow keys move through. */
  options: PaletteOption[];
  /** The full search's correction, "Did you mean …?", once its answer is in. */
  didYouMean: string | null;
  textState: 'idle' | 'loading' | 'done' | 'error';
  loadingArticles: boolean;
  /** Why the article list could not be loaded, for the reader. */
  indexError: string | null;
  nothingFound: boolean;
}

const articleOptions = (items: readonly ArticleEntry[]) =>
  items.map((article): PaletteOption => ({kind: 'article', key: `a:${article.path}`, url: article.path, article}));

export function usePaletteResults(query: string, versionName: string): PaletteResults {
  const {articles, error: indexError, search} = useSiteSearch(versionName);
  const [fullText, setFullText] = useState<{sections: TextHit[]; didYouMean: string | null}>(NO_FULL_TEXT);
  const [textState, setTextState] = useState<PaletteResults['textState']>('idle');

  // Title and keyword matches show at once; they are also the first step of the search below.
  const titleMatches = useMemo(() => (articles ? matchArticles(articles, query) : []), [articles, query]);

  // The full search loads only the index files this query needs.
  useEffect(() => {
    if (!clampQuery(query) || !search) {
      setFullText(NO_FULL_TEXT);
      setTextState('idle');
      return undefined;
    }
    let current = true;
    setTextState('loading');
    search(query, FULL_TEXT_LIMIT)
      .then((results) => {
        if (!current) return;
        setFullText({sections: results.sections, didYouMean: results.didYouMean});
        setTextState('done');
      })
      .catch(() => current && setTextState('error'));
    return () => {
      current = false;
    };
  }, [query, search]);

  const groups = useMemo(() => {
    // With no query every article is listed under its sidebar category; matches keep their rank.
    const articleGroups = clampQuery(query)
      ? titleMatches.length
        ? [{label: 'Articles', options: articleOptions(titleMatches)}]
        : []
      : groupByCategory(titleMatches).map((group) => ({label: group.label, options: articleOptions(group.items)}));
    const hits = fullText.sections;
    const textGroup = hits.length
      ? [{label: 'In the text', options: hits.map((hit): PaletteOption => ({kind: 'text', key: `t:${hit.key}`, url: hit.url, hit}))}]
      : [];
    return [...articleGroups, ...textGroup];
  }, [query, titleMatches, fullText.sections]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  return {
    groups,
    options,
    didYouMean: textState === 'done' ? fullText.didYouMean : null,
    textState,
    loadingArticles: !articles && !indexError,
    indexError,
    nothingFound: !!articles && query.trim() !== '' && options.length === 0 && textState !== 'loading',
  };
}
