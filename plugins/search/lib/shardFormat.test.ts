import assert from 'node:assert/strict';
import {test} from 'node:test';
import {decodePostings, encodePostings, pageOfSection, sectionChunkOf, shardFilesFor, type ShardManifest} from './shardFormat';

const manifest: ShardManifest = {
  pages: [
    ['A', '/docs/a', 0],
    ['B', '/docs/b', 3],
    ['C', '/docs/c', 4],
  ],
  sectionCount: 9,
  termShards: [
    ['ab', 't1'],
    ['ba', 't2'],
    ['bd', 't3'],
    ['co', 't4'],
  ],
  sectionChunks: [
    [0, 's1'],
    [4, 's2'],
  ],
  lexicon: 'l1',
  synonyms: [],
};

test('postings survive encoding, as section gaps and count/code/synonym/heading codes', () => {
  const postings = [
    {section: 2, count: 3, inHeading: false, synonym: false, code: false},
    {section: 5, count: 0, inHeading: true, synonym: false, code: false},
    {section: 40, count: 12, inHeading: true, synonym: false, code: false},
    {section: 41, count: 2, inHeading: false, synonym: true, code: false},
    {section: 43, count: 1, inHeading: false, synonym: false, code: true},
  ];
  assert.deepEqual(encodePostings(postings), [2, 24, 3, 1, 35, 97, 1, 18, 2, 12]);
  assert.deepEqual(decodePostings(encodePostings(postings)), postings);
  assert.deepEqual(decodePostings([]), []);
});

test('a prefix needs only the shards its terms can fall in', () => {
  assert.deepEqual(shardFilesFor(manifest, 'abc'), ['t1']);
  assert.deepEqual(shardFilesFor(manifest, 'aa'), [], 'before the first term of all: nothing to load');
  assert.deepEqual(shardFilesFor(manifest, 'bb'), ['t2']);
  assert.deepEqual(shardFilesFor(manifest, 'b'), ['t1', 't2', 't3'], 'a short prefix spans shards');
  assert.deepEqual(shardFilesFor(manifest, 'bd'), ['t3']);
  assert.deepEqual(shardFilesFor(manifest, 'zz'), ['t4']);
  assert.deepEqual(shardFilesFor({...manifest, termShards: []}, 'ab'), []);
});

test('sections map to their chunk and page', () => {
  assert.deepEqual(sectionChunkOf(manifest, 0), {file: 's1', offset: 0});
  assert.deepEqual(sectionChunkOf(manifest, 3), {file: 's1', offset: 3});
  assert.deepEqual(sectionChunkOf(manifest, 8), {file: 's2', offset: 4});
  assert.deepEqual(
    [0, 2, 3, 4, 8].map((section) => pageOfSection(manifest, section)),
    [0, 0, 1, 2, 2],
  );
});
