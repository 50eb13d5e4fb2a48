/**
 * The MCP server over the real production build (run `npm run build` first;
 * `npm test` runs these after the build), through the SDK's own client on an
 * in-memory transport: what an assistant sees.
 */
import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {createDocsServer} from './tools';
import {loadSite} from './siteData';
import {SITE_URL} from '../plugins/shared/site';
import {articleById, sidebarGroups} from '../scripts/lib/articles';
import {
  archive,
  articleAt,
  missingInFolder,
  modelOf,
  search,
  sidebarArticle,
  smallestArticle,
  unlistedArticle,
} from '../scripts/lib/targets';

// What the tools are asked about is read from the content (scripts/lib/targets.ts), so an author's edit moves
// it instead of breaking these tests: an article (the smallest), the search tests' queries, the archive's
// shared article, a sidebar group of several articles.
const ARTICLE = articleAt(smallestArticle);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const client = new Client({name: 'tools-test', version: '1.0.0'});

before(async () => {
  const site = await loadSite('build');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site).connect(serverSide);
  await client.connect(clientSide);
});
after(() => client.close());

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** A tool error the assistant is shown: isError, and a message matching `message`. */
async function assertToolError(name: string, args: Record<string, unknown>, message: RegExp): Promise<void> {
  const result = await call(name, args);
  assert.equal(
    result.isError,
    true,
    `${name}(${JSON.stringify(args).slice(0, 80)}) should be an error, got: ${textOf(result).slice(0, 200)}`,
  );
  assert.match(textOf(result), message);
}

type SearchHit = {title: string; section: string | null; url: string; excerpt: string};

test('the three tools are listed with their input schemas', async () => {
  const {tools} = await client.listTools();
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  assert.deepEqual([...byName.keys()].sort(), ['list_pages', 'read_page', 'search_docs']);
  const properties = (name: string) => Object.keys(byName.get(name)!.inputSchema.properties ?? {}).sort();
  assert.deepEqual(properties('search_docs'), ['limit', 'query', 'version']);
  assert.deepEqual(byName.get('search_docs')!.inputSchema.required, ['query']);
  assert.deepEqual(properties('read_page'), ['path', 'version']);
  assert.deepEqual(byName.get('read_page')!.inputSchema.required, ['path']);
  assert.deepEqual(properties('list_pages'), ['category', 'version']);
  for (const tool of tools) assert.ok(tool.description && tool.description.length > 40, `${tool.name} has a description`);
});

test('every current article is a resource (its Markdown copy) with title and description', async () => {
  const {resources} = await client.listResources();
  const resource = resources.find((candidate) => candidate.uri === `${SITE_URL}${ARTICLE.route}.md`);
  assert.ok(resource, `${ARTICLE.route} is a resource`);
  assert.equal(resource.title, ARTICLE.title);
  assert.equal(resource.description, ARTICLE.description);
  assert.equal(resource.mimeType, 'text/markdown');
  assert.ok(!resources.some((resource) => resource.uri.includes('/docs/2024/')), 'archived articles are not resources');
  const {pages} = (await call('list_pages', {})).structuredContent as {pages: unknown[]};
  assert.equal(resources.length, pages.length, 'one resource per article in the sidebar');
  const {contents} = await client.readResource({uri: resource.uri});
  assert.ok(('text' in contents[0] ? contents[0].text : '').startsWith(`# ${ARTICLE.title}\n`));
});

test('search_docs with a word of one title returns that article first, with its URL and an excerpt', async () => {
  const result = await call('search_docs', {query: search.titleWord.query});
  assert.notEqual(result.isError, true);
  const {results} = result.structuredContent as {results: SearchHit[]};
  assert.equal(results[0].url, `${SITE_URL}${search.titleWord.route}`);
  assert.equal(results[0].title, search.titleWord.title);
  assert.ok(results[0].excerpt.length > 20);
  assert.ok(textOf(result).startsWith(`1. ${search.titleWord.title}`));
});

test('search_docs full-text hits name their section and link to its anchor', async () => {
  // Two words side by side in a section, in no title or keyword: only the full text answers.
  const {results} = (await call('search_docs', {query: search.phrase.query, limit: 5})).structuredContent as {results: SearchHit[]};
  assert.ok(results.length > 0 && results.length <= 5);
  const sectionHit = results.find((hit) => hit.section);
  assert.ok(sectionHit, 'at least one hit is a section');
  assert.match(sectionHit.url, new RegExp(`^${escape(SITE_URL)}/docs/[^#]+#[\\w-]+$`));
  assert.ok(
    sectionHit.excerpt.split(/\W+/).some((word) => search.phrase.marks.test(word)),
    `the excerpt shows a word of "${search.phrase.query}": ${sectionHit.excerpt}`,
  );
});

