import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shardFilesFor, type SectionChunk, type TermShard} from '../../src/lib/search/shardFormat';
import {createShardSearch} from '../../src/lib/search/shardSearch';
import {buildShardIndex, type IndexedPage} from './build';

const PAGES: IndexedPage[] = [
  {
    title: 'Website Backups',
    url: '/docs/hosting/backups',
    sections: [
      {heading: '', anchor: '', text: 'How to keep copies of a site you can restore.'},
      {heading: 'The 3-2-1 rule', anchor: 'three-two-one', text: 'Keep three copies of every backup, one offsite.'},
      {heading: 'Restore drills', anchor: 'restore-drills', text: 'Test a backup by restoring it to staging.'},
    ],
  },
  {
    title: 'DNS Management',
    url: '/docs/hosting/dns-management',
    sections: [
      {heading: '', anchor: '', text: 'Records point names at servers.'},
      {heading: 'TTL', anchor: 'ttl', text: 'Lower the DNS TTL a day before a migration.'},
      {heading: 'Zone backups', anchor: 'zone-backups', text: 'Export the zone file.'},
    ],
  },
  ...Array.from({length: 6}, (_, i): IndexedPage => ({
    title: `Filler ${i}`,
    url: `/docs/filler-${i}`,
    sections: [{heading: '', anchor: '', text: `Alpha bravo charlie delta echo foxtrot golf hotel india${i} juliet kilo lima.`}],
  })),
];

/** Serves the built files from memory and records every request. */
function serve(sizes = {termShardBytes: 60, sectionChunkBytes: 120}) {
  const built = buildShardIndex('current', PAGES, sizes);
  const files = new Map([built.manifestFile, ...built.files].map((file) => [`/search-shards/${file.name}`, file.content]));
  const requested: string[] = [];
  const load = async (url: string) => {
    requested.push(url);
    const content = files.get(url);
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content) as unknown;
  };
  return {built, requested, search: createShardSearch(`/search-shards/${built.manifestFile.name}`, load)};
}

const ALL = {limit: 12, excludePages: new Set<string>()};

test('files are named by their content hash and the manifest lists every shard and chunk', () => {
  const {built} = serve();
  assert.match(built.manifestFile.name, /^manifest-current-[0-9a-f]{8}\.json$/);
  for (const file of built.files) assert.match(file.name, /^(terms|sections)-[0-9a-f]{8}\.json$/);
  const {manifest} = built;
  assert.deepEqual(
    [...manifest.termShards.map(([, file]) => file), ...manifest.sectionChunks.map(([, file]) => file)].sort(),
    built.files.map((file) => file.name).sort(),
  );
  assert.equal(manifest.sectionCount, 12);
  assert.deepEqual(manifest.pages.slice(0, 3), [
    ['Website Backups', '/docs/hosting/backups', 0],
    ['DNS Management', '/docs/hosting/dns-management', 3],
    ['Filler 0', '/docs/filler-0', 6],
  ]);
  assert.ok(manifest.termShards.length > 3, 'small shard sizes give several shards');
  assert.equal(buildShardIndex('current', PAGES).manifestFile.name, buildShardIndex('current', PAGES).manifestFile.name, 'same content, same names');
});

test('term shards hold sorted terms with postings; stop words and code-free prose only', () => {
  const {built} = serve({termShardBytes: 1_000_000, sectionChunkBytes: 1_000_000});
  const shard = JSON.parse(built.files.find((file) => file.name.startsWith('terms'))!.content) as TermShard;
  assert.deepEqual([...shard.terms].sort(), shard.terms);
  assert.ok(!shard.terms.includes('the') && !shard.terms.includes('of'));
  const backup = shard.postings[shard.terms.indexOf('backup')];
  assert.deepEqual(backup, [1, 2, 1, 2], 'sections 1 and 2, once each in the text');
  const websites = shard.postings[shard.terms.indexOf('website')];
  assert.deepEqual(websites, [0, 1], "the title's words are in the intro's heading");
  const chunk = JSON.parse(built.files.find((file) => file.name.startsWith('sections'))!.content) as SectionChunk;
  assert.deepEqual(chunk.sections[1], ['The 3-2-1 rule', 'three-two-one', 'Keep three copies of every backup, one offsite.']);
});

test('a word is found by its prefix; hits link to heading anchors, heading hits first', async () => {
  const {search} = serve();
  const hits = await search.search('back', ALL);
  assert.deepEqual(hits.map((hit) => [hit.kind, hit.url]), [
    ['heading', '/docs/hosting/backups'],
    ['heading', '/docs/hosting/dns-management#zone-backups'],
    ['text', '/docs/hosting/backups#three-two-one'],
    ['text', '/docs/hosting/backups#restore-drills'],
  ]);
  assert.deepEqual(hits[0].tokens, ['Backups']);
  assert.equal(hits[2].text, 'Keep three copies of every backup, one offsite.');
});

test('all words must match, else any; the page already listed by title is left out', async () => {
  const {search} = serve();
  assert.deepEqual((await search.search('dns ttl', ALL)).map((hit) => hit.url), ['/docs/hosting/dns-management#ttl']);
  const either = (await search.search('migration offsite', ALL)).map((hit) => hit.url).sort();
  assert.deepEqual(either, ['/docs/hosting/backups#three-two-one', '/docs/hosting/dns-management#ttl']);
  const withoutPage = await search.search('backups', {limit: 12, excludePages: new Set(['/docs/hosting/backups'])});
  assert.deepEqual(withoutPage.map((hit) => hit.url), ['/docs/hosting/dns-management#zone-backups']);
  assert.equal((await search.search('filler', {limit: 2, excludePages: new Set()})).length, 2, 'limit');
});

test('a query loads the manifest, the shards its words fall in and the chunks of its hits, once each', async () => {
  const {built, requested, search} = serve();
  const [hits, again] = await Promise.all([search.search('restore', ALL), search.search('restore', ALL)]);
  assert.deepEqual(again, hits);
  const manifestUrl = `/search-shards/${built.manifestFile.name}`;
  const shardUrls = shardFilesFor(built.manifest, 'restore').map((file) => `/search-shards/${file}`);
  assert.equal(shardUrls.length, 1);
  assert.equal(requested.filter((url) => url === manifestUrl).length, 1);
  assert.deepEqual(requested.filter((url) => url.includes('/terms-')), shardUrls);
  const chunks = requested.filter((url) => url.includes('/sections-'));
  assert.equal(new Set(chunks).size, chunks.length, 'no chunk twice');
  assert.ok(chunks.length >= 1 && chunks.length < built.manifest.sectionChunks.length);
  const before = requested.length;
  await search.search('restore', ALL);
  assert.equal(requested.length, before, 'a repeated query loads nothing');
});

test('a failed load fails that search only; the next one tries again', async () => {
  const built = buildShardIndex('current', PAGES);
  let failNext = true;
  const search = createShardSearch(`/s/${built.manifestFile.name}`, async (url) => {
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    const file = [built.manifestFile, ...built.files].find((f) => url === `/s/${f.name}`)!;
    return JSON.parse(file.content) as unknown;
  });
  await assert.rejects(search.search('backup', ALL), /offline/);
  assert.equal((await search.search('backup', ALL)).length, 4);
});

test('queries with no words load nothing; unsafe text is just text', async () => {
  const {requested, search} = serve();
  for (const query of ['', '   ', '.*', '🙂', '([', 'the ', 'x'.repeat(10_000)]) assert.deepEqual(await search.search(query, ALL), []);
  assert.deepEqual(requested, []);
  assert.deepEqual(await search.search('<script>alert(1)</script>', ALL), []);
});
