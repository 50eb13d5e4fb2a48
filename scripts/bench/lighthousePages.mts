/**
 * Lighthouse mobile over many pages of two or more served sites, run by run
 * and page by page with the sites interleaved (so each page's runs meet the
 * same machine load on every site), summarised as medians per page with the
 * worst pages of each site. `npm run bench` runs it on ours and stock over
 * every article of the sitemap; on its own it compares builds of ours, e.g.
 * before and after a change:
 *
 *   npm run bench:pages -- --site before=/tmp/build-before --site after=build [--runs 3] [/docs/a /docs/b ...]
 *
 * Without paths it takes every article of the first site's sitemap.xml.
 * Results also go to bench-results/pages-*.json.
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {LIGHTHOUSE, PORT_BASE, option, serve, siteOptions, writeResults, type Server} from './harness.mjs';
import {runLighthouse, type LighthouseScores} from './lighthouse.mjs';
import {sitemapArticles} from './sitemap.mjs';
import {formatMs, median, renderTable} from './stats';

/** Issue 33's targets for every article: performance, total blocking time, and never below the other site. */
export const PAGE_TARGETS = {performance: 95, tbtMs: 200};

export interface SiteUnderTest {
  name: string;
  url: string;
}

/** Per page, per site, the scores of each run. */
export type SweepResults = Record<string, Record<string, LighthouseScores[]>>;

export interface SweepSummary {
  page: string;
  site: string;
  runs: number;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

export async function lighthouseSweep(
  sites: readonly SiteUnderTest[],
  pages: readonly string[],
  runs: number,
  lighthousePort: number,
  errors: string[],
): Promise<SweepResults> {
  const results: SweepResults = {};
  for (const page of pages) results[page] = Object.fromEntries(sites.map((site) => [site.name, []]));
  const total = runs * pages.length * sites.length;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const site of sites) {
        try {
          results[page]![site.name]!.push(await runLighthouse(site.url + page, lighthousePort));
        } catch (error) {
          errors.push(`${site.name} ${page}: ${(error as Error).message}`);
        }
        done++;
        if (done % 20 === 0) console.log(`Lighthouse ${done}/${total} (load average ${loadavg()[0].toFixed(1)})`);
      }
    }
  }
  return results;
}

export function summarise(results: SweepResults): SweepSummary[] {
  return Object.entries(results).flatMap(([page, bySite]) =>
    Object.entries(bySite).map(([site, scores]) => ({
      page,
      site,
      runs: scores.length,
      performance: median(scores.map((s) => s.performance)),
      tbtMs: median(scores.map((s) => s.tbtMs)),
      lcpMs: median(scores.map((s) => s.lcpMs)),
      cls: median(scores.map((s) => s.cls)),
    })),
  );
}

const score = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');

/**
 * One row per page: each site's median performance, TBT and LCP; whether the first
 * site meets the targets (performance and TBT, and not below any other site); then
 * the worst pages of each site.
 */
export function printSweep(results: SweepResults, sites: readonly string[], worst = 5): void {
  const summaries = summarise(results);
  const of = (page: string, site: string) => summaries.find((s) => s.page === page && s.site === site)!;
  const [first, ...others] = sites;
  const rows = Object.keys(results).map((page) => {
    const mine = of(page, first!);
    const met =
      mine.performance >= PAGE_TARGETS.performance &&
      mine.tbtMs <= PAGE_TARGETS.tbtMs &&
      others.every((other) => !(mine.performance < of(page, other).performance));
    return [
      page,
      ...sites.map((site) => score(of(page, site).performance)),
      ...sites.map((site) => formatMs(of(page, site).tbtMs)),
      ...sites.map((site) => formatMs(of(page, site).lcpMs)),
      Number.isFinite(mine.cls) ? mine.cls.toFixed(3) : 'n/a',
      Number.isFinite(mine.performance) ? (met ? 'met' : 'NOT MET') : 'n/a',
    ];
  });
  console.log(
    renderTable(
      [
        'page',
        ...sites.map((site) => `perf ${site}`),
        ...sites.map((site) => `TBT ${site}`),
        ...sites.map((site) => `LCP ${site}`),
        `CLS ${first}`,
        `${first}: >= ${PAGE_TARGETS.performance}, TBT <= ${PAGE_TARGETS.tbtMs} ms, >= ${others.join('/') || 'others'}`,
      ],
      rows,
    ),
  );
  const met = rows.filter((row) => row.at(-1) === 'met').length;
  console.log(`${first} meets the targets on ${met} of ${rows.length} pages`);
  for (const site of sites) {
    const ranked = summaries
      .filter((s) => s.site === site && Number.isFinite(s.performance))
      .sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)
      .slice(0, worst);
    console.log(`\nWorst ${ranked.length} pages of ${site} (median performance, TBT, LCP)`);
    for (const s of ranked) console.log(`  ${score(s.performance)}  ${formatMs(s.tbtMs)}  ${formatMs(s.lcpMs)}  ${s.page}`);
  }
}

async function main() {
  const runs = option('runs', 3);
  const sites = siteOptions();
  if (sites.length < 1)
    throw new Error('Give at least one --site name=buildDir (two to compare, e.g. --site before=/tmp/build-before --site after=build).');
  const args = process.argv.slice(2);
  const given = args.filter((arg, index) => arg.startsWith('/') && !['--site', '--runs'].includes(args[index - 1] ?? ''));
  const pages = given.length ? given : sitemapArticles(sites[0]!.dir);
  const servers: Server[] = [];
  try {
    for (const [index, site] of sites.entries()) servers.push(await serve(site.dir, PORT_BASE + 5 + index));
    console.log(
      `${LIGHTHOUSE} mobile, ${pages.length} page(s) x ${sites.length} site(s) x ${runs} run(s), interleaved; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const errors: string[] = [];
    const results = await lighthouseSweep(
      sites.map((site, index) => ({name: site.name, url: servers[index]!.url})),
      pages,
      runs,
      PORT_BASE + 2,
      errors,
    );
    console.log(
      `\nMedian of ${runs} per page; load average at the end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    printSweep(
      results,
      sites.map((site) => site.name),
    );
    for (const error of errors) console.log(`Lighthouse error: ${error}`);
    console.log(
      `\nWritten to ${writeResults('pages', {date: new Date().toISOString(), runs, sites, results, errors, loadAverage: loadavg()})}`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
