import {expect, test} from '@playwright/test';
import {pageSettled, watchRequests} from '../idle';
import {interactive, live, serverRenderedArticle, sidebarArticle} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

test('links load their page on intent (hover), not when they scroll into view', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  watchRequests(page);
  // An article with another in its sidebar group, whose link shows beside it (scripts/lib/targets.ts).
  await page.goto(sidebarArticle.route);
  await hydrated(page);
  await pageSettled(page);
  const afterLoad = scripts.length;

  // Bring every sidebar and in-text link into view: nothing more may load.
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.evaluate((menu) => menu.closest('nav, aside, div')!.scrollTo(0, 1e6));
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pageSettled(page);
  expect(scripts.length).toBe(afterLoad);

  await sidebar.getByRole('link', {name: sidebarArticle.neighbour.label, exact: true}).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(afterLoad);
});

test('pages run React 19 (react-dom/client), the runtime development runs: no Preact module is loaded', async ({page}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  watchRequests(page);
  // The landing page, and the articles that load the most of the site's code: an interactive block's and a live block's (scripts/lib/targets.ts).
  for (const path of ['/', interactive.route, live.route]) {
    await page.goto(path);
    await hydrated(page);
    await pageSettled(page);
  }
  const scripts = await Promise.all(bodies);
  // Every production build of react-dom links its error codes to react.dev; Preact's compat layer names itself.
  expect(scripts.some((text) => text.includes('react.dev/errors/'))).toBe(true);
  expect(scripts.filter((text) => /\bpreact\b|__PREACT_DEVTOOLS__/i.test(text))).toEqual([]);
});

// The landing page, and an article with every part below that the server renders (scripts/lib/targets.ts).
for (const path of ['/', serverRenderedArticle]) {
  test(`hydration of ${path} keeps the server's HTML in place instead of rebuilding or moving it`, async ({page}) => {
    // Remember server-rendered nodes before any script runs; hydration must adopt
    // them, code blocks included.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        // Moving a part of the page repaints it as new content, which delays the Largest Contentful Paint.
        const moved: Node[] = [];
        (window as unknown as {movedNodes: Node[]}).movedNodes = moved;
        new MutationObserver((records) => {
          for (const record of records) record.removedNodes.forEach((node) => moved.push(node));
        }).observe(document.getElementById('__docusaurus')!, {childList: true});
        const selectors = [
          '.navbar',
          'main h1',
          'main p',
          'main h2',
          'main pre',
          'main pre .token-line',
          // An interactive block's coloured code is server-rendered as it stays (plugins/code-blocks/theme/InteractiveCodeBlock).
          'main [data-interactive-code] pre',
          'main table',
          '.admonition',
          '.footer',
          '.theme-doc-sidebar-menu',
        ];
        (window as unknown as {serverNodes: [string, Element][]}).serverNodes = selectors
          .map((selector) => [selector, document.querySelector(selector)] as [string, Element | null])
          .filter((entry): entry is [string, Element] => entry[1] !== null);
      });
    });
    await page.goto(path);
    await hydrated(page);
    const replaced = await page.evaluate(() =>
      (window as unknown as {serverNodes: [string, Element][]}).serverNodes
        .filter(([, node]) => !node.isConnected)
        .map(([selector]) => selector),
    );
    expect(replaced).toEqual([]);
    // Only resource hints may move: React hoists those its server rendering left in the root into <head>.
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
