/** The pages the tests visit: every page of the built sitemap, and those it leaves out on purpose. */
import {expect, type APIRequestContext} from '@playwright/test';
import {archive, search, staleLinks, unlistedRoutes} from '../scripts/lib/targets';

/**
 * A path that is not on the site: the not-found page, with suggestions. A stale link (an article's route
 * without its last letter, scripts/lib/targets.ts), so no article has it; sitemapPaths checks that no page does.
 */
export const MISSING_PAGE = staleLinks.lastLetter.missing;

/** Left out of the sitemap on purpose: the docs root, every unlisted article, an archived page, search with a query, a missing page. */
export const UNLISTED_PAGES = [
  '/docs',
  ...unlistedRoutes,
  archive.shared.archivedRoute,
  `/search?q=${search.titleWord.query}`,
  MISSING_PAGE,
];

/** The paths the built sitemap lists (read from the server under test), none of UNLISTED_PAGES among them. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  expect(listed.length, 'the sitemap lists the site').toBeGreaterThan(40);
  expect(
    UNLISTED_PAGES.filter((path) => listed.includes(path)),
    'pages the tests visit as left out of the sitemap (tests/sitemap.ts)',
  ).toEqual([]);
  return listed;
}
