import assert from 'node:assert/strict';
import {test} from 'node:test';
import {halfRows, qualityCells, qualityRows, rankOf, tuningHalf} from './searchQuality';
import type {JudgedQuery} from './searchQueries';

const query = (kind: JudgedQuery['kind'], targets: string[], heldOut = false, text = 'q'): JudgedQuery => ({
  query: text,
  kind,
  targets,
  why: '',
  heldOut,
});

test('the rank is that of the first result on any target, by path (anchors, hosts and trailing slashes aside)', () => {
  const judged = query('title', ['/docs/hosting/backups', '/docs/wordpress/backup']);
  assert.equal(rankOf(judged, ['/docs/a', 'https://docs.example.com/docs/wordpress/backup/#restore', '/docs/hosting/backups']), 2);
  assert.equal(rankOf(judged, ['/docs/a']), null);
  assert.equal(rankOf(judged, []), null);
});

test('rows per kind, then all tuning queries, then the held-out ones apart, with their everyday words on their own', () => {
  const rows = qualityRows([
    {query: query('typo', ['/a']), rank: 1},
    {query: query('typo', ['/a']), rank: 4},
    {query: query('fact', ['/a']), rank: null},
    {query: query('fact', ['/a'], true), rank: 2},
    {query: query('everyday', ['/a'], true), rank: 3},
  ]);
  const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
  assert.deepEqual(byLabel.typo, {label: 'typo', count: 2, top3: 1, first: 1, mrr: (1 + 1 / 4) / 2});
  assert.deepEqual(byLabel['all (tuning)'], {label: 'all (tuning)', count: 3, top3: 1, first: 1, mrr: (1 + 1 / 4) / 3});
  assert.deepEqual(byLabel['held out'], {label: 'held out', count: 2, top3: 2, first: 0, mrr: (1 / 2 + 1 / 3) / 2});
  assert.deepEqual(byLabel['held out: everyday'], {label: 'held out: everyday', count: 1, top3: 1, first: 0, mrr: 1 / 3});
  assert.deepEqual(qualityCells(byLabel.typo), ['typo', '1/2 (50%)', '1/2 (50%)', '0.63']);
  assert.deepEqual(qualityCells(byLabel.title), ['title', '0/0 (0%)', '0/0 (0%)', 'n/a']);
});

test('a tuning query falls in the same half on every run, by its text; both halves get queries', () => {
  assert.deepEqual(['backup', 'ssl', 'cache', 'dns', 'nginx', 'gdpr 72'].map(tuningHalf), ['A', 'A', 'A', 'B', 'B', 'B']);
});

test('half rows summarise each half of the tuning queries and its everyday words, never a held-out query', () => {
  const rows = halfRows([
    {query: query('typo', ['/a'], false, 'backup'), rank: 1},
    {query: query('everyday', ['/a'], false, 'ssl'), rank: 4},
    {query: query('everyday', ['/a'], false, 'dns'), rank: 2},
    {query: query('everyday', ['/a'], true, 'nginx'), rank: 1},
    {query: query('fact', ['/a'], true, 'cache'), rank: 1},
  ]);
  assert.deepEqual(rows, [
    {label: 'half A', count: 2, top3: 1, first: 1, mrr: (1 + 1 / 4) / 2},
    {label: 'half A: everyday', count: 1, top3: 0, first: 0, mrr: 1 / 4},
    {label: 'half B', count: 1, top3: 1, first: 0, mrr: 1 / 2},
    {label: 'half B: everyday', count: 1, top3: 1, first: 0, mrr: 1 / 2},
  ]);
});
