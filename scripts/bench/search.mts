/**
 * Search benchmark against the production build (run `npm run build` first),
 * served by scripts/serve.ts with gzip, in Debian's Chromium:
 *
 *   npm run bench:search [-- --rounds 1 --lunr]
 *
 * Prints the sizes of the indexes; then, for every query of the judged set
 * (searchQueries.ts), typed as the first query of a fresh page into the
 * palette: the quality of the palette's ranking (found in the top 3, found
 * first and mean reciprocal rank per kind of query, held-out queries apart),
 * read from the links the palette shows, and the bytes that first query
 * downloaded (requests and transfer bytes); the palette's first query on a simulated
 * slow 4G phone (runSlowPhone); the first-open time (Ctrl+K to the dialog listing articles); and,
 * with the indexes loaded, the time from each keystroke's input event to the
 * title/keyword results (DOM commit and next frame) and to the full-text
 * results, over QUERIES typed one character at a time, --rounds times. Times are
 * taken in the page with performance.now(), not with Playwright round trips.
 * `--lunr` also cold-builds the stock site (sites.mts: the classic preset with
 * @easyops-cn/docusaurus-search-local, lunr) and runs the same judged queries
 * on its /search page, each in a fresh page, reading its result links in order
 * and the index bytes downloaded. `--minisearch` indexes the same sections
 * (this build's section chunks, titles and keywords) with MiniSearch (Porter
 * stems through the same `stemmer`, fuzzy 0.2, prefix search, title, keyword
 * and heading boosts) in Node and runs the judged queries on it; its whole
 * serialized index, gzip, is what a first query would download.
 * Results also go to bench-results/search-*.json.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import MiniSearch from 'minisearch';
import {stemmer} from 'stemmer';
import {pageOfSection, type SectionChunk, type ShardManifest} from '../../plugins/search/lib/shardFormat';
import type {ArticleIndex} from '../../plugins/search/lib/types';
import {PORT_BASE, REPO_ROOT, flag, gzipSize, launchChromium, openFresh, option, serve, totals, writeResults} from './harness.mjs';
import {coldBuild, makeStockSite, stockBuildCommand} from './sites.mjs';
import {JUDGED_QUERIES} from './searchQueries';
import {QUERY_KINDS, qualityCells, qualityRows, rankOf, type QueryOutcome} from './searchQuality';
import {formatBytes, formatMs, median, p95, renderTable} from './stats';

export const QUERIES = [
  'dns',
  'backup',
  'wordpress security',
  'contrast',
  'ssl',
  'php memory',
  'gdpr 72',
  'fail2ban',
  '[(',
  'zzqx',
  'nginx',
  'cache',
  'wcag',
  'mysql',
  'firewall',
  'typography',
  'cookie consent',
  'plesk mail',
  'lets encrypt renewal',
  'how do i restore a wordpress site from a backup after a failed plugin update',
];
const START_PATH = '/docs/hosting/backups';

/**
 * In-page probe for the palette (plain JavaScript, installed before the site's
 * scripts). Ctrl+K's keydown time is the event's timeStamp; results are seen
 * by a MutationObserver; "next frame" is a requestAnimationFrame and a task
 * after the input event, when the browser has painted the results.
 */
const PALETTE_PROBE = String.raw`
window.__paletteBench = (() => {
  let keydownAt = null;
  window.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) keydownAt = event.timeStamp;
  }, {capture: true});
  const listbox = () => document.querySelector('dialog[open] [role="listbox"]');
  const searching = (box) => [...box.querySelectorAll('p')].some((p) => p.textContent.startsWith('Searching the full text'));
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const waitFor = (check, timeout) => new Promise((resolve, reject) => {
    if (check()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out')); }, timeout);
    observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
  });
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  return {
    async openTime() {
      const shown = await waitFor(() => listbox()?.querySelector('[role="option"]'), 30000);
      return shown - keydownAt;
    },
    /** Sets the palette's input to value as one input event and times what follows. */
    async input(value) {
      const box = listbox();
      const input = document.querySelector('dialog[open] input');
      let commitAt = null, searchingSeen = false, fullAt = null, finish;
      const fullDone = new Promise((resolve) => { finish = resolve; });
      const observer = new MutationObserver(() => {
        const now = performance.now();
        commitAt ??= now;
        if (searching(box)) searchingSeen = true;
        else if (searchingSeen && fullAt === null) { fullAt = now; finish(); }
      });
      observer.observe(box, {childList: true, subtree: true, characterData: true, attributes: true});
      const start = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await nextFrame();
      const frameAt = performance.now();
      if (searching(box)) searchingSeen = true;
      if (value.trim() && fullAt === null) {
        // The full-text request starts after the title render; give it a few frames to show.
        for (let i = 0; i < 3 && !searchingSeen; i++) { await nextFrame(); if (searching(box)) searchingSeen = true; }
        if (searchingSeen) await Promise.race([fullDone, new Promise((resolve) => setTimeout(resolve, 30000))]);
      } else {
        await nextFrame();
      }
      observer.disconnect();
      return {
        commit: commitAt === null ? null : commitAt - start,
        frame: frameAt - start,
        fullText: fullAt === null ? null : fullAt - start,
        options: box.querySelectorAll('[role="option"]').length,
        textHits: [...box.querySelectorAll('[role="group"]')].filter((g) => g.textContent.startsWith('In the text')).map((g) => g.querySelectorAll('[role="option"]').length)[0] ?? 0,
      };
    },
  };
})();
`;

