/**
 * The search palette and the search page. Checks that share a page run as the steps of one test, in
 * an order where each leaves the palette as the next needs it (a new page per check cost more of the
 * suite's time than the checks); a step that leaves the page comes last.
 */
import {expect, test, type Page} from '@playwright/test';
import {articles, sidebarGroups} from '../../scripts/lib/articles';
import {pageSettled, watchRequests} from '../idle';
import {interactive, search, smallestArticle, unlistedRoutes} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

// What the tests type, read from the articles (scripts/lib/targets.ts): an article's edit moves them, never breaks the tests.
const {titleWord, keyword, typo, phrase} = search;
/** A RegExp matching the text exactly as given (a route, a query). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const palette = (page: Page) => page.getByRole('dialog', {name: 'Search knowledge base'});
const input = (page: Page) => palette(page).getByRole('combobox');
const options = (page: Page) => palette(page).getByRole('option');

/** The first result is the article itself, in the title and keyword matches ("Articles"), not a hit in the text. */
async function expectFirstMatch(page: Page, route: string) {
  await expect(options(page).first()).toContainText(route);
  await expect(palette(page).getByRole('group').first()).toHaveAccessibleName('Articles');
}

async function openWithKeys(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
}

/** An article, loaded, settled and hydrated (keyboard shortcuts work once the page is hydrated). */
async function openArticle(page: Page) {
  watchRequests(page);
  await page.goto(smallestArticle);
  await pageSettled(page);
  await hydrated(page);
}