test('search_docs searches an archived version only in that version', async () => {
  const {results} = (await call('search_docs', {query: archive.query, version: archive.version})).structuredContent as {
    results: SearchHit[];
  };
  assert.ok(results.length > 0);
  assert.deepEqual(
    results.filter((hit) => !hit.url.startsWith(`${SITE_URL}/docs/${archive.version}/`)),
    [],
  );
});

test('read_page returns the article’s Markdown with its title, by path or URL', async () => {
  const byPath = textOf(await call('read_page', {path: ARTICLE.route}));
  assert.ok(byPath.startsWith(`# ${ARTICLE.title}\n\n> `));
  assert.match(byPath, /\n## /);
  const anchor = modelOf(ARTICLE.route).headings.find((heading) => heading.id)!.id;
  const byUrl = textOf(await call('read_page', {path: `${SITE_URL}${ARTICLE.route}#${anchor}`}));
  assert.equal(byUrl, byPath);
  assert.equal(textOf(await call('read_page', {path: `${ARTICLE.route.slice(1)}.md`})), byPath);
});

test('read_page reads an archived version, by its path or by version', async () => {
  // An article of both editions, read from the archive's own files (scripts/lib/targets.ts).
  const {shared, version} = archive;
  const archived = textOf(await call('read_page', {path: shared.archivedRoute}));
  assert.ok(archived.startsWith(`# ${shared.archivedTitle}\n`));
  assert.equal(textOf(await call('read_page', {path: shared.route, version})), archived);
  assert.notEqual(archived, textOf(await call('read_page', {path: shared.route})), `the ${version} edition is its own text`);
});

test('list_pages lists articles in sidebar order, and one group on request', async () => {
  const {pages} = (await call('list_pages', {})).structuredContent as {
    pages: {title: string; path: string; category: string; description: string}[];
  };
  // The sidebar's groups and articles, as sidebars.ts and the articles have them (scripts/lib/articles.ts).
  const [[firstGroup, [firstId]]] = sidebarGroups;
  assert.equal(pages[0].path, articleById(firstId).route);
  assert.equal(pages[0].category, firstGroup);
  assert.ok(pages.every((page) => page.description.length > 20));
  // A group of several articles, asked for in lower case: its articles in sidebar order.
  const [group, ids] = sidebarGroups.find(([, members]) => members.some((id) => articleById(id).route === sidebarArticle.route))!;
  const listed = (await call('list_pages', {category: group.toLowerCase()})).structuredContent as {
    pages: {category: string; path: string}[];
  };
  assert.ok(ids.length > 1);
  assert.ok(listed.pages.every((page) => page.category === group));
  assert.deepEqual(
    listed.pages.map((page) => page.path),
    ids.map((id) => articleById(id).route),
  );
});

test('bad input is a tool error with a message that says what to do', async () => {
  await assertToolError('read_page', {path: missingInFolder}, new RegExp(`No article at ${escape(missingInFolder)}.*list_pages`));
  await assertToolError('read_page', {path: '../../etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/docs/../../etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/docs/%2e%2e/%2e%2e/etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: `https://evil.example${ARTICLE.route}`}, /not this site/);
  await assertToolError('read_page', {path: unlistedArticle}, new RegExp(`No article at ${escape(unlistedArticle)}`));
  await assertToolError(
    'read_page',
    {path: ARTICLE.route, version: '1999'},
    new RegExp(`Unknown docs version "1999"\\. Versions: current .*, ${archive.version}`),
  );
  await assertToolError('search_docs', {query: ''}, /The query is empty/);
  await assertToolError('search_docs', {query: '   '}, /The query is empty/);
  await assertToolError('search_docs', {query: 'x'.repeat(10_000)}, /10,000 characters long; search_docs takes at most 200/);
  await assertToolError('search_docs', {query: search.titleWord.query, version: 'v9'}, /Unknown docs version "v9"/);
  await assertToolError('search_docs', {query: search.titleWord.query, limit: 0}, /limit must be a whole number from 1 to 50/);
  await assertToolError('list_pages', {category: 'Cooking'}, /No sidebar group "Cooking"\. Groups: Getting Started, /);
});

test('malformed requests are errors, and the server keeps answering', async () => {
  await assertToolError('search_docs', {query: 42}, /Input validation error.*query/s);
  await assertToolError('read_page', {}, /Input validation error.*path/s);
  await assertToolError('delete_everything', {}, /Tool delete_everything not found/);
  const {results} = (await call('search_docs', {query: search.keyword.query})).structuredContent as {results: SearchHit[]};
  assert.ok(results.length > 0);
});

test('without a build, loading the site says so and how to make one', async () => {
  await assert.rejects(
    loadSite('/nonexistent/larkspur-build'),
    /No built site in \/nonexistent\/larkspur-build \(the folder does not exist\)\. Run `npm run build` first/,
  );
  const empty = await mkdtemp(path.join(tmpdir(), 'larkspur-mcp-'));
  try {
    await assert.rejects(loadSite(empty), /no search-articles-\*\.json: not a Larkspur Docs build/);
  } finally {
    await rm(empty, {recursive: true});
  }
});