interface InputTiming {
  commit: number | null;
  frame: number;
  fullText: number | null;
  options: number;
  textHits: number;
}

declare global {
  interface Window {
    __paletteBench: {openTime(): Promise<number>; input(value: string): Promise<InputTiming>};
  }
}

function filesLike(directory: string, pattern: RegExp) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, {recursive: true})
    .map(String)
    .filter((name) => pattern.test(path.basename(name)) && statSync(path.join(directory, name)).isFile())
    .map((name) => {
      const body = readFileSync(path.join(directory, name));
      return {file: name, raw: body.length, gzip: gzipSize(body)};
    });
}

/** Many files (a sharded index) as one row: how many, and their total and largest sizes. */
function summariseFiles(files: readonly {raw: number; gzip: number}[]) {
  return {
    count: files.length,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    largestGzip: Math.max(0, ...files.map((f) => f.gzip)),
  };
}

const typeInto = (page: Page, value: string) => page.evaluate((v) => window.__paletteBench.input(v), value);

interface LunrRun {
  outcomes: QueryOutcome[];
  /** Index bytes (JSON, transfer) each first query downloaded. */
  indexBytes: number[];
}

/** The judged queries on the stock site's /search page (search-local's lunr), each in a fresh page. */
async function runLunr(browser: Browser): Promise<LunrRun> {
  const stockDir = path.join(mkdtempSync(path.join(tmpdir(), 'larkspur-search-')), 'stock');
  makeStockSite(stockDir);
  console.log(`Cold build of the stock site with search-local in ${stockDir}...`);
  await coldBuild(stockDir, stockBuildCommand, path.join(stockDir, '..', 'build-stock.log'));
  const server = await serve(path.join(stockDir, 'build'), PORT_BASE + 4);
  const run: LunrRun = {outcomes: [], indexBytes: []};
  try {
    for (const judged of JUDGED_QUERIES) {
      const {context, page, downloads} = await openFresh(browser, `${server.url}/search?q=${encodeURIComponent(judged.query)}`);
      await page.locator('article h2 a').first().or(page.getByText('No documents were found')).waitFor({timeout: 60_000});
      const results = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article h2 a'), (link) => link.getAttribute('href') ?? ''),
      );
      run.outcomes.push({query: judged, rank: rankOf(judged, results)});
      run.indexBytes.push(totals(await downloads.take(), ['json']).encoded);
      await context.close();
    }
  } finally {
    await server.stop();
  }
  return run;
}

interface MiniSearchRun {
  outcomes: QueryOutcome[];
  indexGzip: number;
}

