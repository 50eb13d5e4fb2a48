/**
 * The /search page's form and results. The query and version live in the URL
 * (searchPage.ts), so a search can be shared, bookmarked and gone back to;
 * results come from the same searchSite as the palette, in the same order.
 */
import React, {useEffect, useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {excerptAround} from '../../lib/match';
import {searchPageParams, searchPageUrl} from '../../lib/searchPage';
import {wordsToMark, type SiteSearchResults} from '../../lib/siteSearch';
import {withHighlight} from '../../lib/targetHighlight';
import {useSiteSearch} from '../../client/useSiteSearch';
import Highlighted from '@theme/Highlighted';
import styles from './styles.module.css';

/** Full-text hits shown after the title and keyword matches. */
const SECTION_LIMIT = 40;

interface Result {
  key: string;
  url: string;
  title: string;
  /** The article a section belongs to (null for an article itself). */
  article: string | null;
  excerpt: string;
  words: string[];
}

function resultsOf(query: string, {articles, sections, didYouMean}: SiteSearchResults): Result[] {
  return [
    ...articles.map((article) => ({
      key: `a:${article.path}`,
      url: article.path,
      title: article.title,
      article: null,
      excerpt: article.description,
      words: wordsToMark(query, didYouMean),
    })),
    ...sections.map((hit) => {
      const words = wordsToMark(query, didYouMean, hit);
      return {
        key: `t:${hit.key}`,
        url: hit.url,
        title: hit.section[0] || hit.pageTitle,
        article: hit.section[0] ? hit.pageTitle : null,
        excerpt: excerptAround(hit.section[2], words, 240),
        words,
      };
    }),
  ];
}

export default function SearchResults(): React.ReactElement {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query: the query is read once the page runs in the browser, so hydration matches it.
  const isBrowser = useIsBrowser();
  const {query, version: askedVersion} = searchPageParams(isBrowser ? location.search : '');
  const versions = useVersions(undefined);
  const version = versions.find((candidate) => candidate.name === askedVersion && !candidate.isLast) ?? null;
  const {error: indexError, search} = useSiteSearch(version?.name ?? 'current');
  const inputId = useId();
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<{query: string; results: SiteSearchResults} | 'loading' | 'error' | null>(null);

  // The box follows the URL (back and forward); the URL follows the box.
  useEffect(() => setDraft(query), [query]);
  useEffect(() => {
    if (!query.trim() || !search) {
      setState(null);
      return undefined;
    }
    let current = true;
    setState('loading');
    search(query, SECTION_LIMIT)
      .then((results) => current && setState({query, results}))
      .catch(() => current && setState('error'));
    return () => {
      current = false;
    };
  }, [query, search]);

  const found = typeof state === 'object' && state ? state : null;
  const results = useMemo(() => (found ? resultsOf(found.query, found.results) : []), [found]);
  const didYouMean = found?.results.didYouMean ?? null;
  const go = (value: string) => history.replace(searchPageUrl(value, version?.name ?? null));

  return (
    <div className={styles.page}>
      <h1>{query.trim() ? `Search results for “${query.trim()}”` : 'Search the documentation'}</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          go(draft);
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          Search {version ? `the ${version.label} docs` : 'the knowledge base'}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={draft}
            maxLength={10_000}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search knowledge base..."
            onChange={(event) => {
              setDraft(event.target.value);
              go(event.target.value);
            }}
          />
          {/* Results follow the typing; the button is the form's explicit submit (WCAG technique H32) for those who expect one. */}
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            Search
          </button>
        </div>
      </form>
      {version && (
        <p className={styles.note}>
          Searching the archived {version.label} docs. <Link to={searchPageUrl(query, null)}>Search the current docs</Link>
        </p>
      )}
      <div role="status" aria-live="polite" className={styles.status}>
        {indexError ??
          (state === 'error'
            ? 'Search is not available right now. Check your connection and try again.'
            : state === 'loading'
              ? 'Searching…'
              : found && !results.length
                ? 'No results found.'
                : found
                  ? `${results.length} result${results.length === 1 ? '' : 's'}`
                  : '')}
      </div>
      {didYouMean && (
        <p className={styles.didYouMean}>
          Did you mean <Link to={searchPageUrl(didYouMean, version?.name ?? null)}>{didYouMean}</Link>?
        </p>
      )}
      {results.length > 0 && (
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.key} className={styles.result}>
              <Link to={withHighlight(result.url, result.words)} className={styles.title}>
                <Highlighted text={result.title} terms={result.words} />
              </Link>
              {result.article && <span className={styles.article}>in {result.article}</span>}
              {result.excerpt && (
                <p className={styles.excerpt}>
                  <Highlighted text={result.excerpt} terms={result.words} />
                </p>
              )}
              <span className={styles.path}>{result.url}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
