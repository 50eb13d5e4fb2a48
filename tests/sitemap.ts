/** The pages the tests visit: every page of the built sitemap, and those it leaves out on purpose. */
import {expect, type APIRequestContext} from '@playwright/test';

/** A path that is not on the site: the not-found page, with suggestions. */
export const MISSING_PAGE = '/docs/hosting/backup';

/** Left out of the sitemap on purpose: the docs root, the template, an archived page, search with a query, a missing page. */
export const UNLISTED_PAGES = ['/docs', '/docs/_template', '/docs/2024/hosting/backups', '/search?q=dns', MISSING_PAGE];

/** The paths the built sitemap lists (read from the server under test). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  expect(listed.length, 'the sitemap lists the site').toBeGreaterThan(40);
  return listed;
}
