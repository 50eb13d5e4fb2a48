import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shardFilesFor, type Lexicon, type SectionChunk, type TermShard} from '../../plugins/search/lib/shardFormat';
import {createShardSearch, typedWordSectionCount, type FullTextResult} from '../../plugins/search/lib/shardSearch';
import {queryWords} from '../../plugins/search/lib/tokenize';
import {buildShardIndex, type IndexedPage} from './shards';

const PAGES: IndexedPage[] = [
  {
    title: 'Website Backups',
    url: '/docs/hosting/backups',
    keywords: ['mysqldump'],
    sections: [
      {heading: '', anchor: '', text: 'How to keep copies of a site you can restore.', code: ''},
      {heading: 'The 3-2-1 rule', anchor: 'three-two-one', text: 'Keep three copies of every backup, one offsite.', code: ''},
      {heading: 'Restore drills', anchor: 'restore-drills', text: 'Test a backup by restoring it to staging.', code: ''},
    ],
  },
  {
    title: 'DNS Management',
    url: '/docs/hosting/dns-management',
    keywords: [],
    description: 'How lookups work, and how to move a domain without downtime.',
    sections: [
      {heading: '', anchor: '', text: 'Records point names at servers.', code: 'dig +short example.com NS'},
      {heading: 'TTL', anchor: 'ttl', text: 'Lower the DNS TTL a day before a migration.', code: 'example.com. 300 IN A 192.0.2.10'},
      {heading: 'Zone backups', anchor: 'zone-backups', text: 'Export the zone file.', code: ''},
    ],
  },
  ...Array.from({length: 6}, (_, i): IndexedPage => ({
    title: `Filler ${i}`,
    url: `/docs/filler-${i}`,
    keywords: [],
    sections: [{heading: '', anchor: '', text: `Alpha bravo charlie delta echo foxtrot golf hotel india${i} juliet kilo lima.`, code: ''}],
  })),
];

/** Serves the built files from memory and records every request. */
function serve(sizes = {termShardBytes: 60, sectionChunkBytes: 120}) {
  const built = buildShardIndex('current', PAGES, {sizes});
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
  for (const file of built.files) assert.match(file.name, /^(terms|sections|lexicon)-[0-9a-f]{8}\.json$/);
  const {manifest} = built;
  assert.deepEqual(
    [...manifest.termShards.map(([, file]) => file), ...manifest.sectionChunks.map(([, file]) => file), manifest.lexicon].sort(),
    built.files.map((file) => file.name).sort(),
  );
  assert.equal(manifest.sectionCount, 12);
  assert.deepEqual(manifest.pages.slice(0, 3), [
    ['Website Backups', '/docs/hosting/backups', 0],
    ['DNS Management', '/docs/hosting/dns-management', 3],
    ['Filler 0', '/docs/filler-0', 6],
  ]);
  assert.ok(manifest.termShards.length > 3, 'small shard sizes give several shards');
  assert.equal(
    buildShardIndex('current', PAGES).manifestFile.name,
    buildShardIndex('current', PAGES).manifestFile.name,
    'same content, same names',
  );
});

test('term shards hold sorted terms with postings; no stop words; a section chunk holds prose, never code', () => {
  const {built} = serve({termShardBytes: 1_000_000, sectionChunkBytes: 1_000_000});
  const shard = JSON.parse(built.files.find((file) => file.name.startsWith('terms'))!.content) as TermShard;
  assert.deepEqual([...shard.terms].sort(), shard.terms);
  assert.ok(!shard.terms.includes('the') && !shard.terms.includes('of'));
  const backup = shard.postings[shard.terms.indexOf('backup')];
  assert.deepEqual(backup, [1, 8, 1, 8], 'sections 1 and 2, once each in the text (count * 8)');
  const websites = shard.postings[shard.terms.indexOf('website')];
  assert.deepEqual(websites, [0, 1], "the title's words are in the intro's heading");
  const chunk = JSON.parse(built.files.find((file) => file.name.startsWith('sections'))!.content) as SectionChunk;
  assert.deepEqual(chunk.sections[1], ['The 3-2-1 rule', 'three-two-one', 'Keep three copies of every backup, one offsite.']);
});

test('the lexicon lists the words a typo may be corrected to, most frequent first, without numbers', () => {
  const {built} = serve();
  const lexicon = JSON.parse(built.files.find((file) => file.name === built.manifest.lexicon)!.content) as Lexicon;
  const terms = lexicon.terms.split(' ');
  assert.ok(terms.indexOf('backup') < terms.indexOf('migration'), '"backup" is in more sections');
  assert.ok(terms.includes('mysqldump'), "keywords are indexed with the page's title");
  assert.ok(!terms.some((term) => /\d/.test(term)));
});

