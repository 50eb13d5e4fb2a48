import {expect, test} from '@playwright/test';
import {seriousAxeViolations} from '../axe';
import {watchConsole} from '../console';
import {MISSING_PAGE, UNLISTED_PAGES, sitemapPaths} from '../sitemap';

// The search page with results and a correction, and a not-found page with suggestions.
for (const path of ['/', '/docs/hosting/backups', '/docs/hosting/backup', '/search?q=typograpy']) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${path} has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      if (path.startsWith('/search')) await expect(page.getByText('Did you mean')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

/**
 * Console messages no page may print, except these, each on one page and with its reason. Add an
 * entry only for a message the site cannot or must not prevent, and say why.
 */
const EXPECTED_CONSOLE_MESSAGES: {path: string; pattern: RegExp; why: string}[] = [
  {path: MISSING_PAGE, pattern: /status of 404/, why: 'the missing page is served with status 404, which Chromium reports'},
  {
    path: MISSING_PAGE,
    pattern: /^Page not found: \/docs\/hosting\/backup$/,
    why: 'the not-found page logs the missing path (product spec)',
  },
];

test('every page in the sitemap, and the pages it leaves out, log no console errors or warnings', async ({page}) => {
  test.slow();
  const listed = await sitemapPaths(page.request);
  const problems = watchConsole(page, (message, path) =>
    EXPECTED_CONSOLE_MESSAGES.some((expected) => expected.path === path && expected.pattern.test(message.text())),
  );
  for (const path of [...listed, ...UNLISTED_PAGES]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('admonitions are notes whose accessible name says their type', async ({page}) => {
  await page.goto('/docs/web-design/typography');
  // A titled tip is announced as a tip, not only by its custom title.
  await expect(page.getByRole('note', {name: 'Tip: Test with real content'})).toBeVisible();
  // The template uses all five types, titled and untitled, under the theme's "Unlisted page" caution.
  await page.goto('/docs/_template');
  const admonitions = page.locator('.theme-admonition');
  await expect(admonitions).toHaveCount(6);
  await expect(page.getByRole('note', {name: /^(Note|Tip|Info|Warning|Danger|Caution)\b/})).toHaveCount(6);
  for (const type of ['Note', 'Tip', 'Info', 'Warning', 'Danger']) {
    await expect(page.getByRole('note', {name: new RegExp(`^${type}\\b`)})).toHaveCount(1);
  }
  await expect(page.getByRole('note', {name: 'Warning: Changing an id breaks links'})).toBeVisible();
});
