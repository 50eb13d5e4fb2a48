/**
 * Starts the docs MCP server: over stdio by default (what desktop clients
 * launch), or over Streamable HTTP with --http PORT. Reads the built site in
 * --site DIR (default: this repository's build/, wherever it is started from,
 * since clients start servers from any folder). stdout belongs to the
 * protocol in stdio mode, so everything else goes to stderr.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {startHttpServer} from './http';
import {createDocsServer} from './tools';
import {loadSite, SiteNotBuiltError} from './siteData';

const USAGE = `Usage: larkspur-docs-mcp [--site DIR] [--http PORT [--host HOST] [--allow-origin ORIGIN]...]
  (no option)     serve over stdio, for a client that starts the server itself
  --site DIR      the built site to serve (default: build/ of this repository)
  --http PORT     serve Streamable HTTP at http://127.0.0.1:PORT/mcp instead
  --host HOST     address to bind the HTTP server to (default 127.0.0.1)
  --allow-origin  a browser origin allowed besides the local machine's (repeatable)`;

const repositoryBuild = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      site: {type: 'string', default: repositoryBuild},
      http: {type: 'string'},
      host: {type: 'string', default: '127.0.0.1'},
      'allow-origin': {type: 'string', multiple: true, default: []},
      help: {type: 'boolean', short: 'h'},
    },
  });
  if (values.help) {
    console.error(USAGE);
    return;
  }
  const site = await loadSite(values.site);
  if (values.http === undefined) {
    await createDocsServer(site).connect(new StdioServerTransport());
    console.error(`Larkspur Docs MCP server on stdio, serving ${site.siteDir}`);
    return;
  }
  const port = Number(values.http);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--http needs a port number from 0 to 65535, not "${values.http}".`);
  const running = await startHttpServer(site, {port, host: values.host, allowedOrigins: values['allow-origin']});
  console.error(`Larkspur Docs MCP server at ${running.url} (Streamable HTTP), serving ${site.siteDir}`);
}

main().catch((error: unknown) => {
  const known =
    error instanceof SiteNotBuiltError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(known ? (error as Error).message : error);
  if (!(error instanceof SiteNotBuiltError)) console.error(USAGE);
  process.exitCode = 1;
});
