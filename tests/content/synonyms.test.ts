/**
 * The content lint for the search's synonyms file (docs/search-synonyms.yml,
 * plugins/search/synonymsFile.ts): it reads as rules, and every article word a
 * rule names is used by an article search indexes (its title, description, keywords or prose),
 * so no synonym points at nothing once an article changes or is unlisted; and a
 * common word alone is no reader's word ("down": "scroll down" is no outage).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {createShardSearch} from '../../plugins/search/lib/shardSearch';
import {articleSections} from '../../plugins/search/sections';
import {buildShardIndex, type IndexedPage} from '../../plugins/search/shards';
import {readSynonyms, SYNONYMS_FILE, unusedTargetProblems} from '../../plugins/search/synonymsFile';
import {CONTENT_ROOT, articles} from '../../scripts/lib/articles';

test(`${SYNONYMS_FILE} reads as rules, and each article word it names is one an indexed article uses`, () => {
  const rules = readSynonyms(CONTENT_ROOT);
  const pages = articles.map(({file, frontMatter, source}) => ({
    file: path.relative(CONTENT_ROOT, file),
    text: [
      String(frontMatter.title ?? ''),
      String(frontMatter.description ?? ''),
      ...(Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : []),
      ...articleSections(source).flatMap(({heading, text}) => [heading, text]),
    ].join('\n'),
    indexed: frontMatter.unlisted !== true,
  }));
  const problems = unusedTargetProblems(rules, pages);
  assert.deepEqual(problems, [], problems.join('\n'));
});

test(`${SYNONYMS_FILE}: "down" in a scroll or a drop-down menu finds no outage; a site that is down does`, async () => {
  // Indexing "down" alone as a reader's word for outages put uptime pages among the results of
  // "scroll down" and "drop-down menu"; the file leads only phrases such as "is down" there.
  const page = (title: string, url: string, sections: [heading: string, anchor: string, text: string][]): IndexedPage => ({
    title,
    url,
    keywords: [],
    sections: sections.map(([heading, anchor, text]) => ({heading, anchor, text, code: ''})),
  });
  const pages = [
    page('Uptime', '/docs/uptime', [
      ['', '', "How often a host's servers answer."],
      ['Outages', 'outages', 'An outage is downtime for every visitor.'],
    ]),
    page('Layout', '/docs/layout', [
      ['', '', 'Boxes on a page.'],
      ['Sticky headers', 'sticky', 'A sticky header stays in view as the reader scrolls down the page.'],
      ['Menus', 'menus', 'A dropdown opens below its button.'],
    ]),
  ];
  const built = buildShardIndex('current', pages, {synonyms: readSynonyms(CONTENT_ROOT)});
  const files = new Map([built.manifestFile, ...built.files].map((file) => [file.name, file.content]));
  const search = createShardSearch(`/s/${built.manifestFile.name}`, async (url) => JSON.parse(files.get(url.slice(3))!) as unknown);
  const urls = async (query: string) => (await search.search(query, {limit: 12, excludePages: new Set()})).hits.map((hit) => hit.url);

  // "down" still starts "downtime" as a typed prefix does, in the outage section alone and below the scroll.
  const scrolled = await urls('scroll down');
  assert.equal(scrolled[0], '/docs/layout#sticky');
  assert.ok(!scrolled.includes('/docs/uptime'), `"down" is no reader's word the uptime page stands for: ${scrolled.join(', ')}`);
  const menu = await urls('drop-down menu');
  assert.equal(menu[0], '/docs/layout#menus', "a drop-down is the articles' dropdown");
  assert.ok(!menu.some((url) => url.startsWith('/docs/uptime')), `no outage for a drop-down menu: ${menu.join(', ')}`);
  assert.ok((await urls('website is down')).includes('/docs/uptime#outages'), 'a site that is down finds the outage');
});
