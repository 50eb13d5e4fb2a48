/**
 * The build as a real host serves it, with the config the build generated for
 * that host (playwright.hosts.config.ts starts nginx, Apache and Cloudflare's
 * local Pages runtime through serve-host.ts): a smoke subset of the e2e suite.
 */
import {expect, test, type APIRequestContext} from '@playwright/test';
import {browseEverythingThePolicyCovers, expectStrictPolicy, SECURITY_HEADERS, watchCsp} from '../securityHeaders';
import {articleAt, docsStart, live, missingInFolder, smallestArticle} from '../../scripts/lib/targets';

// An article (the smallest), a missing page beside the articles and the live block's page, read from the
// content (scripts/lib/targets.ts), so an author's edit moves them instead of breaking the smoke test.
const ARTICLE = articleAt(smallestArticle);

async function hashedScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  return /(?:src|href)="?(\/assets\/js\/[^" >]+)/.exec(html)![1];
}

for (const path of [
  '/',
  '/docs',
  ARTICLE.route,
  `${ARTICLE.route}.md`,
  '/no-such-page',
  missingInFolder,
  '/img/logo.svg',
  'a hashed script',
]) {
  test(`${path}: the security headers and a policy without eval`, async ({request}) => {
    const response = await request.get(path === 'a hashed script' ? await hashedScript(request) : path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers()[name], name).toBe(value);
    expectStrictPolicy(response);
  });
}

test('the live-block page allows eval, and only that', async ({request}) => {
  expectStrictPolicy(await request.get(live.route), {evalAllowed: true});
});

test('hashed files are cached for a year, pages are not', async ({request}) => {
  expect((await request.get(await hashedScript(request))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(ARTICLE.route)).headers()['cache-control'] ?? '').not.toContain('immutable');
});

test('clean URLs serve the pages, a missing page is the 404 page with status 404', async ({request}) => {
  // Each page's title as its article's front matter has it (/docs serves the article docs/index.mdx names), so
  // an author's retitling moves the check instead of breaking it; the landing page's names the site.
  for (const [path, title] of [
    ['/', 'Larkspur Docs'],
    ['/docs', docsStart.title],
    [ARTICLE.route, ARTICLE.title],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const shown = (/<title[^>]*>([^<]*)</.exec(await response.text())?.[1] ?? '').replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, entity: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'"})[entity]!,
    );
    expect(shown, path).toContain(title);
  }
  for (const path of ['/no-such-page', missingInFolder]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
  }
});

test('Markdown copies and llms.txt are served as text', async ({request}) => {
  const markdown = await request.get(`${ARTICLE.route}.md`);
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
  expect((await markdown.text()).startsWith(`# ${ARTICLE.title}\n`)).toBe(true);
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await llms.text()).toContain(`${ARTICLE.route}.md`);
});

test('the headers file is not served', async ({request}) => {
  const response = await request.get('/_headers');
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(await response.text()).not.toContain('Content-Security-Policy:');
});

test('no CSP violations: landing page, search palette, an interactive block, a live preview, a redirect', async ({page}) => {
  const violations = await watchCsp(page);
  await browseEverythingThePolicyCovers(page);
  expect(violations).toEqual([]);
});