const urls = (result: FullTextResult) => result.hits.map((hit) => hit.url);

test('a word only in code blocks is found, below a section whose prose has it, and is no typo correction', async () => {
  const {built, search} = serve();
  // "dig" and "192.0.2.10" are only in the DNS page's code; "records" is in its prose.
  assert.deepEqual(urls(await search.search('dig ', ALL)), ['/docs/hosting/dns-management']);
  assert.deepEqual(urls(await search.search('192.0.2.10 ', ALL)), ['/docs/hosting/dns-management#ttl']);
  const hit = (await search.search('dig ', ALL)).hits[0];
  assert.equal(hit.text, 'Records point names at servers.', 'the excerpt is prose, never code');
  const lexicon = (JSON.parse(built.files.find((file) => file.name === built.manifest.lexicon)!.content) as Lexicon).terms.split(' ');
  assert.ok(!lexicon.includes('dig') && !lexicon.includes('short'), 'code-only words are not offered as corrections');
  // "example" is in code in two sections; a page whose prose says it would rank first.
  const {hits} = await search.search('ttl example ', ALL);
  assert.equal(hits[0].url, '/docs/hosting/dns-management#ttl');
});

test("the description is searched as the intro's text, and never shown", async () => {
  const {search} = serve();
  const {hits} = await search.search('downtime ', ALL);
  assert.deepEqual(
    hits.map((hit) => [hit.url, hit.text]),
    [['/docs/hosting/dns-management', 'Records point names at servers.']],
  );
});

test('a word is found by its prefix while typed; hits link to heading anchors, heading hits first', async () => {
  const {search} = serve();
  const result = await search.search('back', ALL);
  assert.deepEqual(
    result.hits.map((hit) => [hit.kind, hit.url]),
    [
      ['heading', '/docs/hosting/backups'],
      ['heading', '/docs/hosting/dns-management#zone-backups'],
      ['text', '/docs/hosting/backups#three-two-one'],
      ['text', '/docs/hosting/backups#restore-drills'],
    ],
  );
  assert.deepEqual(result.hits[0].tokens, ['Backups']);
  assert.equal(result.hits[2].text, 'Keep three copies of every backup, one offsite.');
  assert.deepEqual(result.corrections, []);
});

test('inflected forms meet: "restored" finds "restore" and "restoring"', async () => {
  const {search} = serve();
  const result = await search.search('restored ', ALL);
  assert.deepEqual(urls(result), ['/docs/hosting/backups#restore-drills', '/docs/hosting/backups']);
  assert.deepEqual(result.hits[0].tokens, ['Restore']);
  assert.deepEqual(result.hits[1].tokens, ['restore'], 'the intro: its text');
});

test('a misspelt word is searched as its closest indexed word, and the correction is reported', async () => {
  const {search} = serve();
  for (const typo of ['migraton', 'mirgation', 'migrattion']) {
    const result = await search.search(typo, ALL);
    assert.deepEqual(urls(result), ['/docs/hosting/dns-management#ttl'], typo);
    assert.deepEqual(result.corrections, [{word: typo, term: 'migration'}]);
  }
  assert.deepEqual(urls(await search.search('ttk', ALL)), [], 'three letters: too short to correct');
});

test('a comparative or agent noun the index lacks meets its base word, with no "Did you mean"', async () => {
  const {search} = serve();
  // "copier" is one edit from "copies": read as a typo, the reader would be told they meant "copies".
  const result = await search.search('copier ', ALL);
  assert.deepEqual(result.corrections, []);
  assert.deepEqual(
    urls(result).sort(),
    ['/docs/hosting/backups', '/docs/hosting/backups#three-two-one'],
    'the two sections saying "copies"',
  );
  assert.deepEqual(
    result.hits.map((hit) => hit.tokens),
    [['copies'], ['copies']],
  );
  assert.deepEqual(
    (await search.search('migratoin', ALL)).corrections,
    [{word: 'migratoin', term: 'migration'}],
    'typos are still corrected',
  );
});

test('numbers with punctuation are one word; sections holding every word and the phrase come first', async () => {
  const {search} = serve();
  assert.deepEqual(urls(await search.search('3-2-1', ALL)), ['/docs/hosting/backups#three-two-one']);
  assert.deepEqual(urls(await search.search('dns ttl', ALL))[0], '/docs/hosting/dns-management#ttl');
  assert.deepEqual(urls(await search.search('every backup', ALL))[0], '/docs/hosting/backups#three-two-one', 'the phrase');
  const withoutPage = await search.search('backups', {limit: 12, excludePages: new Set(['/docs/hosting/backups'])});
  assert.equal(urls(withoutPage)[0], '/docs/hosting/dns-management#zone-backups', '"backups" as written first, then "backup"');
  assert.ok(!urls(withoutPage).includes('/docs/hosting/backups'), 'the intro of the page listed by title is left out');
  const oneChunk = serve({termShardBytes: 60, sectionChunkBytes: 1_000_000}).search;
  assert.equal((await oneChunk.search('filler', {limit: 2, excludePages: new Set()})).hits.length, 2, 'limit');
  const chunkEach = serve({termShardBytes: 60, sectionChunkBytes: 1}).search;
  assert.equal((await chunkEach.search('filler', {limit: 4, excludePages: new Set()})).hits.length, 2, 'one chunk per two hits');
});

