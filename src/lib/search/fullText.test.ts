import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toTextHits} from './fullText';

const page = {i: 1, t: 'Backups', u: '/docs/hosting/backups'};

test('maps headings and passages to anchored URLs, skipping titles already listed', () => {
  const hits = toTextHits(
    [
      {document: page, type: 0, page: undefined, tokens: ['backup'], score: 3},
      {document: {i: 2, t: 'The 3-2-1 rule', u: page.u, h: '#three-two-one', p: 1}, type: 1, page, tokens: ['rule'], score: 2},
      {document: {i: 3, t: 'Keep three copies…', u: page.u, h: '#three-two-one', p: 1}, type: 4, page, tokens: ['copies'], score: 1},
      {document: {i: 4, t: 'Retention', u: page.u, h: '#retention', p: 1}, type: 1, page, tokens: ['retention'], score: 1},
    ],
    new Set(['/docs/hosting/backups']),
  );
  assert.deepEqual(hits.map((h) => [h.url, h.kind, h.pageTitle]), [
    ['/docs/hosting/backups#three-two-one', 'heading', 'Backups'],
    ['/docs/hosting/backups#retention', 'heading', 'Backups'],
  ]);
});

test('a title result for an article not matched by title is kept', () => {
  const hits = toTextHits([{document: page, type: 0, page: undefined, tokens: [], score: 1}], new Set());
  assert.deepEqual(hits.map((h) => h.url), ['/docs/hosting/backups']);
});
