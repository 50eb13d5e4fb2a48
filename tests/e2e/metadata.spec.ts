import {expect, test} from '@playwright/test';
import {SITE_URL} from '../../plugins/shared/site';
import {articleAt, docsStart, listedRoutes, pagedArticle, sidebarArticle, unlistedRoutes} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

// Each article's reading time, last updated line, JSON-LD, canonical and social tags are checked in
// pages.spec.ts, in its one visit to every page.

test('/docs points its canonical link and structured data at the article it shows', async ({page}) => {
  await page.goto('/docs');
  // The article docs/index.mdx shows and names as canonical (scripts/lib/targets.ts).
  const canonical = `${SITE_URL}${docsStart.route}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(data.find((d) => d['@type'] === 'Article').mainEntityOfPage['@id']).toBe(canonical);
  // Its reading time, as the article's own page shows it: routes.spec.ts compares the two pages.
  await expect(page.locator('article header').getByText(/^\d+ min read$/)).toBeVisible();
});

test('the social card and publisher logo are real images', async ({request}) => {
  for (const [path, width, height] of [
    ['/img/social-card.png', 1200, 630],
    ['/img/logo-512.png', 512, 512],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
});

test('robots.txt points at the sitemap, and the sitemap lists every listed article and no unlisted page', async ({request}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // Listed and unlisted articles as the content marks them (scripts/lib/targets.ts).
  expect(listedRoutes.filter((route) => !sitemap.includes(`<loc>${SITE_URL}${route}</loc>`))).toEqual([]);
  expect(unlistedRoutes.length).toBeGreaterThan(0);
  expect(unlistedRoutes.filter((route) => sitemap.includes(route))).toEqual([]);
  expect(sitemap).not.toContain(`<loc>${SITE_URL}/docs</loc>`);
});

test('articles link to their source for editing and to the previous and next article', async ({page}) => {
  // An article with others before and after it in the sidebar, and its source file (scripts/lib/targets.ts).
  await page.goto(pagedArticle);
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
    'href',
    `https://github.com/example/larkspur-docs/edit/main/${articleAt(pagedArticle).source}`,
  );
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  await expect(pager.getByRole('link', {name: /Previous/})).toBeVisible();
  await expect(pager.getByRole('link', {name: /Next/})).toBeVisible();
});

test('after a client-side navigation the head describes the new article: title, description, canonical and JSON-LD', async ({page}) => {
  // An article and another of its sidebar group, whose link it shows (scripts/lib/targets.ts).
  const target = articleAt(sidebarArticle.neighbour.route);
  await page.goto(sidebarArticle.route);
  await hydrated(page);
  const titleBefore = await page.title();
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: target.label, exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(target.title);
  await expect(page).not.toHaveTitle(titleBefore);
  await expect(page).toHaveTitle(new RegExp(`^${target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', target.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${target.route}`);
  const headlines = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent!) as {headline?: string}).headline).filter(Boolean));
  expect(headlines).toEqual([target.title]);
});