test('a query loads the manifest, the shards its words fall in and the chunks of its hits, once each; the lexicon only for a typo', async () => {
  const {built, requested, search} = serve();
  const [result, again] = await Promise.all([search.search('restore', ALL), search.search('restore', ALL)]);
  assert.deepEqual(again, result);
  const manifestUrl = `/search-shards/${built.manifestFile.name}`;
  const shardUrls = shardFilesFor(built.manifest, 'restor').map((file) => `/search-shards/${file}`);
  assert.equal(requested.filter((url) => url === manifestUrl).length, 1);
  assert.deepEqual(
    requested.filter((url) => url.includes('/terms-')),
    shardUrls,
  );
  const chunks = requested.filter((url) => url.includes('/sections-'));
  assert.equal(new Set(chunks).size, chunks.length, 'no chunk twice');
  assert.ok(chunks.length >= 1 && chunks.length < built.manifest.sectionChunks.length);
  assert.ok(!requested.some((url) => url.includes('/lexicon-')));
  const before = requested.length;
  await search.search('restore', ALL);
  assert.equal(requested.length, before, 'a repeated query loads nothing');
  await search.search('restpre', ALL);
  assert.equal(requested.filter((url) => url.includes('/lexicon-')).length, 1);
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
  assert.equal((await search.search('backup', ALL)).hits.length, 4);
});

test('queries with no words load nothing; unsafe text is just text', async () => {
  const {requested, search} = serve();
  for (const query of ['', '   ', '.*', '🙂', '([', 'the ', 'x'.repeat(10_000)])
    assert.deepEqual(await search.search(query, ALL), {hits: [], corrections: []});
  assert.deepEqual(requested, []);
  assert.deepEqual((await search.search('<script>alert(1)</script>', ALL)).hits, []);
});

test("a reader's word finds the sections using the article words it stands for, below those using it; a phrase is one word", async () => {
  const synonyms = [
    {reader: 'copy', targets: ['backup']},
    {reader: 'white screen', targets: ['critical error']},
    {reader: 'unused', targets: ['nowhere to be found']},
  ];
  const pages: IndexedPage[] = [
    ...PAGES,
    {
      title: 'Plugins',
      url: '/docs/plugins',
      keywords: [],
      sections: [
        {heading: '', anchor: '', text: 'Add features to a site.', code: ''},
        {heading: 'Recovery', anchor: 'recovery', text: 'A critical error email arrives when a plugin fails.', code: ''},
        {heading: 'Blank pages', anchor: 'blank', text: 'A white screen on every page.', code: ''},
      ],
    },
  ];
  const built = buildShardIndex('current', pages, {sizes: {termShardBytes: 60, sectionChunkBytes: 120}, synonyms});
  assert.deepEqual(
    built.manifest.synonyms,
    [
      ['copy', ['backup']],
      ['white screen', ['critical error']],
    ],
    'only the rules with postings',
  );
  const files = new Map([built.manifestFile, ...built.files].map((file) => [`/s/${file.name}`, file.content]));
  const search = createShardSearch(`/s/${built.manifestFile.name}`, async (url) => JSON.parse(files.get(url)!) as unknown);

  const copies = urls(await search.search('copy ', ALL));
  // Both sections hold "backup" once in their text; only the first says "copies".
  assert.ok(copies.indexOf('/docs/hosting/backups#three-two-one') >= 0, 'the word itself');
  assert.ok(
    copies.indexOf('/docs/hosting/backups#three-two-one') < copies.indexOf('/docs/hosting/backups#restore-drills'),
    'then the article word standing for it',
  );
  assert.ok(copies.includes('/docs/hosting/dns-management#zone-backups'), 'in a heading too');
  const copyHits = (await search.search('copy ', ALL)).hits;
  assert.deepEqual(
    copyHits.filter((hit) => hit.kind === 'heading' && !hit.url.includes('#')).map((hit) => hit.url),
    ['/docs/hosting/backups'],
    'the page using "backup" most: its intro (DNS management uses it once against three times: its section only)',
  );
  const drill = copyHits.find((hit) => hit.url.endsWith('#restore-drills'))!;
  assert.deepEqual(drill.tokens, ['backup'], 'the article word is marked');

  const blank = await search.search('white screen', ALL);
  assert.deepEqual(
    urls(blank),
    ['/docs/plugins', '/docs/plugins#blank', '/docs/plugins#recovery'],
    'the page using the article words most stands for the reader words as a whole (its intro), then its sections',
  );
  assert.deepEqual(blank.hits[2].tokens, ['critical', 'error']);
  assert.deepEqual(urls(await search.search('white', ALL)), ['/docs/plugins#blank'], 'a word of a phrase alone finds only itself');
});

