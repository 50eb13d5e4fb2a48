/**
 * "Were you looking for…": up to three articles close to a missing path, by
 * path similarity and by the site's search run on the path's words
 * (plugins/search/lib/pathSuggestions.ts). Loaded only by the not-found page, in
 * the browser, into a space the page keeps for it (NotFound/Content), so
 * nothing moves when it appears; it shows nothing if nothing is close.
 */
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {MAX_SUGGESTIONS, queryOfPath, suggestPaths} from '../../lib/pathSuggestions';
import {rankedPages} from '../../lib/siteSearch';
import type {ArticleEntry} from '../../lib/types';
import {useSiteSearch} from '../../client/useSiteSearch';
import styles from './styles.module.css';

export default function NotFoundSuggestions({pathname}: {pathname: string}): React.ReactElement | null {
  // A missing page under an archived version's path is matched against that version's articles.
  const versions = useVersions(undefined);
  const version = versions.find((candidate) => !candidate.isLast && pathname.startsWith(`${candidate.path}/`));
  const {articles, search} = useSiteSearch(version?.name ?? 'current');
  const [suggestions, setSuggestions] = useState<ArticleEntry[]>([]);

  useEffect(() => {
    if (!articles || !search) return undefined;
    let current = true;
    const query = queryOfPath(pathname, ['docs', ...(version ? [version.path.split('/').pop()!] : [])]);
    const byPath = new Map(articles.map((article) => [article.path, article]));
    // Three sections are enough to rank pages, and load only their few index files.
    const ranked = query ? search(query, MAX_SUGGESTIONS).then(rankedPages) : Promise.resolve([]);
    ranked
      // Without search (offline), path similarity alone still suggests.
      .catch(() => [])
      .then((pages) => current && setSuggestions(suggestPaths(pathname, [...byPath.keys()], pages).map((path) => byPath.get(path)!)));
    return () => {
      current = false;
    };
  }, [articles, search, pathname, version]);

  if (!suggestions.length) return null;
  return (
    <nav className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions" className={styles.heading}>
        Were you looking for…
      </h2>
      <ul className={styles.list}>
        {suggestions.map((article) => (
          <li key={article.path}>
            <Link to={article.path}>{article.title}</Link>
            <span className={styles.path}>{article.path}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
