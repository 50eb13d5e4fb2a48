// Every article's route answering 200 with its title is checked in pages.spec.ts, with every page's other checks.
import {expect, test} from '@playwright/test';
import {docsStart, listedRoutes, unlistedArticle, webDesignRedirect} from '../../scripts/lib/targets';

// What /docs shows is the article docs/index.mdx re-renders and names as canonical (scripts/lib/targets.ts).
test(`/docs and ${docsStart.route} show the same page with one canonical URL`, async ({page}) => {
  await page.goto(docsStart.route);
  await expect(page.locator('article h1')).toHaveText(docsStart.title);
  const firstSection = await page.locator('article h2').first().textContent();
  const readingTime = await page
    .locator('article header')
    .getByText(/^\d+ min read$/)
    .textContent();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`${docsStart.route}$`));

  await page.goto('/docs');
  await expect(page.locator('article h1')).toHaveText(docsStart.title);
  await expect(page.locator('article h2').first()).toHaveText(firstSection!);
  await expect(page.locator('article header').getByText(/^\d+ min read$/)).toHaveText(readingTime!);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical!);
});

test('an unlisted article is noindex, out of the sidebar and out of the sitemap', async ({page, request}) => {
  // An article marked unlisted in its front matter (scripts/lib/targets.ts).
  await page.goto(unlistedArticle);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator(`.theme-doc-sidebar-container a[href="${unlistedArticle}"]`)).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(listedRoutes[0]);
  expect(sitemap).not.toContain(unlistedArticle);
});

test('/docs/webdesign/* redirects to /docs/web-design/*', async ({page}) => {
  // An old address of an article under /docs/web-design/ (scripts/lib/targets.ts).
  await page.goto(webDesignRedirect.from);
  await page.waitForURL(`**${webDesignRedirect.to}`);
  await expect(page.locator('article h1')).toBeVisible();
});

for (const [path, heading] of [
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of Use'],
  ['/contact', 'Contact'],
] as const) {
  test(`${path} is a real page`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(80);
  });
}
