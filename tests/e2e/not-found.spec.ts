import {pageSettled, watchRequests} from '../idle';
import {expect, test} from '@playwright/test';
import {staleLinks} from '../../scripts/lib/targets';

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

test('the suggestions appear in room kept for them: nothing on the page moves', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {__shift: number}).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as {__shift: number}).__shift += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  watchRequests(page);
  await page.goto(lastLetter.missing);
  await expect(page.getByRole('navigation', {name: 'Were you looking for…'}).getByRole('link').first()).toBeVisible();
  await pageSettled(page);
  expect(await page.evaluate(() => (window as unknown as {__shift: number}).__shift)).toBe(0);
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
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('navigation', {name: 'Were you looking for…'}).getByRole('link').first()).toBeVisible();
  await pageSettled(page);
  await expect(page).toHaveTitle('Page Not Found | Larkspur Docs');
  await context.close();
});
