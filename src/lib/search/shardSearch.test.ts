import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {ShardManifest} from './shardFormat';
import {rankSections, type TermMatch} from './shardSearch';

// Page A: sections 0 (intro) to 2; page B "WordPress Security": 3 (intro) to 5; page C: 6 to 9.
const manifest: ShardManifest = {
  pages: [['A', '/docs/a', 0], ['WordPress Security', '/docs/b', 3], ['C', '/docs/c', 6]],
  sectionCount: 10,
  termShards: [],
  sectionChunks: [],
};

const term = (name: string, ...postings: [section: number, count: number, inHeading?: boolean][]): TermMatch => ({
  term: name,
  postings: postings.map(([section, count, inHeading = false]) => ({section, count, inHeading})),
});

test('a match in a heading outranks matches in the body', () => {
  const ranked = rankSections(manifest, [[term('backup', [1, 0, true], [7, 4])]], ['backup']);
  assert.deepEqual(ranked.map((r) => [r.section, r.headingMatch]), [[1, true], [7, false]]);
});

test('sections must match every word; with none, any word', () => {
  const dns = term('dns', [1, 1], [2, 1], [7, 2]);
  const ttl = term('ttl', [2, 1], [8, 1]);
  assert.deepEqual(rankSections(manifest, [[dns], [ttl]], ['dns', 'ttl']).map((r) => r.section), [2]);
  const either = rankSections(manifest, [[dns], []], ['dns', 'zzz']).map((r) => r.section);
  assert.deepEqual(either.sort(), [1, 2, 7]);
  const noneInCommon = rankSections(manifest, [[term('dns', [1, 1])], [term('ttl', [8, 1])]], ['dns', 'ttl']);
  assert.deepEqual(noneInCommon.map((r) => r.section).sort(), [1, 8]);
});

test("a word in the page title counts for the page's sections, but a section needs a word of its own", () => {
  const wordpress = term('wordpress', [3, 0, true], [9, 1]);
  const security = term('security', [1, 2], [4, 1]);
  const ranked = rankSections(manifest, [[wordpress], [security]], ['wordpress', 'security']);
  assert.deepEqual(ranked.map((r) => r.section), [4], 'section 5 has neither word itself; section 1 is not on the WordPress page');
});

test('an exact term outranks a longer term the word is a prefix of', () => {
  const ranked = rankSections(manifest, [[term('plugin', [1, 1]), term('plugins', [2, 1])]], ['plugin']);
  assert.deepEqual(ranked.map((r) => r.section), [1, 2]);
});

test('a rarer word weighs more than a common one', () => {
  const common = term('site', ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((s): [number, number] => [s, 1]));
  const rare = term('hsts', [5, 1], [6, 1]);
  const ranked = rankSections(manifest, [[common], [rare]], ['site', 'hsts']);
  assert.deepEqual(ranked.map((r) => r.section), [5, 6]);
  const either = rankSections(manifest, [[term('site', [0, 1], [1, 1], [2, 1], [3, 1])], [term('hsts', [8, 1])]], ['site', 'hsts']);
  assert.equal(either[0].section, 8);
});
