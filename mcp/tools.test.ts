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
  const backups = resources.find((resource) => resource.uri === 'https://docs.larkspur.example/docs/hosting/backups.md');
  assert.ok(backups, 'the backups article is a resource');
  assert.equal(backups.title, 'Website Backups: Strategies, Schedules and the 3-2-1 Rule');
  assert.match(backups.description ?? '', /3-2-1 rule/);
  assert.equal(backups.mimeType, 'text/markdown');
  assert.ok(!resources.some((resource) => resource.uri.includes('/docs/2024/')), 'archived articles are not resources');
  const {pages} = (await call('list_pages', {})).structuredContent as {pages: unknown[]};
  assert.equal(resources.length, pages.length, 'one resource per article in the sidebar');
  const {contents} = await client.readResource({uri: backups.uri});
  assert.match('text' in contents[0] ? contents[0].text : '', /^# Website Backups: Strategies, Schedules and the 3-2-1 Rule\n/);
});

test('search_docs("3-2-1") returns the backups article first, with its URL and an excerpt', async () => {
  const result = await call('search_docs', {query: '3-2-1'});
  assert.notEqual(result.isError, true);
  const {results} = result.structuredContent as {results: SearchHit[]};
  assert.equal(results[0].url, 'https://docs.larkspur.example/docs/hosting/backups');
  assert.equal(results[0].title, 'Website Backups: Strategies, Schedules and the 3-2-1 Rule');
  assert.ok(results[0].excerpt.length > 20);
  assert.match(textOf(result), /^1\. Website Backups/);
});

test('search_docs full-text hits name their section and link to its anchor', async () => {
  const {results} = (await call('search_docs', {query: 'retention period', limit: 5})).structuredContent as {results: SearchHit[]};
  assert.ok(results.length > 0 && results.length <= 5);
  const sectionHit = results.find((hit) => hit.section);
  assert.ok(sectionHit, 'at least one hit is a section');
  assert.match(sectionHit.url, /^https:\/\/docs\.larkspur\.example\/docs\/[^#]+#[\w-]+$/);
  assert.match(sectionHit.excerpt.toLowerCase(), /retention|period/);
});

test('search_docs searches an archived version only in that version', async () => {
  const {results} = (await call('search_docs', {query: 'backup', version: '2024'})).structuredContent as {results: SearchHit[]};
  assert.ok(results.length > 0);
  assert.deepEqual(
    results.filter((hit) => !hit.url.startsWith('https://docs.larkspur.example/docs/2024/')),
    [],
  );
});

test('read_page returns the article’s Markdown with its title, by path or URL', async () => {
  const byPath = textOf(await call('read_page', {path: '/docs/hosting/backups'}));
  assert.match(byPath, /^# Website Backups: Strategies, Schedules and the 3-2-1 Rule\n\n> /);
  assert.match(byPath, /\n## /);
  const byUrl = textOf(await call('read_page', {path: 'https://docs.larkspur.example/docs/hosting/backups#three-two-one-rule'}));
  assert.equal(byUrl, byPath);
  assert.equal(textOf(await call('read_page', {path: 'docs/hosting/backups.md'})), byPath);
});

test('read_page reads an archived version, by its path or by version', async () => {
  const archived = textOf(await call('read_page', {path: '/docs/2024/hosting/backups'}));
  assert.match(archived, /^# .*Backups/);
  assert.equal(textOf(await call('read_page', {path: '/docs/hosting/backups', version: '2024'})), archived);
  assert.notEqual(archived, textOf(await call('read_page', {path: '/docs/hosting/backups'})), 'the 2024 edition is its own text');
});

test('list_pages lists articles in sidebar order, and one group on request', async () => {
  const {pages} = (await call('list_pages', {})).structuredContent as {
    pages: {title: string; path: string; category: string; description: string}[];
  };
  assert.equal(pages[0].path, '/docs/getting-started');
  assert.equal(pages[0].category, 'Getting Started');
  assert.ok(pages.every((page) => page.description.length > 20));
  const hosting = (await call('list_pages', {category: 'web hosting'})).structuredContent as {pages: {category: string; path: string}[]};
  assert.ok(hosting.pages.length > 3);
  assert.ok(hosting.pages.every((page) => page.category === 'Web Hosting'));
  assert.ok(hosting.pages.some((page) => page.path === '/docs/hosting/backups'));
});

test('bad input is a tool error with a message that says what to do', async () => {
  await assertToolError('read_page', {path: '/docs/hosting/no-such-article'}, /No article at \/docs\/hosting\/no-such-article.*list_pages/);
  await assertToolError('read_page', {path: '../../etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/docs/../../etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: '/docs/%2e%2e/%2e%2e/etc/passwd'}, /outside the docs/);
  await assertToolError('read_page', {path: 'https://evil.example/docs/hosting/backups'}, /not this site/);
  await assertToolError('read_page', {path: '/docs/_template'}, /No article at \/docs\/_template/);
  await assertToolError(
    'read_page',
    {path: '/docs/hosting/backups', version: '1999'},
    /Unknown docs version "1999"\. Versions: current .*, 2024/,
  );
  await assertToolError('search_docs', {query: ''}, /The query is empty/);
  await assertToolError('search_docs', {query: '   '}, /The query is empty/);
  await assertToolError('search_docs', {query: 'x'.repeat(10_000)}, /10,000 characters long; search_docs takes at most 200/);
  await assertToolError('search_docs', {query: 'backup', version: 'v9'}, /Unknown docs version "v9"/);
  await assertToolError('search_docs', {query: 'backup', limit: 0}, /limit must be a whole number from 1 to 50/);
  await assertToolError('list_pages', {category: 'Cooking'}, /No sidebar group "Cooking"\. Groups: Getting Started, /);
});

test('malformed requests are errors, and the server keeps answering', async () => {
  await assertToolError('search_docs', {query: 42}, /Input validation error.*query/s);
  await assertToolError('read_page', {}, /Input validation error.*path/s);
  await assertToolError('delete_everything', {}, /Tool delete_everything not found/);
  const {results} = (await call('search_docs', {query: 'dns'})).structuredContent as {results: SearchHit[]};
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
