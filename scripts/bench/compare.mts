/**
 * Our site against a stock Docusaurus site built from the same docs/ and
 * sidebars.ts (scripts/bench/sites.mts), both served by scripts/serve.ts with gzip:
 *
 *   npm run bench [-- --runs 3 --lighthouse-runs 3 --pages /docs/a,/docs/b --no-lighthouse --growth --scale 50 --reuse-build]
 *   npm run bench -- --chunk 1/6 --stock-dir /tmp/stock-site [--reuse-build --lighthouse-only]
 *
 * In chunks (so no run holds the machine's build lock for long): --chunk k/n runs Lighthouse on
 * the k-th of n equal slices of its pages; --stock-dir keeps the stock site in that folder and
 * reuses its build when it is there; --lighthouse-only skips the page weights and first search
 * (measured once, in the first chunk). `npm run bench:merge -- bench-results/bench-*.json` prints
 * the chunks' sweeps as one table with the worst five pages (scripts/bench/mergeSweeps.mts).
 *
 * Prints, ours beside stock with ours/stock ratios: the HTML, CSS and JS bytes
 * (raw and gzip) and total transfer of a first visit to four pages; the bytes and
 * latency of a first search; cold build time and peak memory; Lighthouse mobile
 * on the landing, not-found and search pages and every article of the sitemap
 * (or only the --pages given), median of --lighthouse-runs per page, ours and
 * stock interleaved page by page (scripts/bench/lighthousePages.mts), with the
 * worst five pages of each site; with --growth,
 * cold build time, peak memory and an article's JavaScript at 1x, 4x and 10x the
 * articles; with --scale N, ours alone at N times the articles (build time, peak
 * memory, an article's JavaScript, first-search bytes). --reuse-build measures
 * the build/ already there instead of building ours (no build figures for ours
 * then). Results also go to bench-results/bench-*.json.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {
  LIGHTHOUSE,
  PORT_BASE,
  REPO_ROOT,
  flag,
  launchChromium,
  openFresh,
  option,
  serve,
  textOption,
  totals,
  writeResults,
  type Download,
  type Server,
} from './harness.mjs';
import {lighthouseSweep, printSweep, type SweepResults} from './lighthousePages.mjs';
import {coldBuildRows} from './coldBuildTable';
import {sitemapArticles} from './sitemap.mjs';
import {coldBuild, makeOursCopy, makeStockSite, oursBuildCommand, stockBuildCommand, type BuildResult} from './sites.mjs';
import {formatBytes, formatMs, formatRatio, median, renderTable, sliceOf} from './stats';

const PAGES = [
  {name: 'landing', path: '/'},
  {name: 'article', path: '/docs/hosting/backups'},
  {name: 'interactive article', path: '/docs/web-design/color-accessibility'},
  {name: 'not found', path: '/this-page-does-not-exist'},
];
/**
 * Lighthouse's pages besides the articles. It stops at a 404 status, so it audits the
 * not-found page at /404.html (status 200, same page).
 */
const LIGHTHOUSE_SITE_PAGES = ['/', '/404.html', '/search'];
/** What issues 16 and 33 ask of ours against stock, printed beside the figures. */
const TARGETS = {articleJs: 0.7, articleTransfer: 0.6};
const SEARCH_START = '/docs/hosting/backups';
const SEARCH_QUERY = 'backup';
const GROWTH_FACTORS = [4, 10];
const SITES = ['ours', 'stock'] as const;
type Site = (typeof SITES)[number];

interface VisitSummary {
  html: {raw: number; encoded: number};
  css: {raw: number; encoded: number};
  js: {raw: number; encoded: number; requests: number};
  jsPrefetch: {raw: number; encoded: number; requests: number};
  other: {raw: number; encoded: number};
  bodies: number;
  headers: number;
  transfer: number;
  requests: number;
}

