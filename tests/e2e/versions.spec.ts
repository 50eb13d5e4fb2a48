import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {SITE_URL} from '../../plugins/shared/site';
import {pageSettled, watchRequests} from '../idle';
import {archivedTitle} from '../targets';

const archivedSidebar = JSON.parse(readFileSync('versioned_sidebars/version-2024-sidebars.json', 'utf8')) as {
  docs: {label: string; items: string[]}[];
};
const archivedIds = archivedSidebar.docs.flatMap((group) => group.items);

const dropdown = (page: Page) => page.locator('nav.navbar .navbar__item.dropdown').filter({has: page.locator('a', {hasText: /^20\d\d$/})});

async function openVersionMenu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await dropdown(page).hover();
  return dropdown(page).locator('.dropdown__menu');
}

test('the version dropdown lists the current and the archived edition', async ({page}) => {
  await page.goto('/docs/hosting/backups');
  await expect(dropdown(page).locator('> a')).toHaveText('2026');
  const menu = await openVersionMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['2026', '2024']);
});

test('switching versions keeps you on the same article where it exists', async ({page}) => {
  await page.goto('/docs/hosting/backups');
  await (await openVersionMenu(page)).getByRole('link', {name: '2024'}).click();
  await expect(page).toHaveURL(/\/docs\/2024\/hosting\/backups$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(archivedTitle('2024', 'hosting/backups'));
  await (await openVersionMenu(page)).getByRole('link', {name: '2026'}).click();
  await expect(page).toHaveURL(/\/docs\/hosting\/backups$/);
});

test('an article the archive does not have leads to the archive start', async ({page}) => {
  await page.goto('/docs/web-design/typography');
  await (await openVersionMenu(page)).getByRole('link', {name: '2024'}).click();
  await expect(page).toHaveURL(/\/docs\/2024$/);
});

test('archived pages, and only they, show a banner pointing to the current page', async ({page}) => {
  await page.goto('/docs/2024/hosting/dns-management');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/docs/hosting/dns-management');
  await page.goto('/docs/hosting/dns-management');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('search stays within the version being read', async ({page}) => {
  const palette = page.getByRole('dialog', {name: 'Search knowledge base'});
  // Each result (option) is a link to its page (and section), with the words to mark on arrival.
  const paths = async () =>
    (await palette.getByRole('option').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) =>
      href.replace(/[?#].*$/, ''),
    );
  const manifests: string[] = [];
  page.on('request', (request) => {
    const name = /\/search-shards\/manifest-(.+)-[0-9a-f]{8}\.json$/.exec(request.url())?.[1];
    if (name) manifests.push(name);
  });

  watchRequests(page);
  await page.goto('/docs/2024/hosting/basics');
  await pageSettled(page);
  // Keyboard shortcuts work once the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option')).toHaveCount(archivedIds.length);
  expect((await paths()).every((path) => path.startsWith('/docs/2024'))).toBe(true);

  await palette.getByRole('combobox').fill('backup');
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await expect(palette.getByText('Searching the full text…')).toBeHidden();
  const archived = await paths();
  expect(archived.length).toBeGreaterThan(1);
  expect(archived.filter((path) => !path.startsWith('/docs/2024/'))).toEqual([]);
  expect(manifests, "the full text comes from the 2024 edition's index only").toEqual(['2024']);

  // "All results" opens the full search page on the same version.
  await palette.getByRole('link', {name: 'All results'}).click();
  await expect(page).toHaveURL(/\/search\?q=backup&version=2024$/);
  // The URL changes before the search page replaces the article, so wait for its heading.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “backup”');
  await expect(page.getByText('Searching the archived 2024 docs.')).toBeVisible();
  const pageHits = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(pageHits.first()).toBeVisible();
  const hrefs = await pageHits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !href.startsWith('/docs/2024/'))).toEqual([]);

  await page.keyboard.press('Escape');
  await page.goto('/docs/hosting/basics');
  await pageSettled(page);
  // Keyboard shortcuts work once the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('backup');
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await expect(palette.getByText('Searching the full text…')).toBeHidden();
  const current = await paths();
  expect(current.filter((path) => path.startsWith('/docs/2024'))).toEqual([]);
  expect(manifests).toEqual(['2024', 'current']);
});

test('search engines are pointed at the current docs; archived pages are their own canonical', async ({page, request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/docs/hosting/backups</loc>`);
  expect(sitemap).not.toContain('/docs/2024');
  await page.goto('/docs/2024/hosting/backups');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/docs/2024/hosting/backups`);
  await page.goto('/docs/2024');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/docs/2024/getting-started`);
});
