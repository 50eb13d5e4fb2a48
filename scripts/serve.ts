/**
 * Serves the production build the way a static host does, for `npm run serve`
 * (`npm run preview`), the end-to-end tests and the benchmarks: files, clean
 * URLs (/docs/x -> docs/x.html) and Range requests by sirv, gzip by
 * compression, 404.html with status 404, and the headers of build/_headers
 * applied as Cloudflare Pages applies them. Only GET and HEAD are answered
 * (405 otherwise); `_headers` and dotfiles (.htaccess) are not served.
 *
 *   PORT=3000 HOST=127.0.0.1 BUILD_DIR=build tsx scripts/serve.ts
 */
import {createReadStream, existsSync, readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {INLINE_SCRIPT_HASHES, headersForPath, parseHeadersFile} from './lib/staticHeaders';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run \`npm run build\` first (or \`npm run preview\` to build and serve).`);
  process.exit(1);
}

const headersFile = path.join(root, '_headers');
const headersText = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
// A build without _headers (the benchmarks' stock Docusaurus build) is served without headers.
if (headersText.includes(INLINE_SCRIPT_HASHES)) {
  console.error(
    `${headersFile} still has ${INLINE_SCRIPT_HASHES} in its CSP. Build with \`npm run build\` (it runs scripts/complete-headers.ts after \`docusaurus build\`).`,
  );
  process.exit(1);
}
const rules = parseHeadersFile(headersText);

/** Files the hosts read their configuration from, which they do not serve (dotfiles sirv skips itself). */
const CONFIG_FILES = new Set(['/_headers']);

/** sirv sends text types without a charset; the pages and Markdown copies are UTF-8. */
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function notFound(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
  createReadStream(path.join(root, '404.html')).pipe(response);
}

const files = sirv(root, {
  extensions: ['html'],
  etag: true,
  setHeaders(response, pathname) {
    const type = TEXT_TYPES[path.extname(pathname)];
    if (type) response.setHeader('Content-Type', type);
  },
  onNoMatch: notFound,
});
// Level 9 and every size, as the benchmarks assume (scripts/bench/harness.mts); a byte range is sent as it is on disk, never compressed.
const gzip = compression({
  level: 9,
  threshold: 0,
  filter: (request, response) => !request.headers.range && compression.filter(request, response),
});

createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'}).end('Method Not Allowed');
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'}).end('Bad request');
    return;
  }
  // Headers belong to the address asked for, as on Cloudflare Pages: a 404 page gets the missing path's.
  const headers = new Map<string, string[]>();
  for (const [name, value] of headersForPath(rules, pathname)) headers.set(name, [...(headers.get(name) ?? []), value]);
  for (const [name, values] of headers) response.setHeader(name, values);
  // compression is Express middleware; its types ask for Express's request, a plain Node one works.
  gzip(request as Parameters<typeof gzip>[0], response as Parameters<typeof gzip>[1], () => {
    if (CONFIG_FILES.has(pathname)) notFound(request, response);
    else files(request, response);
  });
}).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
