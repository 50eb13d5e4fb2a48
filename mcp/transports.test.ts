/**
 * The two transports over the real build (run `npm run build` first): the
 * command a client starts (stdio) and Streamable HTTP on 127.0.0.1 at an
 * ephemeral port, including its DNS-rebinding defences.
 */
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {isAllowedOrigin, startHttpServer, type RunningHttpServer} from './http';
import {loadSite} from './siteData';
import {SITE_URL} from '../plugins/shared/site';
import {search} from '../scripts/lib/targets';

// A word of one article's title, which search ranks first, read from the content (scripts/lib/targets.ts).
const FIRST_HIT = `${SITE_URL}${search.titleWord.route}`;

let http: RunningHttpServer;

before(async () => {
  http = await startHttpServer(await loadSite('build'), {port: 0});
});
after(() => http.close());

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'transports-test', version: '1.0.0'}},
};

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(http.url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
    body,
  });
}

async function firstHitUrl(client: Client): Promise<string> {
  const result = (await client.callTool({name: 'search_docs', arguments: {query: search.titleWord.query}})) as CallToolResult;
  return (result.structuredContent as {results: {url: string}[]}).results[0].url;
}

test('the HTTP server listens on 127.0.0.1 and answers the SDK client', async () => {
  assert.match(http.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  const client = new Client({name: 'transports-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
  try {
    assert.equal(await firstHitUrl(client), FIRST_HIT);
  } finally {
    await client.close();
  }
});

test('the HTTP server rejects a foreign Origin with 403 and accepts a local one', async () => {
  const foreign = await post(JSON.stringify(initialize), {origin: 'https://evil.example'});
  assert.equal(foreign.status, 403);
  assert.match(((await foreign.json()) as {error: {message: string}}).error.message, /origin https:\/\/evil\.example/);
  const local = await post(JSON.stringify(initialize), {origin: new URL(http.url).origin});
  assert.equal(local.status, 200);
  await local.body?.cancel();
});

test('the HTTP server rejects a Host header that is not the loopback (DNS rebinding)', async () => {
  // fetch does not let a caller set Host; node:http does.
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(http.url, {method: 'POST', headers: {host: 'evil.example', 'content-type': 'application/json'}}, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify(initialize));
  });
  assert.equal(status, 403);
});

test('a malformed HTTP request is a JSON-RPC error, and the server keeps answering', async () => {
  const broken = await post('{"jsonrpc": "2.0", "method": ');
  assert.equal(broken.status, 400);
  assert.equal(((await broken.json()) as {error: {code: number}}).error.code, -32700);
  const get = await fetch(http.url);
  assert.equal(get.status, 405);
  const again = await post(JSON.stringify(initialize));
  assert.equal(again.status, 200);
  await again.body?.cancel();
});

test('only loopback origins (and ones the operator allows) may call from a browser', () => {
  assert.equal(isAllowedOrigin(undefined), true);
  assert.equal(isAllowedOrigin('http://localhost:3000'), true);
  assert.equal(isAllowedOrigin('http://127.0.0.1:8080'), true);
  assert.equal(isAllowedOrigin('http://[::1]:8080'), true);
  assert.equal(isAllowedOrigin('https://docs.larkspur.example'), false);
  assert.equal(isAllowedOrigin('https://docs.larkspur.example', ['https://docs.larkspur.example']), true);
  assert.equal(isAllowedOrigin('http://localhost.evil.example'), false);
  assert.equal(isAllowedOrigin('null'), false);
});

test('the bin command serves over stdio', async () => {
  const client = new Client({name: 'transports-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: ['mcp/cli.mjs', '--site', 'build'], stderr: 'ignore'}));
  try {
    assert.equal(await firstHitUrl(client), FIRST_HIT);
    const {resources} = await client.listResources();
    assert.ok(resources.length > 30);
  } finally {
    await client.close();
  }
});
