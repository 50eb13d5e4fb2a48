/**
 * Search quality over the judged query set (searchQueries.ts): for each query,
 * the rank of the first result on one of its target articles, summarised per
 * query kind as found in the top 3, found first and mean reciprocal rank.
 * Pure functions, so the figures `npm run bench:search` prints are unit-tested.
 */
import {createHash} from 'node:crypto';
import type {JudgedQuery, QueryKind} from './searchQueries';

export interface QueryOutcome {
  query: JudgedQuery;
  /** 1-based rank of the first result on a target article; null if none was returned. */
  rank: number | null;
}

/** The rank of the first of `pages` (result URLs, best first) that is one of the query's targets. */
export function rankOf(query: JudgedQuery, pages: readonly string[]): number | null {
  const path = (url: string) => new URL(url, 'http://site').pathname.replace(/\/$/, '') || '/';
  const index = pages.findIndex((page) => query.targets.includes(path(page)));
  return index < 0 ? null : index + 1;
}

export interface QualityRow {
  label: string;
  count: number;
  top3: number;
  first: number;
  mrr: number;
}

function summarise(label: string, outcomes: readonly QueryOutcome[]): QualityRow {
  return {
    label,
    count: outcomes.length,
    top3: outcomes.filter(({rank}) => rank !== null && rank <= 3).length,
    first: outcomes.filter(({rank}) => rank === 1).length,
    mrr: outcomes.length ? outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / outcomes.length : Number.NaN,
  };
}

export const QUERY_KINDS: readonly QueryKind[] = ['title', 'keyword', 'inflected', 'typo', 'question', 'fact', 'everyday', 'plain'];

/** One row per kind (tuning queries), then all tuning queries, then the held-out ones, and the held-out everyday words apart. */
export function qualityRows(outcomes: readonly QueryOutcome[]): QualityRow[] {
  const tuning = outcomes.filter(({query}) => !query.heldOut);
  const heldOut = outcomes.filter(({query}) => query.heldOut);
  return [
    ...QUERY_KINDS.map((kind) =>
      summarise(
        kind,
        tuning.filter(({query}) => query.kind === kind),
      ),
    ),
    summarise('all (tuning)', tuning),
    summarise('held out', heldOut),
    summarise(
      'held out: everyday',
      heldOut.filter(({query}) => query.kind === 'everyday'),
    ),
  ];
}

/** A row as table cells: "58/60 (97%)" style counts and the MRR to two decimals. */
export function qualityCells({label, count, top3, first, mrr}: QualityRow): string[] {
  const share = (n: number) => `${n}/${count} (${count ? Math.round((100 * n) / count) : 0}%)`;
  return [label, share(top3), share(first), Number.isFinite(mrr) ? mrr.toFixed(2) : 'n/a'];
}

/**
 * The half of the tuning queries a query falls in, by a fixed hash of its text
 * (whether the first byte of its SHA-256 is even): a change to ranking or to the synonyms file is
 * decided on one half and confirmed on the other (`npm run bench:search:tuning --
 * --halves`), so what is kept is what carries over to words it was not chosen on.
 */
export function tuningHalf(query: string): 'A' | 'B' {
  return (createHash('sha256').update(query).digest()[0] & 1) === 0 ? 'A' : 'B';
}

/** Per half of the tuning queries (tuningHalf): all of them, then their everyday words. Held-out outcomes are left out. */
export function halfRows(outcomes: readonly QueryOutcome[]): QualityRow[] {
  const tuning = outcomes.filter(({query}) => !query.heldOut);
  return (['A', 'B'] as const).flatMap((half) => {
    const inHalf = tuning.filter(({query}) => tuningHalf(query.query) === half);
    return [
      summarise(`half ${half}`, inHalf),
      summarise(
        `half ${half}: everyday`,
        inHalf.filter(({query}) => query.kind === 'everyday'),
      ),
    ];
  });
}
