import {expect, test} from '@playwright/test';

test('links load their page on intent (hover), not when they scroll into view', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto('/docs/hosting/backups');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  await page.waitForLoadState('networkidle');
  const afterLoad = scripts.length;

  // Bring every sidebar and in-text link into view: nothing more may load.
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.evaluate((menu) => menu.closest('nav, aside, div')!.scrollTo(0, 1e6));
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBe(afterLoad);

  await sidebar.getByRole('link', {name: 'SSL Certificates'}).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(afterLoad);
});
