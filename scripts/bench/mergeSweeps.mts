/**
 * The Lighthouse sweeps of several `npm run bench` chunks (--chunk k/n, see
 * scripts/bench/compare.mts) or `npm run bench:pages` runs, printed as one table
 * with the worst five pages of each site, and the load average each chunk saw:
 *
 *   npm run bench:merge -- bench-results/bench-2026-....json bench-results/bench-....json ...
 */
import {readFileSync} from 'node:fs';
import {printSweep, type SweepResults} from './lighthousePages.mjs';
import {mergeRuns} from './stats';

interface SavedSweep {
  date?: string;
  chunk?: {index: number; count: number};
  lighthouse?: SweepResults;
  results?: SweepResults;
  lighthouseErrors?: string[];
  errors?: string[];
  lighthouseLoadAverage?: {start: number[]; end: number[]};
  loadAverage?: number[];
}

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!files.length) throw new Error('Give the result files to merge: npm run bench:merge -- bench-results/bench-<date>.json ...');
const saved = files.map((file) => {
  const sweep = JSON.parse(readFileSync(file, 'utf8')) as SavedSweep;
  const results = sweep.lighthouse ?? sweep.results;
  if (!results || !Object.keys(results).length)
    throw new Error(`${file} holds no Lighthouse sweep (run with Lighthouse, not --no-lighthouse)`);
  return {file, sweep, results};
});
const load = (values?: number[]) => (values?.length ? values.map((n) => n.toFixed(1)).join(' ') : 'not recorded');
for (const {file, sweep, results} of saved) {
  const load1 = sweep.lighthouseLoadAverage;
  console.log(
    `${file}: ${sweep.date ?? 'no date'}, chunk ${sweep.chunk ? `${sweep.chunk.index}/${sweep.chunk.count}` : 'none'}, ${Object.keys(results).length} pages, load average ${
      load1 ? `${load(load1.start)} at the start, ${load(load1.end)} at the end` : load(sweep.loadAverage)
    }`,
  );
}
const merged = mergeRuns(saved.map((entry) => entry.results));
const sites = [...new Set(Object.values(merged).flatMap((bySite) => Object.keys(bySite)))];
console.log(`\nLighthouse mobile, ${Object.keys(merged).length} pages merged from ${saved.length} file(s), medians per page`);
printSweep(merged, sites);
for (const {sweep} of saved) for (const error of sweep.lighthouseErrors ?? sweep.errors ?? []) console.log(`Lighthouse error: ${error}`);
