import {pageSettled, watchRequests} from '../idle';
import {expect, test} from '@playwright/test';
import {listedRoutes} from '../../scripts/lib/targets';

// Two articles, the smallest two (scripts/lib/targets.ts): the mode is set on one and must hold on the other.
const [FIRST, SECOND] = listedRoutes;

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('light by default, even when the OS prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  await context.close();
});

test('the toggle switches to dark, saves it under "theme" and restores it without a flash', async ({page}) => {
  await page.goto(FIRST);
  await page.getByRole('button', {name: /dark mode|light mode|color mode/i}).click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The theme must be on <html> before the first paint, not after React loads.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(SECOND);
  expect(await theme(page)).toBe('dark');
});

for (const [label, setup] of [
  ['a corrupt stored value', () => localStorage.setItem('theme', '{"oops": <script>')],
  [
    'blocked storage',
    () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    },
  ],
] as const) {
  test(`${label} falls back to light without an error`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(setup);
    watchRequests(page);
    await page.goto('/');
    await pageSettled(page);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await expect.poll(() => theme(page)).toBe('light');
    expect(errors).toEqual([]);
  });
}
