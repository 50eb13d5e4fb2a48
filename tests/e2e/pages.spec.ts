/**
 * Every page, loaded once for all the checks that cover every page: each page of the built
 * sitemap, the pages it leaves out on purpose (tests/sitemap.ts) and each article in docs/.
 * On each page:
 * - no console errors or warnings, but the expected ones below;
 * - the page's HTML names every script its route loads before it hydrates, and every script it loads
 *   begins with V8's compile hint (plugins/compile-hints), so Chrome compiles it while it streams in;
 * - an article answers 200 and shows its title;
 * - an article's reading time, last updated, canonical, social tags and JSON-LD;
 * - on a listed article, each code box skipped at load (off screen) renders once scrolled to, at the
 *   height estimated for it;
 * - pa11y with HTML_CodeSniffer at WCAG 2 AA finds no errors, on the page loaded at 1280 px (after the code
 *   box check, which leaves it scrolled back to its top; tests/pa11yOnPage.ts: pa11y reads the tab these checks loaded);
 * - at 1280, 768 and 375 px (ARCHITECTURE.md, "Accessibility", Wide content) the page does not scroll
 *   sideways, and what is wider than the window (tables, code) scrolls inside its own box, which
 *   keyboard users can focus and screen readers hear named, and which shows a cue while there is
 *   more to scroll to. The window is resized as a reader turning a tablet does, not reloaded.
 * The pages are dealt into shards, one test each, so the workers share them.
 */
import {expect, type Page} from '@playwright/test';
import {articles, type Article} from '../../scripts/lib/articles';
import {watchConsole} from '../console';
import {pageSettled, watchRequests} from '../idle';
import {MISSING_PAGE, UNLISTED_PAGES, sitemapPaths} from '../sitemap';
import {SITE_URL} from '../../plugins/shared/site';
import {PAGE_SHARDS, recordShardCounts} from '../everyPageTotals';
import {listedRoutes} from '../../scripts/lib/targets';
import {pa11yErrors, test} from '../pa11yOnPage';
import {COMPILE_HINT} from '../../plugins/compile-hints';
import {hydrated} from '../hydrated';

declare global {
  interface Window {
    scriptsAddedByMain?: (string | null)[];
  }
}

const SHARDS = PAGE_SHARDS;
const WIDTHS = [1280, 768, 375];
const HEIGHT = 900;

/**
 * Console messages no page may print, except these, each on one page and with its reason. Add an
 * entry only for a message the site cannot or must not prevent, and say why.
 */
