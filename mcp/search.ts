/**
 * The one adapter between the MCP server and the site's search engine: the
 * search_docs tool calls searchDocs, which runs the palette's own searchSite
 * (plugins/search/lib/siteSearch.ts) over the build's files, so an assistant gets
 * the ranking a reader gets: title/keyword matches, then full-text hits from
 * build/search-shards/.
 */
import {excerptAround} from '../plugins/search/lib/match';
import {createShardSearch, type FullTextSearch} from '../plugins/search/lib/shardSearch';
import {searchSite, wordsToMark} from '../plugins/search/lib/siteSearch';
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
      if (!manifest)
        throw new Error(`The build has no full-text index for version ${version} (build/search-shards/manifest-${version}-*.json).`);
      return createShardSearch(`search-shards/${manifest}`, async (file) => JSON.parse(await site.files.readText(file)));
    });
    search.catch(() => byVersion.delete(version));
    byVersion.set(version, search);
  }
  return search;
}

export async function searchDocs(site: SiteData, {query, version, limit}: DocSearchRequest): Promise<DocSearchHit[]> {
  const {articles, sections, didYouMean} = await searchSite(articlesOf(site, version), await shardSearchOf(site, version), query, {
    sectionLimit: limit,
  });
  return [
    ...articles.map((article): DocSearchHit => ({
      title: article.title,
      section: null,
      url: siteUrl(article.path),
      excerpt: article.description,
    })),
    ...sections.map((hit): DocSearchHit => ({
      title: hit.pageTitle,
      section: hit.section[0] || null,
      url: siteUrl(hit.url),
      excerpt: excerptAround(hit.section[2], wordsToMark(query, didYouMean, hit), EXCERPT_LENGTH),
    })),
  ].slice(0, limit);
}