function summarise(downloads: readonly Download[]): VisitSummary {
  const bodies = totals(downloads).encoded;
  const headers = downloads.reduce((sum, download) => sum + download.headers, 0);
  return {
    html: totals(downloads, ['html']),
    css: totals(downloads, ['css']),
    js: totals(downloads, ['js']),
    jsPrefetch: totals(downloads, ['js-prefetch']),
    other: totals(downloads, ['json', 'other']),
    bodies,
    headers,
    transfer: bodies + headers,
    requests: downloads.length,
  };
}

/** The gzip bytes of JavaScript a first visit to a page of a built site runs (median of 3). */
async function articleJs(buildDir: string, pagePath: string): Promise<number> {
  const server = await serve(buildDir, PORT_BASE + 3);
  const browser = await launchChromium();
  try {
    const sizes: number[] = [];
    for (let run = 0; run < 3; run++) sizes.push(totals(await firstVisit(browser, server.url + pagePath), ['js']).encoded);
    return median(sizes);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function firstVisit(browser: Browser, url: string): Promise<Download[]> {
  const {context, page, downloads} = await openFresh(browser, url);
  await page.waitForTimeout(500);
  const result = await downloads.take();
  await context.close();
  return result;
}

/** Ctrl+K's keydown time (event timeStamp) to the first full-text results, seen by a MutationObserver. */
const SEARCH_PROBE = String.raw`
window.__searchBench = (() => {
  let keydownAt = null;
  window.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) keydownAt = event.timeStamp;
  }, {capture: true});
  const checks = {
    ours: () => [...document.querySelectorAll('dialog[open] [role="group"]')].some((group) => group.textContent.startsWith('In the text')),
    stock: () => !!document.querySelector('.navbar__search [role="option"]'),
  };
  return {
    until: (site) => new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!checks[site]()) return;
        observer.disconnect();
        resolve(performance.now() - keydownAt);
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
      setTimeout(() => { observer.disconnect(); reject(new Error('no search results within 30 s')); }, 30000);
    }),
  };
})();
`;

declare global {
  interface Window {
    __searchBench: {until(site: Site): Promise<number>};
  }
}

async function firstSearch(browser: Browser, server: Server, site: Site) {
  const {context, page, downloads} = await openFresh(browser, server.url + SEARCH_START, SEARCH_PROBE);
  await page.waitForTimeout(500);
  await downloads.take();
  downloads.clear();
  const results = page.evaluate((which) => window.__searchBench.until(which), site);
  await page.keyboard.press('Control+k');
  // Type where a reader can: in the palette once it shows (ours), in the focused navbar box (stock).
  await page.locator(site === 'ours' ? 'dialog[open] input:focus' : '.navbar__search input:focus').waitFor();
  await page.keyboard.insertText(SEARCH_QUERY);
  const ms = await results;
  await page.waitForTimeout(300);
  const fetched = await downloads.take();
  await context.close();
  return {ms, ...totals(fetched), files: fetched.map((download) => `${download.url} ${formatBytes(download.encoded)}`)};
}

const medianOf = <T,>(items: readonly T[], pick: (item: T) => number) => median(items.map(pick));

/** One table row: the median of ours and of stock (n/a when a side has no runs) and their ratio. */
function comparisonRow<T>(
  label: string,
  ours: readonly T[] | undefined,
  stock: readonly T[] | undefined,
  pick: (item: T) => number,
  format: (n: number) => string,
) {
  const oursValue = ours?.length ? medianOf(ours, pick) : Number.NaN;
  const stockValue = stock?.length ? medianOf(stock, pick) : Number.NaN;
  return [label, format(oursValue), format(stockValue), formatRatio(oursValue, stockValue)];
}

function countArticles(docsDir: string): number {
  return readdirSync(docsDir, {recursive: true}).filter((name) => String(name).endsWith('.mdx')).length;
}

function printLighthouse(results: SweepResults, runs: number, errors: readonly string[]) {
  console.log(
    `\n${LIGHTHOUSE} mobile (default config, simulated throttling), median of ${runs} runs per page, ours and stock interleaved; load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  printSweep(results, SITES);
  for (const error of errors) console.log(`Lighthouse error: ${error}`);
}

/** `--chunk k/n`: the k-th of n slices of the Lighthouse pages. */
function chunkOption(): {index: number; count: number} | undefined {
  const value = textOption('chunk');
  if (value === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--chunk needs k/n with 1 <= k <= n, e.g. 2/6; got "${value}"`);
  return {index, count};
}

async function main() {
  const runs = option('runs', 3);
  const lighthouseRuns = option('lighthouse-runs', 3);
  const chosenPages = textOption('pages')?.split(',').filter(Boolean);
  const scale = option('scale', 0);
  const reuseBuild = flag('reuse-build');
  const withLighthouse = !flag('no-lighthouse');
  const withGrowth = flag('growth');
  const lighthouseOnly = flag('lighthouse-only');
  const chunk = chunkOption();
  const keptStockDir = textOption('stock-dir');
  const workDir = mkdtempSync(path.join(tmpdir(), 'larkspur-bench-'));
  const stockDir = keptStockDir ? path.resolve(keptStockDir) : path.join(workDir, 'stock');
  const builds: Partial<Record<Site, BuildResult>> = {};

  console.log(`Work folder: ${workDir}`);
  if (!reuseBuild) {
    console.log('Cold build of ours (npm run build)...');
    builds.ours = await coldBuild(REPO_ROOT, oursBuildCommand, path.join(workDir, 'build-ours.log'));
  }
  if (keptStockDir && existsSync(path.join(stockDir, 'build', 'index.html'))) {
    console.log(`Stock: reusing the build in ${stockDir}/build (--stock-dir)`);
  } else {
    if (keptStockDir) rmSync(stockDir, {recursive: true, force: true});
    mkdirSync(stockDir, {recursive: true});
    makeStockSite(stockDir);
    console.log(`Cold build of stock in ${stockDir}...`);
    builds.stock = await coldBuild(stockDir, stockBuildCommand, path.join(workDir, 'build-stock.log'));
  }

  const servers: Record<Site, Server> = {
    ours: await serve(path.join(REPO_ROOT, 'build'), PORT_BASE),
    stock: await serve(path.join(stockDir, 'build'), PORT_BASE + 1),
  };
  const visits: Record<string, Record<Site, VisitSummary[]>> = {};
  const firstFiles: Record<string, Record<Site, Download[]>> = {};
  const searches: Record<Site, Awaited<ReturnType<typeof firstSearch>>[]> = {ours: [], stock: []};
  let lighthouse: SweepResults = {};
  const lighthouseErrors: string[] = [];
  const allLighthousePages = chosenPages ?? [...LIGHTHOUSE_SITE_PAGES, ...sitemapArticles(path.join(REPO_ROOT, 'build'))];
  const lighthousePages = chunk ? sliceOf(allLighthousePages, chunk) : allLighthousePages;
  const sweepBoth = () =>
    lighthouseSweep(
      SITES.map((site) => ({name: site, url: servers[site].url})),
      lighthousePages,
      lighthouseRuns,
      PORT_BASE + 2,
      lighthouseErrors,
    );
  if (chunk) console.log(`Chunk ${chunk.index}/${chunk.count}: ${lighthousePages.length} of ${allLighthousePages.length} pages`);
  if (lighthouseOnly) {
    const loadAtStart = loadavg();
    lighthouse = await sweepBoth();
    await Promise.all(SITES.map((site) => servers[site].stop()));
    printLighthouse(lighthouse, lighthouseRuns, lighthouseErrors);
    const file = writeResults('bench', {
      date: new Date().toISOString(),
      lighthouseRuns,
      chunk,
      lighthouse,
      lighthouseErrors,
      lighthouseLoadAverage: {start: loadAtStart, end: loadavg()},
    });
    console.log(`\nWritten to ${file}`);
    rmSync(workDir, {recursive: true, force: true});
    return;
  }
  const browser = await launchChromium();
  try {
    for (const page of PAGES) {
      visits[page.path] = {ours: [], stock: []};
      firstFiles[page.path] = {ours: [], stock: []};
      for (const site of SITES) {
        for (let run = 0; run < runs; run++) {
          const downloads = await firstVisit(browser, servers[site].url + page.path);
          if (run === 0) firstFiles[page.path][site] = downloads;
          visits[page.path][site].push(summarise(downloads));
        }
      }
    }
    for (const site of SITES) {
      for (let run = 0; run < runs; run++) {
        // A search that never shows results is reported, and the page weights above still print.
        try {
          searches[site].push(await firstSearch(browser, servers[site], site));
        } catch (error) {
          console.log(`First search on ${site} failed: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  let lighthouseLoadAverage: {start: number[]; end: number[]} | undefined;
  if (withLighthouse) {
    console.log(`Lighthouse on ${lighthousePages.length} pages x 2 sites x ${lighthouseRuns} runs...`);
    lighthouseLoadAverage = {start: loadavg(), end: []};
    lighthouse = await sweepBoth();
    lighthouseLoadAverage.end = loadavg();
  }
  await Promise.all(SITES.map((site) => servers[site].stop()));

  // Tables
  const bytesRow = (label: string, pick: (summary: VisitSummary) => {raw: number; encoded: number}, pagePath: string) => {
    const ours = {
      raw: medianOf(visits[pagePath].ours, (s) => pick(s).raw),
      encoded: medianOf(visits[pagePath].ours, (s) => pick(s).encoded),
    };
    const stock = {
      raw: medianOf(visits[pagePath].stock, (s) => pick(s).raw),
      encoded: medianOf(visits[pagePath].stock, (s) => pick(s).encoded),
    };
    return [
      label,
      formatBytes(ours.raw),
      formatBytes(stock.raw),
      formatRatio(ours.raw, stock.raw),
      formatBytes(ours.encoded),
      formatBytes(stock.encoded),
      formatRatio(ours.encoded, stock.encoded),
    ];
  };
  const countRow = (label: string, pick: (summary: VisitSummary) => number, pagePath: string, format = formatBytes) => {
    const ours = medianOf(visits[pagePath].ours, pick);
    const stock = medianOf(visits[pagePath].stock, pick);
    return [label, '', '', '', format(ours), format(stock), formatRatio(ours, stock)];
  };

  console.log(
    `\nOurs ${servers.ours.url} vs stock Docusaurus ${servers.stock.url}, both scripts/serve.ts (gzip), Chromium, fresh context per visit`,
  );
  console.log(`Page weights: median of ${runs} first visits per page (bytes once per URL; raw = decoded body, gzip = body on the wire)`);
  for (const page of PAGES) {
    console.log(`\n${page.name}: ${page.path}`);
    console.log(
      renderTable(
        ['', 'ours raw', 'stock raw', 'ratio', 'ours gzip', 'stock gzip', 'ratio'],
        [
          bytesRow('HTML', (s) => s.html, page.path),
          bytesRow('CSS', (s) => s.css, page.path),
          bytesRow('JS run by the page', (s) => s.js, page.path),
          bytesRow('JS prefetched (links in view)', (s) => s.jsPrefetch, page.path),
          bytesRow('other (images, JSON)', (s) => s.other, page.path),
          countRow('response headers', (s) => s.headers, page.path),
          countRow('total transfer (bodies + headers)', (s) => s.transfer, page.path),
          countRow('total transfer without prefetch', (s) => s.transfer - s.jsPrefetch.encoded, page.path),
          countRow('JS files run', (s) => s.js.requests, page.path, String),
          countRow('requests', (s) => s.requests, page.path, String),
        ],
      ),
    );
  }

  const article = '/docs/hosting/backups';
  console.log('\nTargets (ours/stock, gzip, medians)');
  const ratioOf = (pagePath: string, pick: (summary: VisitSummary) => number) =>
    medianOf(visits[pagePath].ours, pick) / medianOf(visits[pagePath].stock, pick);
  console.log(
    renderTable(
      ['page', 'JS ratio', `JS <= ${TARGETS.articleJs}x`, 'transfer ratio', `transfer <= ${TARGETS.articleTransfer}x`],
      PAGES.map((page) => {
        const js = ratioOf(page.path, (s) => s.js.encoded);
        const transfer = ratioOf(page.path, (s) => s.transfer);
        return [
          page.name,
          js.toFixed(2),
          js <= TARGETS.articleJs ? 'met' : 'not met',
          transfer.toFixed(2),
          transfer <= TARGETS.articleTransfer ? 'met' : 'not met',
        ];
      }),
    ),
  );
  for (const site of SITES) {
    const scripts = firstFiles[article][site].filter((d) => d.kind === 'js').sort((a, b) => b.encoded - a.encoded);
    console.log(`\nJS run on ${article}, ${site} (first visit), biggest first`);
    console.log(
      renderTable(
        ['file', 'raw', 'gzip'],
        scripts.map((d) => [d.url, formatBytes(d.raw), formatBytes(d.encoded)]),
      ),
    );
  }

  console.log(`\nFirst search from ${SEARCH_START}: Ctrl+K, type "${SEARCH_QUERY}", to the first full-text results; median of ${runs}`);
  const searchRow = (label: string, pick: (s: (typeof searches)['ours'][number]) => number, format: (n: number) => string) =>
    comparisonRow(label, searches.ours, searches.stock, pick, format);
  console.log(
    renderTable(
      ['', 'ours', 'stock', 'ours/stock'],
      [
        searchRow('bytes downloaded (transfer)', (s) => s.encoded, formatBytes),
        searchRow('bytes downloaded (raw)', (s) => s.raw, formatBytes),
        searchRow('requests', (s) => s.requests, String),
        searchRow('Ctrl+K to full-text results', (s) => s.ms, formatMs),
      ],
    ),
  );
  for (const site of SITES) console.log(`${site} first-search downloads: ${searches[site][0]?.files.join(', ') ?? 'none measured'}`);

  console.log('\nCold build (no .docusaurus, cache or build folder), under the build lock; 1 build each');
  console.log(
    renderTable(['', 'ours', 'stock', 'ours/stock'], coldBuildRows(builds, {ours: '--reuse-build', stock: '--stock-dir build reused'})),
  );

  if (withLighthouse) printLighthouse(lighthouse, lighthouseRuns, lighthouseErrors);

  // Printed after the other figures, so a failing growth build loses nothing else.
  type GrowthPoint = {
    factor: number;
    articles: number;
    ours?: BuildResult;
    stock?: BuildResult;
    oursJs?: number;
    stockJs?: number;
    error?: string;
  };
  const growth: GrowthPoint[] = [];
  if (withGrowth) {
    growth.push({
      factor: 1,
      articles: countArticles(path.join(REPO_ROOT, 'docs')),
      ours: builds.ours,
      stock: builds.stock!,
      oursJs: medianOf(visits[article].ours, (s) => s.js.encoded),
      stockJs: medianOf(visits[article].stock, (s) => s.js.encoded),
    });
    for (const factor of GROWTH_FACTORS) {
      const oursCopy = path.join(workDir, `ours-${factor}x`);
      const stockCopy = path.join(workDir, `stock-${factor}x`);
      const point: GrowthPoint = {factor, articles: 0};
      try {
        makeOursCopy(oursCopy, factor);
        makeStockSite(stockCopy, factor);
        point.articles = countArticles(path.join(oursCopy, 'docs'));
        console.log(`Growth ${factor}x (${point.articles} articles): cold builds of ours and stock...`);
        point.ours = await coldBuild(oursCopy, oursBuildCommand, path.join(workDir, `build-ours-${factor}x.log`));
        point.stock = await coldBuild(stockCopy, stockBuildCommand, path.join(workDir, `build-stock-${factor}x.log`));
        point.oursJs = await articleJs(path.join(oursCopy, 'build'), article);
        point.stockJs = await articleJs(path.join(stockCopy, 'build'), article);
      } catch (error) {
        point.error = (error as Error).message;
      }
      growth.push(point);
      rmSync(oursCopy, {recursive: true, force: true});
      rmSync(stockCopy, {recursive: true, force: true});
    }
    console.log(
      '\nBuild-time growth: cold builds of copies with the articles repeated; 1 build each (load: 1-min load average at the end)',
    );
    console.log(
      renderTable(
        [
          'articles',
          'ours time',
          'stock time',
          'ratio',
          'ours peak RSS',
          'stock peak RSS',
          `ours JS ${article}`,
          'stock JS',
          'load ours/stock',
        ],
        growth.map((g) => [
          `${g.factor}x (${g.articles})`,
          g.ours ? formatMs(g.ours.seconds * 1000) : 'n/a',
          g.stock ? formatMs(g.stock.seconds * 1000) : 'n/a',
          g.ours && g.stock ? formatRatio(g.ours.seconds, g.stock.seconds) : 'n/a',
          g.ours ? `${Math.round(g.ours.peakRssMB)} MB` : 'n/a',
          g.stock ? `${Math.round(g.stock.peakRssMB)} MB` : 'n/a',
          g.oursJs !== undefined ? formatBytes(g.oursJs) : 'n/a',
          g.stockJs !== undefined ? formatBytes(g.stockJs) : 'n/a',
          `${g.ours?.loadAverage.toFixed(1) ?? 'n/a'}/${g.stock?.loadAverage.toFixed(1) ?? 'n/a'}`,
        ]),
      ),
    );
    for (const g of growth) if (g.error) console.log(`Growth ${g.factor}x failed: ${g.error}`);
  }

  let scaled: {factor: number; articles: number; build?: BuildResult; articleJs?: number; firstSearch?: number; error?: string} | undefined;
  if (scale > 1) {
    const copy = path.join(workDir, `ours-${scale}x`);
    scaled = {factor: scale, articles: 0};
    try {
      makeOursCopy(copy, scale);
      scaled.articles = countArticles(path.join(copy, 'docs'));
      console.log(`Scale ${scale}x (${scaled.articles} articles): cold build of ours...`);
      scaled.build = await coldBuild(copy, oursBuildCommand, path.join(workDir, `build-ours-${scale}x.log`));
      scaled.articleJs = await articleJs(path.join(copy, 'build'), article);
      const server = await serve(path.join(copy, 'build'), PORT_BASE + 3);
      const scaledBrowser = await launchChromium();
      try {
        scaled.firstSearch = (await firstSearch(scaledBrowser, server, 'ours')).encoded;
      } finally {
        await scaledBrowser.close();
        await server.stop();
      }
    } catch (error) {
      scaled.error = (error as Error).message;
    }
    rmSync(copy, {recursive: true, force: true});
    console.log(`\nOurs at ${scale}x the articles: where the site stops scaling on one machine`);
    console.log(
      renderTable(
        ['articles', 'build time', 'peak RSS', `JS ${article}`, 'first-search bytes'],
        [
          [
            `${scale}x (${scaled.articles})`,
            scaled.build ? formatMs(scaled.build.seconds * 1000) : 'n/a',
            scaled.build ? `${Math.round(scaled.build.peakRssMB)} MB` : 'n/a',
            scaled.articleJs !== undefined ? formatBytes(scaled.articleJs) : 'n/a',
            scaled.firstSearch !== undefined ? formatBytes(scaled.firstSearch) : 'n/a',
          ],
        ],
      ),
    );
    if (scaled.error) console.log(`Scale ${scale}x failed: ${scaled.error}`);
  }

  const file = writeResults('bench', {
    date: new Date().toISOString(),
    runs,
    lighthouseRuns,
    builds,
    visits,
    articleFiles: firstFiles[article],
    searches,
    chunk,
    lighthouse,
    lighthouseErrors,
    lighthouseLoadAverage,
    growth,
    scaled,
  });
  console.log(`\nWritten to ${file}`);
  rmSync(workDir, {recursive: true, force: true});
}

await main();
