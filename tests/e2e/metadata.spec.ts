import {expect, test} from '@playwright/test';
import {articles} from '../../scripts/lib/articles';
import {SITE_URL} from '../../plugins/shared/site';

// Each article's reading time, last updated line, JSON-LD, canonical and social tags are checked in
// pages.spec.ts, in its one visit to every page.

test('/docs points its canonical link and structured data at /docs/getting-started', async ({page}) => {
  await page.goto('/docs');
  const canonical = `${SITE_URL}/docs/getting-started`;
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(data.find((d) => d['@type'] === 'Article').mainEntityOfPage['@id']).toBe(canonical);
  await expect(page.locator('article header').getByText(/^\d+ min read$/)).toHaveText(/^([7-9]|1[0-5]) min read$/);
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

test('robots.txt points at the sitemap, and the sitemap lists articles but not unlisted pages', async ({request}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/docs/hosting/backups</loc>`);
  expect(sitemap).not.toContain('/docs/_template');
  expect(sitemap).not.toContain(`<loc>${SITE_URL}/docs</loc>`);
});

test('articles link to their source for editing and to the previous and next article', async ({page}) => {
  await page.goto('/docs/hosting/backups');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
    'href',
    'https://github.com/example/larkspur-docs/edit/main/docs/hosting/backups.mdx',
  );
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  await expect(pager.getByRole('link', {name: /Previous/})).toBeVisible();
  await expect(pager.getByRole('link', {name: /Next/})).toBeVisible();
});

test('after a client-side navigation the head describes the new article: title, description, canonical and JSON-LD', async ({page}) => {
  const target = articles.find((article) => article.route === '/docs/hosting/ssl-certificates')!;
  await page.goto('/docs/hosting/backups');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const titleBefore = await page.title();
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'SSL Certificates'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(String(target.frontMatter.title));
  await expect(page).not.toHaveTitle(titleBefore);
  await expect(page).toHaveTitle(new RegExp(`^${String(target.frontMatter.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', String(target.frontMatter.description));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${target.route}`);
  const headlines = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent!) as {headline?: string}).headline).filter(Boolean));
  expect(headlines).toEqual([target.frontMatter.title]);
});
