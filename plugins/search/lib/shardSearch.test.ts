import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {ShardManifest} from './shardFormat';
import {MATCH_WEIGHTS, rankSections, termWeight, withinTextBudget, type TermMatch} from './shardSearch';
import {queryWords} from './tokenize';

// Page A: sections 0 (intro) to 2; page B "WordPress Security": 3 (intro) to 5; page C: 6 to 9.
const manifest: ShardManifest = {
  pages: [
    ['A', '/docs/a', 0],
    ['WordPress Security', '/docs/b', 3],
    ['C', '/docs/c', 6],
  ],
  sectionCount: 10,
  termShards: [],
  sectionChunks: [],
  lexicon: 'lexicon.json',
  synonyms: [],
};

const term = (
  name: string,
  ...postings: [section: number, count: number, inHeading?: boolean, synonym?: boolean, code?: boolean][]
): TermMatch => ({
  term: name,
  weight: 1,
  postings: postings.map(([section, count, inHeading = false, synonym = false, code = false]) => ({
    section,
    count,
    inHeading,
    synonym,
    code,
  })),
});

test('a match in the body outranks the same match in code', () => {
  const ranked = rankSections(manifest, [[term('444', [7, 1, false, false, true], [1, 1])]]);
  assert.deepEqual(
    ranked.map((r) => r.section),
    [1, 7],
  );
});

test('a match in a heading outranks matches in the body', () => {
  const ranked = rankSections(manifest, [[term('backup', [1, 0, true], [7, 4])]]);
  assert.deepEqual(
    ranked.map((r) => [r.section, r.headingMatch]),
    [
      [1, true],
      [7, false],
    ],
  );
});

test('sections holding every word come first, then those holding some', () => {
  const dns = term('dns', [1, 1], [2, 1], [7, 2]);
  const ttl = term('ttl', [2, 1], [8, 1]);
  const ranked = rankSections(manifest, [[dns], [ttl]]).map((r) => r.section);
  assert.equal(ranked[0], 2);
  assert.deepEqual(ranked.slice(1).sort(), [1, 7, 8]);
  assert.deepEqual(
    rankSections(manifest, [[dns], []])
      .map((r) => r.section)
      .sort(),
    [1, 2, 7],
    'a word found nowhere does not empty the results',
  );
});

test("a word in the page title counts for the page's sections", () => {
  const wordpress = term('wordpress', [3, 0, true], [9, 1]);
  const security = term('security', [1, 2], [4, 1]);
  const ranked = rankSections(manifest, [[wordpress], [security]]);
  assert.equal(ranked[0].section, 4, 'section 4 has "security" and its page title "WordPress"');
  assert.ok(!ranked.some((r) => r.section === 5), 'section 5 has neither word itself');
});

test('a better-matching term outranks a weaker one', () => {
  const ranked = rankSections(manifest, [[term('plugin', [1, 1]), {...term('plugins', [2, 1]), weight: MATCH_WEIGHTS.inflected}]]);
  assert.deepEqual(
    ranked.map((r) => r.section),
    [1, 2],
  );
});

test('a rarer word weighs more than a common one', () => {
  const common = term('site', ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((s): [number, number] => [s, 1]));
  const rare = term('hsts', [5, 1], [6, 1]);
  assert.deepEqual(
    rankSections(manifest, [[common], [rare]])
      .slice(0, 2)
      .map((r) => r.section),
    [5, 6],
  );
  const either = rankSections(manifest, [[term('site', [0, 1], [1, 1], [2, 1], [3, 1])], [term('hsts', [8, 1])]]);
  assert.equal(either[0].section, 8);
});

test('a word matches itself best, then its inflections, then, while typed, longer words', () => {
  const [renewing] = queryWords('renewing ');
  assert.equal(termWeight(renewing, 'renewing'), 1);
  assert.equal(termWeight(renewing, 'renewal'), MATCH_WEIGHTS.inflected);
  assert.equal(termWeight(renewing, 'renew'), MATCH_WEIGHTS.inflected);
  assert.equal(termWeight(renewing, 'rent'), 0, 'a different word');
  const [typing] = queryWords('certi');
  assert.ok(termWeight(typing, 'certificate') > 0 && termWeight(typing, 'certificate') < MATCH_WEIGHTS.inflected);
  assert.ok(termWeight(typing, 'certificate') > termWeight(queryWords('certi ')[0], 'certificate'), 'a finished word is a weaker prefix');
  assert.equal(termWeight(typing, 'cert'), 0);
});

test("a reader's word found through a synonym ranks below the same word used by the section", () => {
  const ranked = rankSections(manifest, [[term('hacker', [1, 2, false, true], [7, 2])]]);
  assert.deepEqual(
    ranked.map((r) => r.section),
    [7, 1],
  );
  assert.ok(Math.abs(ranked[1].score / ranked[0].score - MATCH_WEIGHTS.synonym) < 1e-9);
});

test('the hits shown take their text from at most one chunk per two hits, best first', () => {
  // Chunks: sections 0-1, 2-3, 4-5, 6-7, 8-9.
  const chunked: ShardManifest = {...manifest, sectionChunks: [0, 2, 4, 6, 8].map((first) => [first, `c${first}`])};
  const hits = (...sections: number[]) => sections.map((section) => ({section}));
  const shown = (ranked: {section: number}[], limit: number) => withinTextBudget(chunked, ranked, limit).map(({section}) => section);
  // limit 4: two chunks. Section 5 would need a third; 1 shares the first chunk.
  assert.deepEqual(shown(hits(0, 2, 5, 1, 3, 9), 4), [0, 2, 1, 3]);
  assert.deepEqual(shown(hits(0, 1, 2, 3, 4, 5), 3), [0, 1, 2], 'the limit still holds');
  assert.deepEqual(shown(hits(8, 6, 4, 2, 0), 12), [8, 6, 4, 2, 0], 'twelve hits may use six chunks');
  assert.deepEqual(shown([], 12), []);
});

test("each further section of one page counts a little less, so another page's best section is not pushed out of sight", () => {
  // Page C has the word twice in each of 6 to 9; page A once in 1: C's first three sections, then A's.
  const ranked = rankSections(manifest, [[term('backup', [6, 2], [7, 2], [8, 2], [9, 2], [1, 1])]]);
  assert.deepEqual(
    ranked.map((r) => r.section),
    [6, 7, 8, 1, 9],
  );
});

test("a page holding the query's words across its sections lifts its sections above one section elsewhere holding some", () => {
  // "site slow phones": page C has "slow" in 7 and "phones" in 8; section 1 of page A has "site" and "slow".
  const site = term('site', [1, 1], [4, 1], [7, 1]);
  const slow = term('slow', [1, 1], [7, 1]);
  const phones = term('phones', [8, 1]);
  const ranked = rankSections(manifest, [[site], [slow], [phones]]).map((r) => r.section);
  assert.deepEqual(ranked.slice(0, 2), [7, 8]);
  assert.ok(ranked.indexOf(1) > ranked.indexOf(8));
});
