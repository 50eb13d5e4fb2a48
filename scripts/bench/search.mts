/**
 * Search palette benchmark against the production build (run `npm run build`
 * first), served by scripts/serve.ts with gzip, in Debian's Chromium:
 *
 *   npm run bench:search [-- --runs 5 --rounds 1]
 *
 * Prints the sizes of the palette's title/keyword index and of the full-text
 * index (search-local's file, or the files under search-shards/); the first-open time (Ctrl+K to the dialog listing articles) and the
 * bytes and time of the first query over --runs fresh page loads; and, with the
 * indexes loaded, the time from each keystroke's input event to the
 * title/keyword results (DOM commit and next frame) and to the full-text
 * results, over QUERIES typed one character at a time, --rounds times. Times are
 * taken in the page with performance.now(), not with Playwright round trips.
 * Results also go to bench-results/search-*.json.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {PORT_BASE, REPO_ROOT, gzipSize, launchChromium, openFresh, option, serve, totals, writeResults} from './harness.mjs';
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
const FIRST_QUERY = 'backup';
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
  const listbox = () => document.querySelector('[role="dialog"] [role="listbox"]');
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
      const input = document.querySelector('[role="dialog"] input');
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

async function main() {
  const runs = option('runs', 5);
  const rounds = option('rounds', 1);
  const buildDir = path.join(REPO_ROOT, 'build');
  const indexes = {
    titleKeyword: filesLike(buildDir, /^search-articles-.*\.json$/),
    fullText: filesLike(buildDir, /^search-index.*\.json$/).filter((f) => !f.file.includes(path.sep)),
    shards: summariseFiles(filesLike(path.join(buildDir, 'search-shards'), /\.json$/)),
  };
  if (!indexes.titleKeyword.length) throw new Error('No search-articles-*.json in build/. Run `npm run build` first.');

  const server = await serve(buildDir, PORT_BASE + 3);
  const browser = await launchChromium();
  const openTimes: number[] = [];
  const openBytes: number[] = [];
  const firstQueryTimes: number[] = [];
  const firstQueryBytes: {raw: number; encoded: number; requests: number; files: string[]}[] = [];
  const keystrokes: {query: string; typed: string; timing: InputTiming}[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const {context, page, downloads} = await openFresh(browser, server.url + START_PATH, PALETTE_PROBE);
      await downloads.take();
      downloads.clear();

      const opened = page.evaluate(() => window.__paletteBench.openTime());
      await page.keyboard.press('Control+k');
      openTimes.push(await opened);
      await page.waitForLoadState('networkidle');
      openBytes.push(totals(await downloads.take()).encoded);
      downloads.clear();

      const first = await typeInto(page, FIRST_QUERY);
      if (first.fullText === null) throw new Error(`No full-text results for "${FIRST_QUERY}" on the first query`);
      firstQueryTimes.push(first.fullText);
      const fetched = await downloads.take();
      firstQueryBytes.push({...totals(fetched), files: fetched.map((d) => d.url)});

      if (run === runs - 1) {
        for (let round = 0; round < rounds; round++) {
          for (const query of QUERIES) {
            await typeInto(page, '');
            for (let length = 1; length <= query.length; length++) {
              const typed = query.slice(0, length);
              keystrokes.push({query, typed, timing: await typeInto(page, typed)});
            }
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const commits = keystrokes.map((k) => k.timing.commit).filter((t): t is number => t !== null);
  const frames = keystrokes.map((k) => k.timing.frame);
  const fullTexts = keystrokes.map((k) => k.timing.fullText).filter((t): t is number => t !== null);
  const finals = QUERIES.map((query) => {
    const last = keystrokes.filter((k) => k.typed === query).at(-1)!;
    return {query, ...last.timing};
  });

  console.log(`\nSearch palette benchmark: ${server.url}${START_PATH}, Chromium, gzip\n`);
  console.log(
    renderTable(
      ['index', 'file', 'raw', 'gzip'],
      [
        ...indexes.titleKeyword.map((f) => ['title/keyword (palette)', f.file, formatBytes(f.raw), formatBytes(f.gzip)]),
        ...indexes.fullText.map((f) => ['full text (search-local)', f.file, formatBytes(f.raw), formatBytes(f.gzip)]),
        ...(indexes.shards.count
          ? [['full text (search-shards)', `${indexes.shards.count} files, largest ${formatBytes(indexes.shards.largestGzip)} gzip`, formatBytes(indexes.shards.raw), formatBytes(indexes.shards.gzip)]]
          : []),
      ],
    ),
  );
  console.log(`\nFresh page loads: ${runs}`);
  console.log(
    renderTable(
      ['measure', 'median', 'min', 'max'],
      [
        ['first open: Ctrl+K to articles listed', formatMs(median(openTimes)), formatMs(Math.min(...openTimes)), formatMs(Math.max(...openTimes))],
        ['bytes downloaded by first open (transfer)', formatBytes(median(openBytes)), formatBytes(Math.min(...openBytes)), formatBytes(Math.max(...openBytes))],
        [`first query "${FIRST_QUERY}": input to full-text results`, formatMs(median(firstQueryTimes)), formatMs(Math.min(...firstQueryTimes)), formatMs(Math.max(...firstQueryTimes))],
        ['bytes downloaded by first query (transfer)', formatBytes(median(firstQueryBytes.map((b) => b.encoded))), formatBytes(Math.min(...firstQueryBytes.map((b) => b.encoded))), formatBytes(Math.max(...firstQueryBytes.map((b) => b.encoded)))],
        ['bytes downloaded by first query (raw)', formatBytes(median(firstQueryBytes.map((b) => b.raw))), formatBytes(Math.min(...firstQueryBytes.map((b) => b.raw))), formatBytes(Math.max(...firstQueryBytes.map((b) => b.raw)))],
      ],
    ),
  );
  console.log(`first query downloads: ${firstQueryBytes[0].files.join(', ')}`);
  console.log(`\nPer keystroke, indexes loaded: ${QUERIES.length} queries, ${keystrokes.length} keystrokes, ${rounds} round(s)`);
  console.log(
    renderTable(
      ['input event to', 'samples', 'median', 'p95', 'max'],
      [
        ['title/keyword results in the DOM', String(commits.length), formatMs(median(commits)), formatMs(p95(commits)), formatMs(Math.max(...commits))],
        ['title/keyword results, next frame', String(frames.length), formatMs(median(frames)), formatMs(p95(frames)), formatMs(Math.max(...frames))],
        ['full-text results in the DOM', String(fullTexts.length), formatMs(median(fullTexts)), formatMs(p95(fullTexts)), formatMs(Math.max(...fullTexts))],
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
    runs,
    rounds,
    indexes,
    firstOpenMs: openTimes,
    firstOpenBytes: openBytes,
    firstQuery: {query: FIRST_QUERY, ms: firstQueryTimes, bytes: firstQueryBytes},
    keystrokes,
    summary: {
      firstOpenMedianMs: median(openTimes),
      firstQueryMedianMs: median(firstQueryTimes),
      firstQueryMedianBytes: median(firstQueryBytes.map((b) => b.encoded)),
      titleCommit: {median: median(commits), p95: p95(commits)},
      titleFrame: {median: median(frames), p95: p95(frames)},
      fullText: {median: median(fullTexts), p95: p95(fullTexts), samples: fullTexts.length},
    },
  });
  console.log(`\nWritten to ${file}`);
}

await main();
