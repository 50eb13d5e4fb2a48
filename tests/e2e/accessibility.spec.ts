import {expect, test} from '@playwright/test';
import {seriousAxeViolations} from '../axe';

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

// Every page's console is checked in pages.spec.ts, in its one visit to every page.

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
