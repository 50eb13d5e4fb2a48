import {expect, test} from '@playwright/test';
import {articles} from '../../scripts/lib/articles';
import {SITE_URL} from '../../plugins/shared/site';

/** "May 10, 2025" for 2025-05-10 and "Nov 23, 2026" for 2026-11-23, as the last-updated line writes it (short months). */
const dateText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC'});

for (const article of articles) {
  test(`${article.route}: reading time, last updated, JSON-LD, canonical and social tags`, async ({page}) => {
    await page.goto(article.route);
    const header = page.locator('article header').first();
    await expect(header.getByRole('heading', {level: 1})).toHaveText(String(article.frontMatter.title));
    const minutes = Number((await header.getByText(/^\d+ min read$/).textContent())!.split(' ')[0]);
    expect(minutes).toBeGreaterThanOrEqual(7);
    expect(minutes).toBeLessThanOrEqual(15);

    const date = (article.frontMatter.last_update as {date: string}).date;
    const published = String(article.frontMatter.published);
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${dateText(date)}`);

    const canonical = `${SITE_URL}${article.route}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    // Retrying assertions: the page may still be hydrating.
    const meta = (selector: string, content: string | RegExp) =>
      expect(page.locator(`meta[${selector}]`)).toHaveAttribute('content', content);
    const escaped = String(article.frontMatter.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await meta('property="og:title"', new RegExp(`^${escaped}`));
    await meta('property="og:description"', String(article.frontMatter.description));
    await meta('name="description"', String(article.frontMatter.description));
    await meta('property="og:url"', canonical);
    await meta('property="og:type"', 'article');
    await meta('property="og:image"', `${SITE_URL}/img/social-card.png`);
    await meta('name="twitter:card"', 'summary_large_image');
    await meta('name="keywords"', (article.frontMatter.keywords as string[]).join(','));
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text));
    const articleData = data.filter((d) => d['@type'] === 'Article');
    expect(articleData).toHaveLength(1);
    expect(articleData[0]).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.frontMatter.title,
      description: article.frontMatter.description,
      image: `${SITE_URL}/img/social-card.png`,
      author: {'@type': 'Organization', name: 'Larkspur Docs'},
      publisher: {'@type': 'Organization', name: 'Larkspur Docs', logo: {'@type': 'ImageObject', url: `${SITE_URL}/img/logo-512.png`}},
      datePublished: published,
      dateModified: date,
      mainEntityOfPage: {'@type': 'WebPage', '@id': canonical},
      keywords: (article.frontMatter.keywords as string[]).join(', '),
    });
    const breadcrumbs = data.filter((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toHaveLength(1);
    expect(breadcrumbs[0].itemListElement.at(-1)).toMatchObject({name: article.frontMatter.title, item: canonical});
  });
}

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
