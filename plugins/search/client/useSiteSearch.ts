/**
 * The site's search for the docs version being read, as the palette, the
 * /search page and the not-found page use it: loads the article list the
 * plugin wrote and returns searchSite bound to that version's articles and
 * to its sharded full-text index. Nothing loads until a component using it
 * mounts.
 */
import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {shardSearchFor} from '../lib/shardSearch';
import {searchSite, type SiteSearchResults} from '../lib/siteSearch';
import type {ArticleEntry, ArticleIndex, SearchGlobalData} from '../lib/types';

let articleIndexPromise: Promise<ArticleIndex> | null = null;

function loadArticleIndex(url: string): Promise<ArticleIndex> {
  articleIndexPromise ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<ArticleIndex>;
  });
  articleIndexPromise.catch(() => {
    articleIndexPromise = null;
  });
  return articleIndexPromise;
}

/** What search says under `npm start`: why it cannot work there, and the command that makes it work. */
export const DEV_SERVER_MESSAGE =
  'Search needs a production build, which the development server (npm start) does not make. Run npm run preview and search at http://localhost:3000.';

export interface SiteSearch {
  /** The version's articles in sidebar order; null while loading. */
  articles: ArticleEntry[] | null;
  /** Why the article list could not be loaded, for the reader. */
  error: string | null;
  /** Runs a query (null until the articles have loaded). */
  search: ((query: string, sectionLimit: number) => Promise<SiteSearchResults>) | null;
}

export function useSiteSearch(versionName: string): SiteSearch {
  const {articlesFile, manifests} = usePluginData('search') as SearchGlobalData;
  const articlesUrl = useBaseUrl(`/${articlesFile}`);
  const manifestUrl = useBaseUrl(`/${manifests[versionName] ?? manifests.current}`);
  const [articles, setArticles] = useState<ArticleEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The index files are written by the production build (the plugin's postBuild); the development server has none.
    if (process.env.NODE_ENV === 'development') {
      setError(DEV_SERVER_MESSAGE);
      return undefined;
    }
    let cancelled = false;
    loadArticleIndex(articlesUrl)
      .then((index) => !cancelled && setArticles(index.articles.filter((article) => article.version === versionName)))
      .catch(() => !cancelled && setError('The article list could not be loaded. Check your connection and try again.'));
    return () => {
      cancelled = true;
    };
  }, [articlesUrl, versionName]);

  const search = useCallback(
    (query: string, sectionLimit: number) => searchSite(articles ?? [], shardSearchFor(manifestUrl), query, {sectionLimit}),
    [articles, manifestUrl],
  );
  return {articles, error, search: articles ? search : null};
}
