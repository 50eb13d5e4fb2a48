import {pageSettled, watchRequests} from '../idle';
import {expect, test, type Route} from '@playwright/test';
import {staleLinks} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

// Stale links read from the articles' routes (scripts/lib/targets.ts): a renamed article moves them.
const {lastLetter, category} = staleLinks;

test('an unknown path gets the not-found page with status 404', async ({page}) => {
  const messages: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    messages.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  watchRequests(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /not on Larkspur Docs/);
  await expect(
    page.getByText("Oops! We couldn't find the page you were looking for. It might have been moved or doesn't exist."),
  ).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes('/no/such/page'))).toBe(true);
  await expect(page.getByRole('main').getByText('/no/such/page', {exact: true})).toBeVisible();
  // The page hydrates without a mismatch: the only error is the document's own 404 status.
  await pageSettled(page);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);

  await expect(page.getByRole('link', {name: 'Go Home'})).toHaveAttribute('href', '/');
  await page.getByRole('link', {name: 'Documentation'}).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the not-found Search button scrolls to the top and opens the search palette', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto('/missing');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('main').getByRole('button', {name: 'Search', exact: true}).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('dialog', {name: 'Search knowledge base'})).toBeVisible();
});

test('a stale link suggests the closest articles, by path and by search', async ({page}) => {
  const suggestions = page.getByRole('navigation', {name: 'Were you looking for…'}).getByRole('link');
  const response = await page.goto(lastLetter.missing);
  expect(response?.status()).toBe(404);
  await expect(suggestions.first()).toHaveAttribute('href', lastLetter.route);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);

  await page.goto(category.missing);
  await expect(suggestions.first()).toHaveAttribute('href', category.route);
  await suggestions.first().click();
  await expect(page).toHaveURL(new RegExp(`${category.route}$`));
});

test('a path like nothing on the site gets no suggestions, and loads no search code before it has shown', async ({page}) => {
  watchRequests(page);
  await page.goto('/zzqx');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await pageSettled(page);
  await expect(page.getByRole('navigation', {name: 'Were you looking for…'})).toHaveCount(0);
});

/**
 * Remembers the elements of the page as served (the navbar, the main content, the footer), in the page: React
 * hydrates the server's elements in place, so the same elements are measured again later, and what the browser
 * adds (the path, the suggestions) is not among them.
 */
const rememberServedElements = () => {
  const elements = Array.from(document.querySelectorAll('nav.navbar, nav.navbar *, main, main *, footer, footer *'));
  (window as unknown as {servedElements: Element[]}).servedElements = elements;
  return elements.length;
};

/** Where each remembered element is now (x, y, width, height); one React removed (the unused mode's logo) takes no room. */
const servedElementBoxes = () =>
  (window as unknown as {servedElements: Element[]}).servedElements.map((element) => {
    const box = element.getBoundingClientRect();
    return (element.isConnected ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 4) / 4) : [0, 0, 0, 0]).join(',');
  });

/** What each remembered element is, for the message: its tag and the start of its text as served. */
const servedElementNames = () =>
  (window as unknown as {servedElements: Element[]}).servedElements.map(
    (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
  );

/**
 * The states this test waits for, each reached with everything before it held back and then let go at once: on a
 * loaded machine (6x CPU throttling, two workers) hydrating took over the default 5 s in 1 run of 4. A bound on a
 * failure, not a wait: each step goes on as soon as its state holds.
 */
const eventually = expect.configure({timeout: 30_000});

test('the suggestions appear in room kept for them: nothing on the page moves', async ({page}) => {
  test.slow();
  // Three states compared, each reached by holding what leads to the next, so nothing depends on when the
  // browser paints (a layout-shift count did: on a loaded machine it caught a shift whose frame a fast one
  // never painted): the page as served, before any script runs; hydrated, the path shown, the suggestions'
  // code loaded and asking for the search data; and with the suggestions shown.
  const scripts: Route[] = [];
  const searchData: Route[] = [];
  let scriptsHeld = true;
  let searchHeld = true;
  await page.route(/\.js$/, (route) => (scriptsHeld ? scripts.push(route) : route.continue()));
  await page.route(/\/search-(articles-|shards\/).*\.json$/, (route) => (searchHeld ? searchData.push(route) : route.continue()));
  watchRequests(page);
  await page.goto(lastLetter.missing, {waitUntil: 'commit'});
  await eventually(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // Styled: the first paint waits for the stylesheets.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.evaluate(rememberServedElements), 'elements of the page as served').toBeGreaterThan(20);
  const served = await page.evaluate(servedElementBoxes);
  const names = await page.evaluate(servedElementNames);

  scriptsHeld = false;
  await Promise.all(scripts.map((route) => route.continue()));
  await hydrated(page);
  await eventually(page.getByRole('main').getByText(lastLetter.missing, {exact: true})).toBeVisible();
  await eventually.poll(() => searchData.length, {message: 'the suggestions ask for the search data'}).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', {name: 'Were you looking for…'})).toHaveCount(0);
  const hydratedBoxes = await page.evaluate(servedElementBoxes);

  searchHeld = false;
  await Promise.all(searchData.map((route) => route.continue()));
  await eventually(page.getByRole('navigation', {name: 'Were you looking for…'}).getByRole('link').first()).toBeVisible();
  await pageSettled(page);
  const suggested = await page.evaluate(servedElementBoxes);

  const moved = (now: string[]) =>
    now.flatMap((box, index) => (box === served[index] ? [] : [`${names[index]}: ${served[index]} -> ${box}`]));
  expect(moved(hydratedBoxes), 'moved once hydrated, the path shown').toEqual([]);
  expect(moved(suggested), 'moved once the suggestions are shown').toEqual([]);
});

test('the not-found page is titled "Page Not Found | Larkspur Docs" before its scripts run and after', async ({browser}) => {
  // As served: the static 404.html, with JavaScript off, is what a crawler or a slow phone shows first.
  const staticContext = await browser.newContext({javaScriptEnabled: false});
  const staticPage = await staticContext.newPage();
  expect((await staticPage.goto('/no/such/page'))?.status()).toBe(404);
  await expect(staticPage).toHaveTitle('Page Not Found | Larkspur Docs');
  await staticContext.close();
  // Once React has hydrated the page, and after the suggestions have loaded.
  const context = await browser.newContext();
  const page = await context.newPage();
  watchRequests(page);
  await page.goto(lastLetter.missing);
  await hydrated(page);
  await expect(page.getByRole('navigation', {name: 'Were you looking for…'}).getByRole('link').first()).toBeVisible();
  await pageSettled(page);
  await expect(page).toHaveTitle('Page Not Found | Larkspur Docs');
  await context.close();
});
