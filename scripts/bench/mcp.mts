/**
 * search_docs latency of the MCP server (mcp/) over the production build (run
 * `npm run build` first):
 *
 *   npm run bench:mcp [-- --rounds 5]
 *
 * Calls search_docs through the SDK's own client on an in-memory transport
 * (so the figures include the protocol's JSON-RPC work, not a network) for
 * every query of the search palette's benchmark (QUERIES in search.mts), and
 * prints the first pass over the queries (each reads and parses the index
 * files it needs from disk) and then, with those files loaded, the median and
 * p95 per query and overall over --rounds further passes.
 * Results also go to bench-results/mcp-*.json.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {createDocsServer} from '../../mcp/tools';
import {loadSite} from '../../mcp/siteData';
import {REPO_ROOT, option, writeResults} from './harness.mjs';
import {formatMs, median, p95, renderTable} from './stats';

/**
 * The palette benchmark's queries, read from its source: importing search.mts
 * would run that benchmark (it starts on import).
 */
function paletteQueries(): string[] {
  const source = readFileSync(path.join(REPO_ROOT, 'scripts/bench/search.mts'), 'utf8');
  const list = /export const QUERIES = \[([\s\S]*?)\];/.exec(source)?.[1];
  if (!list) throw new Error('QUERIES not found in scripts/bench/search.mts');
  return [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map(([, query]) => query.replace(/\\(.)/g, '$1'));
}

async function main() {
  const rounds = option('rounds', 5);
  const queries = paletteQueries();
  const site = await loadSite(path.join(REPO_ROOT, 'build'));
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site).connect(serverSide);
  await client.connect(clientSide);

  const timeSearch = async (query: string) => {
    const started = performance.now();
    const result = await client.callTool({name: 'search_docs', arguments: {query}});
    const elapsed = performance.now() - started;
    if (result.isError) throw new Error(`search_docs("${query}") failed: ${JSON.stringify(result.content)}`);
    return {elapsed, hits: (result.structuredContent as {results: unknown[]}).results.length};
  };

  const firstPass: number[] = [];
  for (const query of queries) firstPass.push((await timeSearch(query)).elapsed);
  const perQuery = new Map<string, {times: number[]; hits: number}>(queries.map((query) => [query, {times: [], hits: 0}]));
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const {elapsed, hits} = await timeSearch(query);
      const entry = perQuery.get(query)!;
      entry.times.push(elapsed);
      entry.hits = hits;
    }
  }
  await client.close();

  const all = [...perQuery.values()].flatMap(({times}) => times);
  console.log(`search_docs through the SDK client (in-memory transport), build at ${site.siteDir}`);
  console.log(
    `First pass (index files read from disk), ${queries.length} calls: median ${formatMs(median(firstPass))}, p95 ${formatMs(p95(firstPass))}, first call ${formatMs(firstPass[0])}`,
  );
  console.log(`\nIndex files loaded: ${queries.length} queries x ${rounds} round(s) = ${all.length} calls`);
  console.log(
    renderTable(
      ['Query', 'Hits', 'Median', 'p95'],
      [...perQuery].map(([query, {times, hits}]) => [
        query.length > 40 ? `${query.slice(0, 39)}…` : query,
        String(hits),
        formatMs(median(times)),
        formatMs(p95(times)),
      ]),
    ),
  );
  console.log(`\nAll calls: median ${formatMs(median(all))}, p95 ${formatMs(p95(all))}`);
  const file = writeResults('mcp', {
    rounds,
    firstPass: {medianMs: median(firstPass), p95Ms: p95(firstPass), firstCallMs: firstPass[0]},
    medianMs: median(all),
    p95Ms: p95(all),
    queries: [...perQuery].map(([query, {times, hits}]) => ({query, hits, medianMs: median(times), p95Ms: p95(times)})),
  });
  console.log(`Results: ${file}`);
}

await main();