test("a reader's word lifts the two pages using its article words most, each at least half as often as the first", async () => {
  const page = (name: string, uses: number): IndexedPage => ({
    title: name,
    url: `/docs/${name}`,
    keywords: [],
    sections: [{heading: '', anchor: '', text: `${'typeface '.repeat(uses)}and more words.`, code: ''}],
  });
  const lifted = async (pages: IndexedPage[]) => {
    const built = buildShardIndex('current', pages, {synonyms: [{reader: 'font', targets: ['typeface']}]});
    const files = new Map([built.manifestFile, ...built.files].map((file) => [`/s/${file.name}`, file.content]));
    const search = createShardSearch(`/s/${built.manifestFile.name}`, async (url) => JSON.parse(files.get(url)!) as unknown);
    return (await search.search('font', ALL)).hits.filter((hit) => hit.kind === 'heading').map((hit) => hit.url);
  };
  assert.deepEqual(await lifted([page('rare', 1), page('most', 6), page('half', 3)]), ['/docs/most', '/docs/half']);
  assert.deepEqual(
    await lifted([page('once', 1), page('most', 6), page('twice', 2)]),
    ['/docs/most'],
    'a page using it a third as often is not lifted',
  );
});

test('a longer word the last word starts weighs no rarer than the word as typed', async () => {
  const section = (name: string, text: string): IndexedPage => ({
    title: 'Page',
    url: `/docs/${name}`,
    keywords: [],
    sections: [{heading: '', anchor: '', text, code: ''}],
  });
  const pages = [
    // "site" is common (five pages), "sitemap" rare (one); "font" is in both answers.
    section('licence', 'A font may be used on any site.'),
    section('sitemap', 'A font name in the sitemap file is ignored.'),
    ...['alpha', 'bravo', 'charlie', 'delta'].map((name) => section(name, `The ${name} site.`)),
    section('theme', 'WordPress theme files.'),
    section('plain', 'WordPress settings.'),
  ];
  const built = buildShardIndex('current', pages);
  const files = new Map([built.manifestFile, ...built.files].map((file) => [`/s/${file.name}`, file.content]));
  const search = createShardSearch(`/s/${built.manifestFile.name}`, async (url) => JSON.parse(files.get(url)!) as unknown);
  // Typed without a final space, "site" may still become "sitemap"; the page that says "site" comes first.
  assert.deepEqual(urls(await search.search('font on my site', ALL)).slice(0, 2), ['/docs/licence', '/docs/sitemap']);
  // A stop word being typed ("the", on its way to "theme") still finds the longer word, weighed as a word in every section.
  assert.deepEqual(urls(await search.search('wordpress the', ALL))[0], '/docs/theme');
  const [the] = queryWords('the');
  assert.equal(typedWordSectionCount(built.manifest, the, []), built.manifest.sectionCount);
  const [sit] = queryWords('sit');
  assert.equal(typedWordSectionCount(built.manifest, sit, []), undefined, 'the start of a word: only its longer words weigh');
});

test('a query ranks the same whichever order its files arrive in', async () => {
  const built = buildShardIndex('current', PAGES, {sizes: {termShardBytes: 60, sectionChunkBytes: 120}});
  const files = new Map([built.manifestFile, ...built.files].map((file) => [`/s/${file.name}`, file.content]));
  // Each file answers after a delay fixed by its name: one order, then the opposite one, then at once.
  const delayOf = (url: string) => [...url].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7) % 15;
  const searchWith = (delay: (url: string) => number) =>
    createShardSearch(`/s/${built.manifestFile.name}`, async (url) => {
      await new Promise((resolve) => setTimeout(resolve, delay(url)));
      return JSON.parse(files.get(url)!) as unknown;
    });
  const orders = [searchWith(delayOf), searchWith((url) => 14 - delayOf(url)), searchWith(() => 0)];
  const queries = ['restore copies of every backup', 'dns zone backups ttl', 'restpre bakcup offsite', 'alpha india3 kilo', 'keep three'];
  for (const query of queries) {
    const [first, ...others] = await Promise.all(orders.map((search) => search.search(query, ALL)));
    assert.ok(first.hits.length > 1, query);
    for (const other of others) assert.deepEqual(other, first, query);
  }
});
