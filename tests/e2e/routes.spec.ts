// Every article's route answering 200 with its title is checked in pages.spec.ts, with every page's other checks.
import {expect, test} from '@playwright/test';

test('/docs and /docs/getting-started show the same page with one canonical URL', async ({page}) => {
  await page.goto('/docs/getting-started');
  const title = await page.locator('article h1').textContent();
  const firstSection = await page.locator('article h2').first().textContent();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/docs\/getting-started$/);

  await page.goto('/docs');
  await expect(page.locator('article h1')).toHaveText(title!);
  await expect(page.locator('article h2').first()).toHaveText(firstSection!);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical!);
});

test('the article template is unlisted and noindex', async ({page, request}) => {
  await page.goto('/docs/_template');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('.theme-doc-sidebar-container a[href="/docs/_template"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/hosting/backups');
  expect(sitemap).not.toContain('_template');
});

test('/docs/webdesign/* redirects to /docs/web-design/*', async ({page}) => {
  await page.goto('/docs/webdesign/performance');
  await page.waitForURL('**/docs/web-design/performance');
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