/** The judged queries on a MiniSearch index of this build's current-version sections, in Node. */
function runMiniSearch(buildDir: string): MiniSearchRun {
  const read = (file: string) => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as unknown;
  const shardsDir = path.join(buildDir, 'search-shards');
  const manifestFile = readdirSync(shardsDir).find((name) => name.startsWith('manifest-current-'));
  const articlesFile = readdirSync(buildDir).find((name) => /^search-articles-.*\.json$/.test(name));
  if (!manifestFile || !articlesFile)
    throw new Error('No search-shards manifest or search-articles file in build/. Run `npm run build` first.');
  const manifest = read(`search-shards/${manifestFile}`) as ShardManifest;
  const keywords = new Map((read(articlesFile) as ArticleIndex).articles.map((article) => [article.path, article.keywords.join(' ')]));
  const sections = manifest.sectionChunks.flatMap(([, file]) => (read(`search-shards/${file}`) as SectionChunk).sections);
  const documents = sections.map(([heading, anchor, text], id) => {
    const [title, url, first] = manifest.pages[pageOfSection(manifest, id)];
    return {
      id,
      url: anchor ? `${url}#${anchor}` : url,
      title: id === first ? title : '',
      keywords: id === first ? (keywords.get(url) ?? '') : '',
      heading,
      text,
    };
  });
  const options = {
    fields: ['title', 'keywords', 'heading', 'text'],
    storeFields: ['url'],
    processTerm: (term: string) => stemmer(term.toLowerCase()),
    searchOptions: {boost: {title: 3, keywords: 3, heading: 2}, fuzzy: 0.2, prefix: true},
  };
  const index = new MiniSearch<(typeof documents)[number]>(options);
  index.addAll(documents);
  const serialized = JSON.stringify(index);
  const loaded = MiniSearch.loadJSON<(typeof documents)[number]>(serialized, options);
  return {
    indexGzip: gzipSize(serialized),
    outcomes: JUDGED_QUERIES.map((judged) => ({
      query: judged,
      rank: rankOf(
        judged,
        loaded.search(judged.query).map((hit) => String(hit.url)),
      ),
    })),
  };
}

/** A count, or an interpolated percentile of counts, to one decimal. */
const formatCount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The search's index files: the article list (search-articles-*.json) and the full-text index (search-shards/). */
const isIndexFile = ({url}: {url: string}) => /\/search-(articles-[^/]*|shards\/[^/]*)\.json$/.test(url);

/** Lighthouse's mobile throttling ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower. */
const SLOW_4G = {latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4};

interface PhoneQuery {
  query: string;
  requests: number;
  encoded: number;
  /** Input event to the title/keyword results in the DOM, and to the full-text results. */
  titleMs: number | null;
  fullTextMs: number | null;
}

/**
 * The palette's first query on a simulated slow 4G phone (Chrome DevTools Protocol
 * network emulation and CPU throttling), for each of QUERIES in a fresh page: the
 * page loads and the palette opens unthrottled, then the phone's network and CPU
 * apply and the query is typed at once, as a reader would paste it.
 */
async function runSlowPhone(browser: Browser, url: string): Promise<PhoneQuery[]> {
  const results: PhoneQuery[] = [];
  for (const query of QUERIES) {
    const {context, page, downloads} = await openFresh(browser, url, PALETTE_PROBE);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const opened = page.evaluate(() => window.__paletteBench.openTime());
    await page.keyboard.press('Control+k');
    await opened;
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.downloadThroughput,
      uploadThroughput: SLOW_4G.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOW_4G.cpuSlowdown});
    await downloads.take();
    downloads.clear();
    const timing = await typeInto(page, query);
    const fetched = totals((await downloads.take()).filter(isIndexFile));
    results.push({query, requests: fetched.requests, encoded: fetched.encoded, titleMs: timing.commit, fullTextMs: timing.fullText});
    await context.close();
  }
  return results;
}

