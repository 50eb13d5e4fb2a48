/**
 * The one adapter between the MCP server and the site's search engine: the
 * search_docs tool calls searchDocs and nothing else of the engine. Today it
 * runs the palette's own two steps over the build's files, in the palette's
 * order: title/keyword matches (src/lib/search/match.ts, over the
 * search-articles index), then full-text hits from the sharded index
 * (src/lib/search/shardSearch.ts over build/search-shards/), leaving out the
 * intros of pages already matched by title. When the engine becomes one pure
 * function usable from Node, only this file changes.
 */
import {MAX_QUERY_LENGTH, excerptAround, matchArticles, queryTerms} from '../src/lib/search/match';
import {createShardSearch, type FullTextSearch} from '../src/lib/search/shardSearch';
import {articlesOf, siteUrl, type SiteData} from './siteData';

export interface DocSearchRequest {
  query: string;
  /** A version name the site has ('current', '2024'); the caller has checked it. */
  version: string;
  limit: number;
}

export interface DocSearchHit {
  /** The article's title. */
  title: string;
  /** The heading of the section hit; null when the hit is the article itself or its intro. */
  section: string | null;
  /** Absolute URL, with the section's anchor. */
  url: string;
  /** A short passage: the article's description, or the section text around the first match. */
  excerpt: string;
}

const EXCERPT_LENGTH = 240;

/** One full-text search per build folder and version, so each index file is read and parsed once. */
const shardSearches = new WeakMap<SiteData, Map<string, Promise<FullTextSearch>>>();

function shardSearchOf(site: SiteData, version: string): Promise<FullTextSearch> {
  let byVersion = shardSearches.get(site);
  if (!byVersion) shardSearches.set(site, (byVersion = new Map()));
  let search = byVersion.get(version);
  if (!search) {
    search = site.files.list('search-shards').then((names) => {
      const manifest = names.find((name) => name.startsWith(`manifest-${version}-`));
      if (!manifest) throw new Error(`The build has no full-text index for version ${version} (build/search-shards/manifest-${version}-*.json).`);
      return createShardSearch(`search-shards/${manifest}`, async (file) => JSON.parse(await site.files.readText(file)));
    });
    search.catch(() => byVersion.delete(version));
    byVersion.set(version, search);
  }
  return search;
}

export async function searchDocs(site: SiteData, {query, version, limit}: DocSearchRequest): Promise<DocSearchHit[]> {
  const terms = queryTerms(query);
  const titleMatches = matchArticles(articlesOf(site, version), query);
  const articleHits = titleMatches.slice(0, limit).map(
    (article): DocSearchHit => ({title: article.title, section: null, url: siteUrl(article.path), excerpt: article.description}),
  );
  const remaining = limit - articleHits.length;
  if (remaining <= 0) return articleHits;
  const textHits = await (await shardSearchOf(site, version)).search(query.slice(0, MAX_QUERY_LENGTH), {
    limit: remaining,
    excludePages: new Set(titleMatches.map((article) => article.path)),
  });
  return [
    ...articleHits,
    ...textHits.map(({pageTitle, url, tokens, section: [heading, , text]}): DocSearchHit => ({
      title: pageTitle,
      section: heading || null,
      url: siteUrl(url),
      excerpt: excerptAround(text, [...terms, ...tokens], EXCERPT_LENGTH),
    })),
  ];
}
