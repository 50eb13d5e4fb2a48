import {expect, test, type Page} from '@playwright/test';
import {SITE_URL} from '../../plugins/shared/site';
import {pageSettled, watchRequests} from '../idle';
import {archive} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

const {version, shared, query} = archive;
/** The current edition's label (docusaurus.config.ts, CURRENT_VERSION_LABEL). */
const CURRENT = '2026';

const dropdown = (page: Page) => page.locator('nav.navbar .navbar__item.dropdown').filter({has: page.locator('a', {hasText: /^20\d\d$/})});

async function openVersionMenu(page: Page) {
  await hydrated(page);
  await dropdown(page).hover();
  return dropdown(page).locator('.dropdown__menu');
}

test('the version dropdown lists the current and the archived edition', async ({page}) => {
  await page.goto(shared.route);
  await expect(dropdown(page).locator('> a')).toHaveText(CURRENT);
  const menu = await openVersionMenu(page);
  await expect(menu.getByRole('link')).toHaveText([CURRENT, version]);
});

test('switching versions keeps you on the same article where it exists', async ({page}) => {
  await page.goto(shared.route);
  await (await openVersionMenu(page)).getByRole('link', {name: version}).click();
  await expect(page).toHaveURL(shared.archivedRoute);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(shared.archivedTitle);
  await (await openVersionMenu(page)).getByRole('link', {name: CURRENT}).click();
  await expect(page).toHaveURL(shared.route);
});

test('an article the archive does not have leads to the archive start', async ({page}) => {
  await page.goto(archive.currentOnly);
  await (await openVersionMenu(page)).getByRole('link', {name: version}).click();
  await expect(page).toHaveURL(`/docs/${version}`);
});

test('archived pages, and only they, show a banner pointing to the current page', async ({page}) => {
  await page.goto(shared.archivedRoute);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', shared.route);
  await page.goto(shared.route);
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
  await page.goto(shared.archivedRoute);
  await pageSettled(page);
  // Keyboard shortcuts work once the page is hydrated.
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option')).toHaveCount(archive.ids.length);
  expect((await paths()).every((path) => path.startsWith(`/docs/${version}`))).toBe(true);

  await palette.getByRole('combobox').fill(query);
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await expect(palette.getByText('Searching the full text…')).toBeHidden();
  const archived = await paths();
  expect(archived.length).toBeGreaterThan(1);
  expect(archived.filter((path) => !path.startsWith(`/docs/${version}/`))).toEqual([]);
  expect(manifests, `the full text comes from the ${version} edition's index only`).toEqual([version]);

  // "All results" opens the full search page on the same version.
  await palette.getByRole('link', {name: 'All results'}).click();
  await expect(page).toHaveURL(`/search?q=${query}&version=${version}`);
  // The URL changes before the search page replaces the article, so wait for its heading.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${query}”`);
  await expect(page.getByText(`Searching the archived ${version} docs.`)).toBeVisible();
  const pageHits = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(pageHits.first()).toBeVisible();
  const hrefs = await pageHits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !href.startsWith(`/docs/${version}/`))).toEqual([]);

  await page.keyboard.press('Escape');
  await page.goto(shared.route);
  await pageSettled(page);
  // Keyboard shortcuts work once the page is hydrated.
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill(query);
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await expect(palette.getByText('Searching the full text…')).toBeHidden();
  const current = await paths();
  expect(current.filter((path) => path.startsWith(`/docs/${version}`))).toEqual([]);
  expect(manifests).toEqual([version, 'current']);
});

test('search engines are pointed at the current docs; archived pages are their own canonical', async ({page, request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}${shared.route}</loc>`);
  expect(sitemap).not.toContain(`/docs/${version}`);
  await page.goto(shared.archivedRoute);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${shared.archivedRoute}`);
  await page.goto(`/docs/${version}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${archive.startCanonical}`);
});