async function main() {
  const rounds = option('rounds', 1);
  const buildDir = path.join(REPO_ROOT, 'build');
  const indexes = {
    titleKeyword: filesLike(buildDir, /^search-articles-.*\.json$/),
    shards: summariseFiles(filesLike(path.join(buildDir, 'search-shards'), /\.json$/)),
  };
  if (!indexes.titleKeyword.length) throw new Error('No search-articles-*.json in build/. Run `npm run build` first.');

  const server = await serve(buildDir, PORT_BASE + 3);
  const browser = await launchChromium();
  const openTimes: number[] = [];
  const firstQueries: {
    query: string;
    kind: string;
    heldOut: boolean;
    ms: number | null;
    encoded: number;
    raw: number;
    requests: number;
    files: string[];
    results: string[];
  }[] = [];
  const outcomes: QueryOutcome[] = [];
  const keystrokes: {query: string; typed: string; timing: InputTiming}[] = [];
  const slowPhone: PhoneQuery[] = [];
  try {
    for (const judged of JUDGED_QUERIES) {
      const {context, page, downloads} = await openFresh(browser, server.url + START_PATH, PALETTE_PROBE);
      await downloads.take();
      downloads.clear();
      // Shortcuts work once the page is hydrated.
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const opened = page.evaluate(() => window.__paletteBench.openTime());
      await page.keyboard.press('Control+k');
      openTimes.push(await opened);

      // Counted from Ctrl+K: the article list the palette loads on opening, and what the query loads.
      const timing = await typeInto(page, judged.query);
      const fetched = (await downloads.take()).filter(isIndexFile);
      const results = await page.evaluate(() =>
        Array.from(document.querySelectorAll('dialog[open] a[role="option"]'), (link) => link.getAttribute('href') ?? ''),
      );
      outcomes.push({query: judged, rank: rankOf(judged, results)});
      firstQueries.push({
        query: judged.query,
        kind: judged.kind,
        heldOut: !!judged.heldOut,
        ms: timing.fullText,
        ...totals(fetched),
        files: fetched.map((d) => d.url),
        results: results.slice(0, 5),
      });
      await context.close();
    }

    slowPhone.push(...(await runSlowPhone(browser, server.url + START_PATH)));

    const {context, page} = await openFresh(browser, server.url + START_PATH, PALETTE_PROBE);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.evaluate(() => window.__paletteBench.openTime());
    for (let round = 0; round < rounds; round++) {
      for (const query of QUERIES) {
        await typeInto(page, '');
        for (let length = 1; length <= query.length; length++) {
          const typed = query.slice(0, length);
          keystrokes.push({query, typed, timing: await typeInto(page, typed)});
        }
      }
    }
    await context.close();
  } finally {
    await server.stop();
  }
  const lunr = flag('lunr') ? await runLunr(browser).finally(() => browser.close()) : (await browser.close(), null);

  const commits = keystrokes.map((k) => k.timing.commit).filter((t): t is number => t !== null);
  const frames = keystrokes.map((k) => k.timing.frame);
  const fullTexts = keystrokes.map((k) => k.timing.fullText).filter((t): t is number => t !== null);
  const finals = QUERIES.map((query) => {
    const last = keystrokes.filter((k) => k.typed === query).at(-1)!;
    return {query, ...last.timing};
  });

  console.log(`\nSearch benchmark: ${server.url}${START_PATH}, Chromium, gzip\n`);
  console.log(
    renderTable(
      ['index', 'file', 'raw', 'gzip'],
      [
        ...indexes.titleKeyword.map((f) => ['title/keyword (palette)', f.file, formatBytes(f.raw), formatBytes(f.gzip)]),
        [
          'full text (search-shards)',
          `${indexes.shards.count} files, largest ${formatBytes(indexes.shards.largestGzip)} gzip`,
          formatBytes(indexes.shards.raw),
          formatBytes(indexes.shards.gzip),
        ],
      ],
    ),
  );
  console.log(`\nQuality: ${JUDGED_QUERIES.length} judged queries, each the first query of a fresh page, ranked as the palette shows them`);
  console.log(renderTable(['queries', 'found in top 3', 'found first', 'MRR'], qualityRows(outcomes).map(qualityCells)));
  // Held-out misses are not named: reading them would be tuning to them (searchQueries.ts).
  const missed = (items: readonly QueryOutcome[]) =>
    items
      .filter(({query, rank}) => !query.heldOut && (rank === null || rank > 3))
      .map(({query, rank}) => `"${query.query}" (${rank ?? 'not found'})`)
      .join(', ');
  console.log(`tuning queries not in the top 3: ${missed(outcomes) || 'none'}`);
  const miniSearch = flag('minisearch') ? runMiniSearch(buildDir) : null;
  if (miniSearch) {
    console.log(`\nThe same queries on MiniSearch over the same sections (Node)`);
    console.log(renderTable(['queries', 'found in top 3', 'found first', 'MRR'], qualityRows(miniSearch.outcomes).map(qualityCells)));
    console.log(`tuning queries not in the top 3: ${missed(miniSearch.outcomes) || 'none'}`);
    console.log(`whole index a first query needs (gzip): ${formatBytes(miniSearch.indexGzip)}`);
  }
  if (lunr) {
    console.log(`\nThe same queries on search-local's /search page (lunr, stock site), first query of a fresh page`);
    console.log(renderTable(['queries', 'found in top 3', 'found first', 'MRR'], qualityRows(lunr.outcomes).map(qualityCells)));
    console.log(`tuning queries not in the top 3: ${missed(lunr.outcomes) || 'none'}`);
    console.log(`index downloaded by the first query (JSON, transfer): median ${formatBytes(median(lunr.indexBytes))}`);
  }
  const bytesOf = (items: typeof firstQueries) => items.map((item) => item.encoded);
  console.log(
    '\nFirst query of a fresh page: index files loaded from Ctrl+K (the article list and what the query needs; transfer) and input to full-text results',
  );
  console.log(
    renderTable(
      ['queries', 'count', 'requests median', 'requests p95', 'bytes median', 'bytes p95', 'bytes max', 'time median'],
      [...QUERY_KINDS.map((kind) => [kind, firstQueries.filter((q) => q.kind === kind)] as const), ['all', firstQueries] as const].map(
        ([label, items]) => {
          const times = items.map((item) => item.ms).filter((ms): ms is number => ms !== null);
          const requests = items.map((item) => item.requests);
          return [
            label,
            String(items.length),
            formatCount(median(requests)),
            formatCount(p95(requests)),
            formatBytes(median(bytesOf(items))),
            formatBytes(p95(bytesOf(items))),
            formatBytes(Math.max(...bytesOf(items))),
            formatMs(median(times)),
          ];
        },
      ),
    ),
  );
  console.log(`first open (Ctrl+K to articles listed): median ${formatMs(median(openTimes))} over ${openTimes.length} fresh pages`);
  console.log(
    `\nThe palette's first query on a slow 4G phone (CDP: ${SLOW_4G.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU ${SLOW_4G.cpuSlowdown}x slower), ${slowPhone.length} queries`,
  );
  const phoneTimes = (pick: (q: PhoneQuery) => number | null) => slowPhone.map(pick).filter((ms): ms is number => ms !== null);
  console.log(
    renderTable(
      ['first query', 'median', 'p95', 'max'],
      [
        ['requests', ...[median, p95, (v: number[]) => Math.max(...v)].map((f) => formatCount(f(slowPhone.map((q) => q.requests))))],
        ['bytes (transfer)', ...[median, p95, (v: number[]) => Math.max(...v)].map((f) => formatBytes(f(slowPhone.map((q) => q.encoded))))],
        [
          'input to title/keyword results',
          ...[median, p95, (v: number[]) => Math.max(...v)].map((f) => formatMs(f(phoneTimes((q) => q.titleMs)))),
        ],
        [
          'input to full-text results',
          ...[median, p95, (v: number[]) => Math.max(...v)].map((f) => formatMs(f(phoneTimes((q) => q.fullTextMs)))),
        ],
      ],
    ),
  );
  console.log(`\nPer keystroke, indexes loaded: ${QUERIES.length} queries, ${keystrokes.length} keystrokes, ${rounds} round(s)`);
  console.log(
    renderTable(
      ['input event to', 'samples', 'median', 'p95', 'max'],
      [
        [
          'title/keyword results in the DOM',
          String(commits.length),
          formatMs(median(commits)),
          formatMs(p95(commits)),
          formatMs(Math.max(...commits)),
        ],
        [
          'title/keyword results, next frame',
          String(frames.length),
          formatMs(median(frames)),
          formatMs(p95(frames)),
          formatMs(Math.max(...frames)),
        ],
        [
          'full-text results in the DOM',
          String(fullTexts.length),
          formatMs(median(fullTexts)),
          formatMs(p95(fullTexts)),
          formatMs(Math.max(...fullTexts)),
        ],
      ],
    ),
  );
  console.log('\nLast keystroke of each query');
  console.log(
    renderTable(
      ['query', 'title DOM', 'next frame', 'full text', 'options', 'text hits'],
      finals.map((f) => [
        f.query.length > 40 ? `${f.query.slice(0, 37)}...` : f.query,
        f.commit === null ? 'n/a' : formatMs(f.commit),
        formatMs(f.frame),
        f.fullText === null ? 'n/a' : formatMs(f.fullText),
        String(f.options),
        String(f.textHits),
      ]),
    ),
  );
  const file = writeResults('search', {
    date: new Date().toISOString(),
    url: server.url + START_PATH,
    rounds,
    indexes,
    firstOpenMs: openTimes,
    firstQueries,
    quality: qualityRows(outcomes),
    lunr: lunr && {quality: qualityRows(lunr.outcomes), indexBytes: lunr.indexBytes},
    miniSearch: miniSearch && {quality: qualityRows(miniSearch.outcomes), indexGzip: miniSearch.indexGzip},
    keystrokes,
    slowPhone,
    summary: {
      firstOpenMedianMs: median(openTimes),
      firstQueryMedianBytes: median(bytesOf(firstQueries)),
      firstQueryP95Bytes: p95(bytesOf(firstQueries)),
      firstQueryMedianRequests: median(firstQueries.map((q) => q.requests)),
      titleCommit: {median: median(commits), p95: p95(commits)},
      titleFrame: {median: median(frames), p95: p95(frames)},
      fullText: {median: median(fullTexts), p95: p95(fullTexts), samples: fullTexts.length},
    },
  });
  console.log(`\nWritten to ${file}`);
}

await main();
