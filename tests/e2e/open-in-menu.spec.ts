import {expect, test, type Page} from '@playwright/test';
import {loadInMode, seriousAxeViolationsInBothModes} from '../axe';
import {archive, smallestArticle, unlistedArticle} from '../../scripts/lib/targets';
import {pageSettled, watchRequests} from '../idle';
import {SITE_URL} from '../../plugins/shared/site';
import {hydrated} from '../hydrated';

// Any article has the menu: the smallest loads fastest and gives axe the least to go through (scripts/lib/targets.ts).
const ARTICLE = smallestArticle;
const PROMPT = `Read ${SITE_URL}${ARTICLE}.md so I can ask you questions about it.`;

async function openArticle(page: Page) {
  await page.goto(ARTICLE);
  await hydrated(page);
  return page.locator('article header').getByRole('button', {name: 'Open in'});
}

test('the Open in menu works by keyboard: open, move, wrap, close, return focus', async ({page}) => {
  const button = await openArticle(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  const menu = page.getByRole('menu', {name: 'Open this page in'});
  await expect(menu).toBeHidden();

  // Reach the button the way a keyboard user does: Tab from View as Markdown, beside it.
  await page.locator('article header').getByRole('link', {name: 'View as Markdown'}).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['ChatGPT (opens in a new tab)', 'Claude (opens in a new tab)', 'Use with your assistant (MCP)']);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0), 'Down from the last item wraps to the first').toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Space opens too, and Up opens on the last item.
  await page.keyboard.press('Space');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu, 'Tab leaves the menu and closes it').toBeHidden();
});

test('the assistants’ links carry the page’s Markdown URL; the MCP item leads to the set-up page', async ({page}) => {
  const button = await openArticle(page);
  await button.click();
  const menu = page.getByRole('menu', {name: 'Open this page in'});
  for (const [name, origin, pathname] of [
    ['ChatGPT', 'https://chatgpt.com', '/'],
    ['Claude', 'https://claude.ai', '/new'],
  ] as const) {
    const href = await menu.getByRole('menuitem', {name: new RegExp(`^${name}`)}).getAttribute('href');
    const url = new URL(href!);
    expect([url.origin, url.pathname]).toEqual([origin, pathname]);
    expect(url.searchParams.get('q')).toBe(PROMPT);
    await expect(menu.getByRole('menuitem', {name: new RegExp(`^${name}`)})).toHaveAttribute('target', '_blank');
  }
  // A click outside closes the menu.
  await page.locator('article h1').click();
  await expect(menu).toBeHidden();

  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', {name: 'Use with your assistant (MCP)'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mcp$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Use Larkspur Docs with your AI assistant (MCP)');
  for (const client of ['Claude Desktop', 'VS Code', 'Cursor'])
    await expect(page.getByRole('heading', {level: 2, name: client})).toBeVisible();
  await expect(page.locator('pre')).toHaveCount(7);
  await expect(page.locator('main')).toContainText('"url": "http://127.0.0.1:3001/mcp"');
  await expect(page.locator('main')).toContainText('"args": ["/path/to/larkspur-docs/mcp/cli.mjs"]');
});

test('archived and unlisted pages, which have no Markdown copy of their own to share, have no Open in menu', async ({page}) => {
  // An archived article and an unlisted one, read from the content (scripts/lib/targets.ts).
  for (const path of [archive.shared.archivedRoute, unlistedArticle]) {
    await page.goto(path);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Open in'})).toHaveCount(0);
  }
});

// Each in light and dark mode, loaded in one and switched to the other (tests/axe.ts).
test('the open menu has no serious or critical axe violations in light and dark mode', async ({page}) => {
  test.slow(); // axe over a whole article, twice, takes seconds on a busy machine
  await loadInMode(page, 'light');
  const button = await openArticle(page);
  await button.click();
  const menu = page.getByRole('menu', {name: 'Open this page in'});
  await expect(menu).toBeVisible();
  expect(await seriousAxeViolationsInBothModes(page, 'light')).toEqual([]);
  // axe saw it open in both modes.
  await expect(menu).toBeVisible();
});

test('/mcp has no serious or critical axe violations in light and dark mode', async ({page}) => {
  test.slow();
  await loadInMode(page, 'dark');
  watchRequests(page);
  await page.goto('/mcp');
  await pageSettled(page);
  expect(await seriousAxeViolationsInBothModes(page, 'dark')).toEqual([]);
});
