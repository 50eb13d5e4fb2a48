/**
 * The development server runs the same program as the build: pages render,
 * the palette opens, a live block updates, and the console stays free of
 * errors and warnings (React reports misuse there only in development).
 */
import {watchConsole} from '../console';
import {liveBlock} from '../liveBlock';
import {highlightedArticle, interactive, live, search, smallestArticle} from '../../scripts/lib/targets';
import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {hydrated} from '../hydrated';

/** Console messages that are not problems of this site, each with its reason. */
const IGNORED: RegExp[] = [
  // React's development build advertises its browser extension on every load (type "info").
  /Download the React DevTools/,
];
const ignored = (message: ConsoleMessage) => IGNORED.some((pattern) => pattern.test(message.text()));

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('the landing page, an article and the interactive article render without console problems', async ({page}) => {
  const problems = watchConsole(page, ignored);
  await open(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // An article with a highlighted code block, and its title, read from the content (scripts/lib/targets.ts).
  await open(page, highlightedArticle.route);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(highlightedArticle.title);
  await expect(page.locator('article pre .token').first()).toBeVisible();
  await open(page, interactive.route);
  await expect(page.getByRole('button', {name: 'Run'}).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the search palette opens with Ctrl+K and says search needs a production build, and how to get one, as /search does', async ({
  page,
}) => {
  const problems = watchConsole(page, ignored);
  await open(page, smallestArticle);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', {name: 'Search knowledge base'});
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await palette.getByRole('combobox').fill(search.titleWord.query);
  const message = palette.locator('p', {hasText: 'Search needs a production build'});
  await expect(message).toBeVisible();
  await expect(message).toContainText('npm run preview');
  await expect(palette).not.toContainText(/connection/i);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await open(page, `/search?q=${search.titleWord.query}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Search needs a production build.*npm run preview/);
  expect(problems).toEqual([]);
});

test('a live block runs React 19 and updates as the reader types', async ({page}) => {
  const problems = watchConsole(page, ignored);
  await open(page, live.route);
  const {preview, replaceCode} = liveBlock(page);
  await expect(preview.getByText(live.text)).toBeVisible();
  await replaceCode('function V() { return <p>React {React.version} in development</p>; }');
  await expect(preview.getByText(/^React 19\.\d+\.\d+ in development$/)).toBeVisible();
  expect(problems).toEqual([]);
});
