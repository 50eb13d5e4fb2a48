import {expect, test} from '@playwright/test';

test('links load their page on intent (hover), not when they scroll into view', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto('/docs/hosting/backups');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const afterLoad = scripts.length;

  // Bring every sidebar and in-text link into view: nothing more may load.
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.evaluate((menu) => menu.closest('nav, aside, div')!.scrollTo(0, 1e6));
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBe(afterLoad);

  await sidebar.getByRole('link', {name: 'SSL Certificates'}).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(afterLoad);
});

test('the page is painted before its scripts are added, and they still run in order', async ({page}) => {
  await page.addInitScript(() => {
    const state = window as unknown as {framesWithArticle: number[]; scriptsAdded: [string, number][]};
    state.framesWithArticle = [];
    state.scriptsAdded = [];
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && node.src) state.scriptsAdded.push([new URL(node.src).pathname, performance.now()]);
        });
      }
    }).observe(document, {childList: true, subtree: true});
    // Each animation frame is a chance to paint; note those that had the article to paint.
    const onFrame = () => {
      if (document.querySelector('article h1')) state.framesWithArticle.push(performance.now());
      if (state.framesWithArticle.length === 0) requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
  await page.goto('/docs/hosting/backups');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const {framesWithArticle, scriptsAdded} = await page.evaluate(() => {
    const state = window as unknown as {framesWithArticle: number[]; scriptsAdded: [string, number][]};
    return {framesWithArticle: state.framesWithArticle, scriptsAdded: state.scriptsAdded};
  });
  const [runtime, main] = scriptsAdded.map(([path]) => path);
  expect(runtime).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
  expect(main).toMatch(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
  expect(framesWithArticle.length).toBe(1);
  expect(scriptsAdded[0]![1]).toBeGreaterThan(framesWithArticle[0]!);
});

test('starting an article builds no locale data (each first use costs tens of ms on a phone)', async ({page}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {localeCalls: string[]}).localeCalls = calls;
    const {localeCompare} = String.prototype;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push('String.prototype.localeCompare');
      return localeCompare.apply(this, args);
    };
    for (const name of ['Collator', 'DateTimeFormat', 'PluralRules', 'NumberFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          calls.push(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
      });
    }
  });
  // An article with code blocks, one with an interactive block, and the landing page.
  for (const path of ['/docs/hosting/backups', '/docs/web-design/color-accessibility', '/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {localeCalls: string[]}).localeCalls), path).toEqual([]);
  }
});

test('pages run on Preact: no react-dom is downloaded', async ({page}) => {
  const reactDomScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Every production build of react-dom links its error codes to react.dev.
    if ((await response.text()).includes('react.dev/errors/')) reactDomScripts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/docs/hosting/backups', '/docs/_template']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
  }
  expect(reactDomScripts).toEqual([]);
});

for (const path of ['/', '/docs/hosting/backups', '/docs/web-design/color-accessibility']) {
  test(`hydration of ${path} keeps the server's HTML in place instead of rebuilding or moving it`, async ({page}) => {
    // Remember server-rendered nodes before any script runs; hydration must adopt
    // them, code blocks included (only a page loaded in dark mode remounts those, to recolour them).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        // Moving a part of the page repaints it as new content, which delays the Largest Contentful Paint.
        const moved: Node[] = [];
        (window as unknown as {movedNodes: Node[]}).movedNodes = moved;
        new MutationObserver((records) => {
          for (const record of records) record.removedNodes.forEach((node) => moved.push(node));
        }).observe(document.getElementById('__docusaurus')!, {childList: true});
        const selectors = ['.navbar', 'main h1', 'main p', 'main h2', 'main pre', 'main pre .token-line', 'main table', '.admonition', '.footer', '.theme-doc-sidebar-menu'];
        (window as unknown as {serverNodes: [string, Element][]}).serverNodes = selectors
          .map((selector) => [selector, document.querySelector(selector)] as [string, Element | null])
          .filter((entry): entry is [string, Element] => entry[1] !== null);
      });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const replaced = await page.evaluate(() =>
      (window as unknown as {serverNodes: [string, Element][]}).serverNodes
        .filter(([, node]) => !node.isConnected)
        .map(([selector]) => selector),
    );
    expect(replaced).toEqual([]);
    // Only the resource hints React's server rendering puts in the root move, to <head> (moveResourceHints.ts).
    const movedContent = await page.evaluate(() =>
      (window as unknown as {movedNodes: Node[]}).movedNodes
        .filter((node) => !(node.nodeName === 'LINK' && node.parentNode === document.head))
        .map((node) => node.nodeName),
    );
    expect(movedContent).toEqual([]);
    // And it is live: the colour toggle answers.
    await page.getByRole('button', {name: /dark mode|light mode|color mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
}
