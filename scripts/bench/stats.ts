/**
 * Summaries and plain-text tables for the benchmark scripts (scripts/bench/).
 * Pure functions, so the figures the benchmarks print can be unit-tested.
 */

/** The q-quantile (0..1) of the samples, by linear interpolation between closest ranks. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(Math.max(q, 0), 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]): number => quantile(samples, 0.95);

/** "12.3 KB" (1 KB = 1,000 bytes, as browsers' network panels count). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a';
  if (Math.abs(bytes) < 1000) return `${Math.round(bytes)} B`;
  if (Math.abs(bytes) < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** ours/stock as "0.42x"; "n/a" when either side is missing or stock is 0. */
export function formatRatio(ours: number, stock: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) return 'n/a';
  return `${(ours / stock).toFixed(2)}x`;
}

/** A left-aligned first column and right-aligned other columns, with a rule under the header. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The index-th (1-based) of count slices of items, as even as can be; the slices together are items in order. */
export function sliceOf<T>(items: readonly T[], {index, count}: {index: number; count: number}): T[] {
  const start = Math.round(((index - 1) * items.length) / count);
  const end = Math.round((index * items.length) / count);
  return items.slice(start, end);
}

/** Several runs' per-key, per-site lists joined into one (a page measured in two chunks keeps both lists' runs). */
export function mergeRuns<T>(parts: readonly Record<string, Record<string, T[]>>[]): Record<string, Record<string, T[]>> {
  const merged: Record<string, Record<string, T[]>> = {};
  for (const part of parts)
    for (const [key, bySite] of Object.entries(part))
      for (const [site, runs] of Object.entries(bySite)) ((merged[key] ??= {})[site] ??= []).push(...runs);
  return merged;
}