test('the palette opens and closes by mouse and keys, is a modal listbox of every article at most 300 px high, and a click on a result navigates', async ({
  page,
}) => {
  await openArticle(page);

  await test.step('opens from the navbar box, Ctrl+K (toggling) and "/", and closes with Escape', async () => {
    const trigger = page.locator('nav.navbar').getByRole('button', {name: 'Search knowledge base'});
    await expect(trigger).toContainText('Ctrl K');
    await trigger.click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search knowledge base...');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(trigger).toBeFocused();

    await openWithKeys(page);
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeHidden();

    await page.keyboard.press('/');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  await test.step('an empty query lists every article under its sidebar category', async () => {
    const listed = articles.filter((a) => !a.frontMatter.unlisted);
    await expect(options(page)).toHaveCount(listed.length);
    const groupLabels = await palette(page).locator('[role="group"] > [role="presentation"]').allTextContents();
    expect(groupLabels).toEqual(sidebarGroups.map(([label]) => label));
    const one = options(page).filter({hasText: titleWord.route});
    await expect(one).toHaveCount(1);
    await expect(one).toContainText(titleWord.title);
    for (const route of unlistedRoutes) await expect(options(page).filter({hasText: route})).toHaveCount(0);
  });

  await test.step('the list is at most 300 px high and keeps the active result in view', async () => {
    const list = palette(page).getByRole('listbox');
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(300);
    await page.keyboard.press('End');
    const last = options(page).last();
    await expect(last).toBeInViewport();
    const listBox = (await list.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
  });

  await test.step('accessible roles, aria-activedescendant and a focus trap', async () => {
    // A modal dialog (showModal): assistive technology treats it as aria-modal, and the page behind is inert.
    expect(await palette(page).evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true);
    const combo = input(page);
    await expect(combo).toHaveAttribute('aria-controls', (await palette(page).getByRole('listbox').getAttribute('id')) as string);
    await expect(combo).toHaveAttribute('aria-activedescendant', /option/);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }
  });

  await test.step('mouse: clicking a result navigates', async () => {
    await input(page).fill(titleWord.query);
    await options(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${literal(titleWord.route)}([?#]|$)`));
  });
});

test('queries: the first loads a few index files; title and keyword matches first; no results; any text is safe; full-text hits link to headings', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openArticle(page);

  await test.step('the first full-text query loads the manifest and a few index files, under 60 KB in all', async () => {
    // Everything loaded from opening the palette to the first query's full-text hits.
    const transfers: Promise<{url: string; bytes: number}>[] = [];
    page.on('requestfinished', (request) =>
      transfers.push(request.sizes().then((sizes) => ({url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize}))),
    );
    await openWithKeys(page);
    await input(page).fill(titleWord.query);
    const textGroup = palette(page).getByRole('group', {name: 'In the text'});
    await expect(textGroup.getByRole('option').first()).toBeVisible();
    await expect(palette(page).getByText('Searching the full text…')).toBeHidden();
    await pageSettled(page);
    const loaded = await Promise.all(transfers);
    const paths = loaded.map(({url}) => new URL(url).pathname);

    const indexFiles = paths.filter((path) => path.startsWith('/search-shards/'));
    expect(indexFiles.filter((path) => /^\/search-shards\/manifest-current-[0-9a-f]{8}\.json$/.test(path))).toHaveLength(1);
    const shards = indexFiles.filter((path) => /^\/search-shards\/terms-[0-9a-f]{8}\.json$/.test(path));
    const chunks = indexFiles.filter((path) => /^\/search-shards\/sections-[0-9a-f]{8}\.json$/.test(path));
    expect(shards).toHaveLength(1);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(12);
    expect(indexFiles).toHaveLength(1 + shards.length + chunks.length);
    expect(new Set(indexFiles).size, 'no file twice').toBe(indexFiles.length);

    // Index files only: the palette's own code is counted by the page-weight benchmark.
    const total = loaded.filter(({url}) => /\/search-(shards\/|articles-)/.test(url)).reduce((sum, {bytes}) => sum + bytes, 0);
    expect(total).toBeLessThan(60_000);
  });

  await test.step('title and keyword matches come first, then full-text matches linking to headings, highlighted', async () => {
    await input(page).fill(titleWord.query);
    await expectFirstMatch(page, titleWord.route);
    await expect(options(page).first().locator('mark').first()).toHaveText(new RegExp(titleWord.query, 'i'));
    const textGroup = palette(page).getByRole('group', {name: 'In the text'});
    await expect(textGroup.getByRole('option').first()).toBeVisible();
    const textHits = await textGroup.getByRole('option').allTextContents();
    expect(textHits.some((text) => /#[a-z0-9-]+/.test(text))).toBe(true);

    // A keyword-only match, typed in capitals.
    await input(page).fill(keyword.query.toUpperCase());
    await expectFirstMatch(page, keyword.route);
  });

  await test.step('"No results found." when nothing matches', async () => {
    await input(page).fill('zzqqxxnotaword');
    await expect(palette(page).locator('p').getByText('No results found.', {exact: true})).toBeVisible();
    await expect(options(page)).toHaveCount(0);
  });

  await test.step('any text is a safe query', async () => {
    for (const query of [
      '.*',
      '([',
      '\\',
      '<img src=x onerror="window.__xss=1">',
      '"><script>window.__xss=1</script>',
      '🙂🔒',
      'ünïcödé',
    ]) {
      await input(page).fill(query);
      await expect(palette(page).getByRole('listbox')).toBeVisible();
    }
    await input(page).fill('x'.repeat(10_000));
    await expect(palette(page).locator('p').getByText('No results found.', {exact: true})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await expect(palette(page).locator('img, script')).toHaveCount(0);
    // No page error from any query so far.
    expect(errors).toEqual([]);
  });

  await test.step('full-text hits link to heading anchors and highlight the words matched', async () => {
    await input(page).fill(phrase.query);
    const textGroup = palette(page).getByRole('group', {name: 'In the text'});
    const first = textGroup.getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', /^\/docs\/[a-z0-9/-]+\?highlight=[^#]+#[a-z0-9-]+$/);
    const marked = await textGroup.locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(1);
    expect(marked.every((text) => phrase.marks.test(text))).toBe(true);
    await first.click();
    await expect(page).toHaveURL(/\/docs\/[a-z0-9/-]+\?highlight=[^#]+#[a-z0-9-]+$/);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  });
});

test('the palette code and indexes load only when search is first used; keyboard: arrows, Home/End and Enter navigate, with the Navigation toast for 2 s', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openArticle(page);

  await test.step('the palette code and indexes load only when search is first used', async () => {
    expect(requested.filter((url) => /search-(articles|shards)/.test(url))).toEqual([]);
    await openWithKeys(page);
    await input(page).fill(titleWord.query);
    await expect(options(page).first()).toBeVisible();
    await expect.poll(() => requested.filter((url) => /search-articles-.*\.json/.test(url)).length).toBe(1);
    await expect.poll(() => requested.filter((url) => /\/search-shards\/manifest-current-.*\.json/.test(url)).length).toBe(1);
  });

  await test.step('keyboard: arrows, Home/End and Enter navigate, with the Navigation toast for 2 s', async () => {
    await input(page).fill(titleWord.query);
    await expect(options(page).first()).toContainText(titleWord.title);
    // Wait for the full-text results so the list no longer grows under the keys.
    await expect(palette(page).getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
    await expect(palette(page).getByText('Searching the full text…')).toBeHidden();
    const activeId = () => input(page).getAttribute('aria-activedescendant');
    const firstId = await activeId();
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).not.toBe(firstId);
    await expect(page.locator(`[id="${await activeId()}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    const count = await options(page).count();
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    expect(await activeId()).toBe(firstId);
    // The page's clock from here on is the test's, paused: the toast's 2 s are counted in its time, not the machine's.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${literal(titleWord.route)}([?#]|$)`));
    const toast = page.getByRole('status').filter({hasText: 'Navigation'});
    await expect(toast).toContainText('Taking you to the selected resource');
    await page.clock.runFor(1_900);
    await expect(toast).toContainText('Taking you to the selected resource');
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });
});

test('results are links; a misspelt word gets "Did you mean" in the palette and on /search, which keeps its query in the URL; a result opened marks the words searched for', async ({
  page,
  context,
}) => {
  await openArticle(page);

  await test.step('results are links: a modified click opens the result in a new tab', async () => {
    await openWithKeys(page);
    await input(page).fill(titleWord.query);
    // The option is the link itself (<a href role="option">): a real link for the browser, one option for assistive technology.
    const link = options(page).first();
    expect(await link.evaluate((element) => element.tagName)).toBe('A');
    const href = `${titleWord.route}?highlight=${encodeURIComponent(titleWord.query)}`;
    await expect(link).toHaveAttribute('href', href);
    const opened = context.waitForEvent('page');
    await link.click({modifiers: ['Control']});
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${literal(href)}$`));
    await expect(palette(page)).toBeVisible();
    await tab.close();
  });

  await test.step('a misspelt word finds its article, with "Did you mean", the same first result in the palette and on /search', async () => {
    await input(page).fill(typo.typed);
    const first = palette(page).getByRole('group', {name: 'In the text'}).getByRole('option').first();
    await expect(first).toContainText(typo.route);
    const paletteFirst = await first.getAttribute('href');
    await palette(page).getByRole('button', {name: typo.word}).click();
    await expect(input(page)).toHaveValue(typo.word);
    await expect(options(page).first()).toContainText(typo.route);

    await page.goto(`/search?q=${typo.typed}`);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first().getByRole('link').first()).toHaveAttribute('href', paletteFirst!);
    await expect(page.getByRole('main')).toContainText(`Did you mean ${typo.word}?`);
    await page.getByRole('main').getByRole('link', {name: typo.word, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo.word}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${typo.word}”`);
  });

  await test.step('the search page keeps its query in the URL and says when nothing is found', async () => {
    await page.goto('/search');
    const box = page.getByRole('searchbox', {name: 'Search the knowledge base'});
    await box.fill(titleWord.query);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${titleWord.query}$`));
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(titleWord.query, {ignoreCase: true});
    await box.fill('zzqqxxnotaword');
    await expect(page.getByRole('status').filter({hasText: 'No results found.'})).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  await test.step('the page a result opens marks the words searched for', async () => {
    await openArticle(page);
    await openWithKeys(page);
    await input(page).fill(phrase.query);
    // The full-text results are in (hidden "Searching" alone may be seen before the search starts).
    await expect(palette(page).getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
    await expect(palette(page).getByText('Searching the full text…')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/highlight=/);
    const marked = () =>
      page.evaluate(() =>
        [...((CSS.highlights as unknown as Map<string, Set<Range>>).get('search-terms') ?? [])].map((range) =>
          range.toString().toLowerCase(),
        ),
      );
    await expect.poll(async () => (await marked()).length).toBeGreaterThan(0);
    expect((await marked()).every((word) => phrase.marks.test(word))).toBe(true);
    // Marks are for the page the result opened, not the next one.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href^="/docs/"]:not([aria-current="page"])').first().click();
    await expect.poll(async () => (await marked()).length).toBe(0);
  });
});

test('"/" typed into a text field is just a character', async ({page}) => {
  await page.goto(interactive.route);
  // The editor takes typing once the page is hydrated.
  await hydrated(page);
  // Its editor joins the block near the screen or under the pointer (InteractiveCodeBlock): a reader points at it.
  await page.locator('[data-interactive-code]').first().hover();
  const editor = page.locator('[data-interactive-code] textarea').first();
  await editor.fill('');
  await editor.pressSequentially('a/b');
  await expect(editor).toHaveValue('a/b');
  await expect(palette(page)).toBeHidden();
});

test('opens from the landing hero and the not-found page', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .locator('header')
    .getByRole('button', {name: /Search knowledge base/})
    .click();
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/not-a-page');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', {name: 'Search'}).click();
  await expect(palette(page)).toBeVisible();
});

test('if the palette cannot load, the reader is told so', async ({page}) => {
  await openArticle(page);
  // The page, loaded and hydrated, has not fetched the palette's code: it loads on first use.
  await page.route('**/assets/js/**', (route) => route.abort());
  const paletteCodeFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/js/'));
  // The toast's 2 s in the page's time, held by the test: a loaded machine that polls late still finds it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('Control+k');
  await paletteCodeFailed;
  const toast = page.getByRole('status').filter({hasText: 'Search could not be loaded'});
  await expect(toast).toContainText('Check your connection and try again.');
  await expect(palette(page)).toBeHidden();
  await page.clock.runFor(2_100);
  await expect(toast).toBeHidden();
});