const EXPECTED_CONSOLE_MESSAGES: {path: string; pattern: RegExp; why: string}[] = [
  {path: MISSING_PAGE, pattern: /status of 404/, why: 'the missing page is served with status 404, which Chromium reports'},
  {
    path: MISSING_PAGE,
    pattern: new RegExp(`^Page not found: ${MISSING_PAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    why: 'the not-found page logs the missing path (product spec)',
  },
];

interface PageLayout {
  /** How far the page itself scrolls sideways (0 when it does not). */
  pageOverflow: number;
  /** Tables not inside a scroll region. */
  looseTables: number;
  /** False when a skipped section holding a box did not render within APPEAR_WITHIN_MS. */
  sectionsRendered: boolean;
  /** document.visibilityState, which says why nothing rendered when the tab was not being rendered. */
  visibility: string;
  /** Boxes wider than they show, with what a reader needs to scroll them; cueStarted is false when the cue's animation did not start within the bound. */
  scrollers: {what: string; role: string | null; tabIndex: number; name: string | null; cue: string; cueStarted: boolean}[];
}

/**
 * How long the sections, and the cues, of one page at one width may take to appear before the check
 * reports them missing: a bound on a failure, not a wait (a page that has them goes on as soon as they
 * do). Once a cue did not appear the test has failed, and the cues of the rest of its pages get no
 * time, so a cue missing from every page fails in seconds, not at the test's timeout.
 */
const APPEAR_WITHIN_MS = 10_000;

/**
 * The layout once the page has reacted to its window size (two frames: resize, then React's
 * re-render), read from boxes as they render. An article's sections off screen are skipped
 * (content-visibility: auto, plugins/article-sections; a code block's code is such a box too), and a
 * skipped box reports the sizes of its last layout: Chromium's scrollWidth kept a code block's width
 * from 1280 px after the window went to 768 px, so a box that fits looked as if it scrolled, and never
 * got a cue (issue 36). Selecting the content makes every such box relevant to the user (CSS
 * Containment 2, "relevant to the user"), so each skipped one is rendered: the check waits, frame by
 * frame, until no table or code block is skipped any more (a state, not an event: with boxes nested,
 * the inner one may fire no event when only the outer one was skipped), then measures. A box's cue is a scroll-driven animation
 * on its own scroll (src/css/custom.css), applied once its timeline is active; the check awaits the
 * animation's `ready`, which resolves then, and reads the mask.
 */
async function layoutOf(page: Page, cuesWithin: number): Promise<PageLayout> {
  return page.evaluate(
    async ({sectionsWithin, cuesWithin}) => {
      // Two frames; a tab Chromium stops rendering paints none (a CI run waited here until the test's timeout),
      // so after a second it goes on and the bounds below report what did not render, with the tab's visibility.
      const frames = () =>
        Promise.race([
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          new Promise((resolve) => setTimeout(resolve, 1_000)),
        ]);
      await frames();
      const root = document.documentElement;
      const content = document.querySelector('main') ?? document.body;
      // True once the promise fulfils, false if it rejects or the bound runs out first.
      const fulfilsWithin = (promise: Promise<unknown>, bound: number) =>
        Promise.race([
          promise.then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), bound)),
        ]);
      const candidates = Array.from(content.querySelectorAll<HTMLElement>('.table-region, pre'))
        // An interactive block's coloured <pre> lies under its editor, which scrolls it: once the editor has joined
        // the block near the screen (aria-hidden then), and before, when focus on the <pre> hands over to it.
        .filter((box) => !box.closest('[aria-hidden="true"], [data-interactive-code]'));
      const skipped = candidates.filter((box) => !box.checkVisibility({contentVisibilityAuto: true}));
      const selection = getSelection();
      if (skipped.length) selection?.selectAllChildren(content);
      const renderedWithin = async (bound: number) => {
        const deadline = performance.now() + bound;
        while (skipped.some((box) => !box.checkVisibility({contentVisibilityAuto: true}))) {
          if (performance.now() > deadline) return false;
          await frames();
        }
        return true;
      };
      const sectionsRendered = await renderedWithin(sectionsWithin);
      const boxes = candidates.filter((box) => box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'hidden');
      const cuesStarted = await Promise.all(
        boxes.map((box) => fulfilsWithin(Promise.all(box.getAnimations().map((animation) => animation.ready)), cuesWithin)),
      );
      const scrollers = boxes.map((box, index) => ({
        what: `${box.tagName.toLowerCase()} "${(box.getAttribute('aria-label') ?? box.textContent ?? '').slice(0, 60)}"`,
        role: box.getAttribute('role'),
        tabIndex: box.tabIndex,
        name: box.getAttribute('aria-label'),
        cue: getComputedStyle(box).maskImage,
        cueStarted: cuesStarted[index],
      }));
      if (skipped.length) selection?.removeAllRanges();
      return {
        pageOverflow: root.scrollWidth - root.clientWidth,
        looseTables: content.querySelectorAll('.markdown table:not(.table-region > table)').length,
        sectionsRendered,
        visibility: document.visibilityState,
        scrollers,
      };
    },
    {sectionsWithin: APPEAR_WITHIN_MS, cuesWithin},
  );
}

/** What is wrong with the page's layout at this width, one line each. */
function layoutProblems(
  path: string,
  width: number,
  {pageOverflow, looseTables, sectionsRendered, visibility, scrollers}: PageLayout,
): string[] {
  const problems: string[] = [];
  const at = `${path} at ${width} px`;
  if (!sectionsRendered)
    problems.push(`${at}: a section holding a table or code block did not render when selected (layoutOf; the tab was ${visibility})`);
  if (pageOverflow > 0) problems.push(`${at}: the page scrolls ${pageOverflow} px sideways`);
  if (looseTables) problems.push(`${at}: ${looseTables} table(s) outside a scroll region`);
  for (const box of scrollers) {
    if (box.role !== 'region' || !box.name) problems.push(`${at}: ${box.what} scrolls but is not a named region`);
    if (box.tabIndex !== 0) problems.push(`${at}: ${box.what} scrolls but cannot be focused`);
    if (!box.cue.includes('gradient')) {
      const why = box.cueStarted ? '' : ', its animation not started';
      problems.push(`${at}: ${box.what} scrolls without a cue (mask-image ${box.cue}${why})`);
    }
  }
  return problems;
}

/**
 * A code block's code, and an interactive block's coloured code, is a box the browser skips while it is off
 * screen (plugins/code-blocks/theme/CodeBlock/Layout and InteractiveCodeBlock styles): an article section
 * near the screen is rendered whole, and code is most of its elements; an interactive block's highlight
 * also stays out of the layout Chrome's autofill forces on its textarea's section. Until a box first
 * renders, its height is estimated from its lines: a wrong estimate would move everything below it when
 * the reader scrolls to it. The page's boxes that start skipped are taken at their estimate (the computed
 * contain-intrinsic-size, the content's size, plus the box's padding and borders), then each is scrolled to
 * and measured once rendered; the page is left scrolled back to its top. Run on the page as loaded, before
 * anything else scrolls it or renders its sections; returns what is wrong, one line each, and how many
 * boxes started skipped.
 */
async function codeBoxHeights(page: Page, route: string): Promise<{problems: string[]; skipped: number}> {
  const boxes = await page.evaluate(async (renderWithinMs) => {
    const shown = (box: HTMLElement) => box.firstElementChild!.checkVisibility({contentVisibilityAuto: true});
    // A frame, or a second without one (a tab Chromium stops rendering paints none; see layoutOf).
    const frame = () =>
      Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const all = Array.from(document.querySelectorAll<HTMLElement>('.markdown *')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto' && !element.matches('.article-section'),
    );
    // True once the box is rendered, false if it was not within the bound after being scrolled to. A state,
    // not the box's event: when only the section around it was skipped, the box itself fires none.
    const renderedWithin = async (box: HTMLElement) => {
      const deadline = performance.now() + renderWithinMs;
      while (!shown(box)) {
        if (performance.now() > deadline) return false;
        await frame();
      }
      return true;
    };
    const measured = all.map((box) => {
      // A skipped box's height: the estimate (the content's size) plus its own padding and borders.
      const style = getComputedStyle(box);
      const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
      const estimated =
        parseFloat(style.containIntrinsicHeight.replace('auto ', '')) + edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0);
      return {box, skipped: !shown(box), estimated};
    });
    const results = [];
    for (const {box, skipped, estimated} of measured) {
      box.scrollIntoView({block: 'center'});
      const bounded = await renderedWithin(box);
      await frame();
      const name = box.parentElement!.querySelector('[aria-label]')?.getAttribute('aria-label') ?? box.className;
      results.push({name, skipped, estimated, rendered: bounded ? box.getBoundingClientRect().height : null});
    }
    window.scrollTo(0, 0);
    return results;
  }, 5_000);
  const skipped = boxes.filter((box) => box.skipped);
  const problems: string[] = [];
  for (const box of skipped) {
    if (box.rendered === null) problems.push(`${route}, ${box.name}: not rendered once scrolled to`);
    else if (Math.abs(box.estimated - box.rendered) > 1)
      problems.push(`${route}, ${box.name}: estimated ${box.estimated} px, rendered ${box.rendered} px`);
  }
  return {problems, skipped: skipped.length};
}

/** "May 10, 2025" for 2025-05-10 and "Nov 23, 2026" for 2026-11-23, as the last-updated line writes it (short months). */
const dateText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC'});

/** What checkArticle reads, in one trip to the page (the page is hydrated and settled: nothing changes it any more). */
interface ArticleHead {
  titles: string[];
  headerHeadings: string[];
  readingTime: string | undefined;
  lastUpdated: string[];
  canonical: (string | null)[];
  meta: Record<string, (string | null)[]>;
  jsonLd: string[];
}

const META = [
  'property="og:title"',
  'property="og:description"',
  'name="description"',
  'property="og:url"',
  'property="og:type"',
  'property="og:image"',
  'name="twitter:card"',
  'name="keywords"',
];

/** The article's title, reading time, last updated line, canonical, social tags and JSON-LD (soft: every page is checked). */
async function checkArticle(page: Page, article: Article) {
  const read: ArticleHead = await page.evaluate((metaSelectors) => {
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const header = document.querySelector('article header');
    return {
      titles: Array.from(document.querySelectorAll('article h1'), text),
      headerHeadings: Array.from(header?.querySelectorAll('h1, [role="heading"][aria-level="1"]') ?? [], text),
      readingTime: Array.from(header?.querySelectorAll('*') ?? [], text).find((line) => /^\d+ min read$/.test(line)),
      lastUpdated: Array.from(document.querySelectorAll('.theme-last-updated'), text),
      canonical: Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute('href')),
      meta: Object.fromEntries(
        metaSelectors.map((selector) => [
          selector,
          Array.from(document.querySelectorAll(`meta[${selector}]`), (meta) => meta.getAttribute('content')),
        ]),
      ),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? ''),
    };
  }, META);
  const soft = expect.soft;
  const title = String(article.frontMatter.title);
  soft(read.titles, `${article.route} shows its title`).toEqual([title]);
  soft(read.headerHeadings, `${article.route}: the header's heading`).toEqual([title]);
  const minutes = Number(read.readingTime?.split(' ')[0]);
  soft(minutes, `${article.route}: reading time`).toBeGreaterThanOrEqual(7);
  soft(minutes, `${article.route}: reading time`).toBeLessThanOrEqual(15);

  const date = (article.frontMatter.last_update as {date: string}).date;
  const published = String(article.frontMatter.published);
  soft(read.lastUpdated, `${article.route}: last updated`).toEqual([`Last updated on ${dateText(date)}`]);

  const canonical = `${SITE_URL}${article.route}`;
  soft(read.canonical, `${article.route}: canonical`).toEqual([canonical]);
  const meta = (selector: string, content: string | RegExp) => {
    const found = read.meta[selector];
    soft(found, `${article.route}: one meta[${selector}]`).toHaveLength(1);
    if (typeof content === 'string') soft(found[0], `${article.route}: meta[${selector}]`).toBe(content);
    else soft(found[0] ?? '', `${article.route}: meta[${selector}]`).toMatch(content);
  };
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  meta('property="og:title"', new RegExp(`^${escaped}`));
  meta('property="og:description"', String(article.frontMatter.description));
  meta('name="description"', String(article.frontMatter.description));
  meta('property="og:url"', canonical);
  meta('property="og:type"', 'article');
  meta('property="og:image"', `${SITE_URL}/img/social-card.png`);
  meta('name="twitter:card"', 'summary_large_image');
  meta('name="keywords"', (article.frontMatter.keywords as string[]).join(','));

  const data = read.jsonLd.map((text) => JSON.parse(text));
  const articleData = data.filter((d) => d['@type'] === 'Article');
  soft(articleData, `${article.route}: one Article in the JSON-LD`).toHaveLength(1);
  soft(articleData[0], `${article.route}: the Article JSON-LD`).toMatchObject({
    '@context': 'https://schema.org',
    headline: article.frontMatter.title,
    description: article.frontMatter.description,
    image: `${SITE_URL}/img/social-card.png`,
    author: {'@type': 'Organization', name: 'Larkspur Docs'},
    publisher: {'@type': 'Organization', name: 'Larkspur Docs', logo: {'@type': 'ImageObject', url: `${SITE_URL}/img/logo-512.png`}},
    datePublished: published,
    dateModified: date,
    mainEntityOfPage: {'@type': 'WebPage', '@id': canonical},
    keywords: (article.frontMatter.keywords as string[]).join(', '),
  });
  const breadcrumbs = data.filter((d) => d['@type'] === 'BreadcrumbList');
  soft(breadcrumbs, `${article.route}: one BreadcrumbList in the JSON-LD`).toHaveLength(1);
  soft(breadcrumbs[0]?.itemListElement.at(-1), `${article.route}: the breadcrumb trail ends at the article`).toMatchObject({
    name: article.frontMatter.title,
    item: canonical,
  });
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page, shard ${shard + 1} of ${SHARDS}: console, title and metadata, code box heights, pa11y (WCAG2AA, HTML_CodeSniffer), and no sideways scrolling at ${WIDTHS.join(', ')} px`, async ({
    page,
    pa11yBrowser,
  }, testInfo) => {
    test.setTimeout(240_000); // about eight pages, each through pa11y and at three widths
    const all = [
      ...new Set([...articles.map((article) => article.route), ...(await sitemapPaths(page.request)), ...UNLISTED_PAGES]),
    ].sort();
    const paths = all.filter((_, index) => index % SHARDS === shard);
    const consoleProblems = watchConsole(page, (message, path) =>
      EXPECTED_CONSOLE_MESSAGES.some((expected) => expected.path === path && expected.pattern.test(message.text())),
    );
    // The page's HTML names every script its route needs (plugins/page-scripts). Deferred scripts run
    // before DOMContentLoaded, so a script tag the bundler's runtime (data-rspack) added by then was
    // requested by main.js for the route; the runtime removes its tags once loaded, hence the snapshot.
    // The missing page is left out: one 404.html serves every missing address, so it can name no route's.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.scriptsAddedByMain = Array.from(document.querySelectorAll('script[data-rspack]'), (script) => script.getAttribute('src'));
      });
    });
    const layout: string[] = [];
    const accessibility: string[] = [];
    const codeBoxes: string[] = [];
    let skippedCodeBoxes = 0;
    const scriptsRead = new Set<string>();
    const scriptsWithoutHint: string[] = [];
    let cuesWithin = APPEAR_WITHIN_MS;
    let scrollingOnPhones = 0;
    watchRequests(page);
    for (const path of paths) {
      await page.setViewportSize({width: WIDTHS[0], height: HEIGHT});
      const response = await page.goto(path);
      const article = articles.find((candidate) => candidate.route === path);
      if (article) expect.soft(response?.status(), `${path} answers 200`).toBe(200);
      if (path === MISSING_PAGE) expect.soft(response?.status(), `${path}, a path no page has, answers 404`).toBe(404);
      await hydrated(page);
      await pageSettled(page);
      if (path !== MISSING_PAGE) {
        expect
          .soft(await page.evaluate(() => window.scriptsAddedByMain), `${path}: scripts main.js had to add that the HTML did not name`)
          .toEqual([]);
      }
      // Each script as the server sends it, read once per shard: its first line is the hint.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(location.origin) && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.name),
      );
      expect.soft(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(0);
      for (const script of scripts.filter((url) => !scriptsRead.has(url))) {
        scriptsRead.add(script);
        const firstLine = (await (await page.request.get(script)).text()).split('\n', 1)[0];
        if (firstLine !== COMPILE_HINT)
          scriptsWithoutHint.push(`${path}: ${new URL(script).pathname} begins ${JSON.stringify(firstLine.slice(0, 40))}`);
      }
      // The articles readers reach; on the unlisted template some blocks measured 0 px once rendered (ARCHITECTURE.md, issue 33: open).
      if (listedRoutes.includes(path)) {
        const found = await codeBoxHeights(page, path);
        codeBoxes.push(...found.problems);
        skippedCodeBoxes += found.skipped;
      }
      accessibility.push(...(await pa11yErrors(pa11yBrowser, page, {width: WIDTHS[0], height: HEIGHT})));
      if (article) await checkArticle(page, article);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({width, height: HEIGHT});
        const found = await layoutOf(page, cuesWithin);
        layout.push(...layoutProblems(path, width, found));
        if (found.scrollers.some((box) => !box.cueStarted)) cuesWithin = 0;
        if (width === 375) scrollingOnPhones += found.scrollers.length;
      }
    }
    // The checks saw boxes that scroll (at 375 px tables and code blocks on most pages do) and code that started
    // skipped. Each shard sees some; the totals over all shards are checked after the run (tests/everyPageTotals.ts).
    recordShardCounts(testInfo, shard, {scrollingOnPhones, skippedCodeBoxes});
    expect(consoleProblems, 'console errors and warnings').toEqual([]);
    expect.soft(codeBoxes, 'code boxes skipped at load that did not render, or not at their estimated height').toEqual([]);
    expect.soft(accessibility, 'pa11y (WCAG2AA, HTML_CodeSniffer) errors').toEqual([]);
    expect(scriptsWithoutHint, `scripts without the compile hint ${COMPILE_HINT} as their first line`).toEqual([]);
    expect(layout, 'pages that scroll sideways, or boxes that scroll without a name, focus or cue').toEqual([]);
    expect(scrollingOnPhones).toBeGreaterThan(0);
  });
}
