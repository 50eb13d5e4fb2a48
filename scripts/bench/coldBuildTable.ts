import {formatMs, formatRatio} from './stats';

/** What `npm run bench` prints of one cold build (`BuildResult` in sites.mts has these and the log). */
export interface ColdBuildFigures {
  seconds: number;
  peakRssMB: number;
  loadAverage: number;
}

/**
 * The rows of the cold-build table. A site whose build the run skipped (`--reuse-build` for ours,
 * a kept `--stock-dir` build for stock) prints why it was not measured, and its ratios print "n/a".
 */
export function coldBuildRows(
  builds: {ours?: ColdBuildFigures; stock?: ColdBuildFigures},
  notMeasured: {ours: string; stock: string},
): string[][] {
  const {ours, stock} = builds;
  const cell = (site: 'ours' | 'stock', format: (build: ColdBuildFigures) => string) => {
    const build = builds[site];
    return build ? format(build) : `not measured (${notMeasured[site]})`;
  };
  const ratio = (pick: (build: ColdBuildFigures) => number) => (ours && stock ? formatRatio(pick(ours), pick(stock)) : 'n/a');
  return [
    [
      'build time',
      cell('ours', (b) => formatMs(b.seconds * 1000)),
      cell('stock', (b) => formatMs(b.seconds * 1000)),
      ratio((b) => b.seconds),
    ],
    [
      'peak memory (RSS, all build processes)',
      cell('ours', (b) => `${Math.round(b.peakRssMB)} MB`),
      cell('stock', (b) => `${Math.round(b.peakRssMB)} MB`),
      ratio((b) => b.peakRssMB),
    ],
    ['load average (1 min) at the end', cell('ours', (b) => b.loadAverage.toFixed(2)), cell('stock', (b) => b.loadAverage.toFixed(2)), ''],
  ];
}
