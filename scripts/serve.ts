/**
 * Serves the production build the way a static host does: clean URLs
 * (/docs/x -> docs/x.html), 404.html with status 404, gzip, and the headers
 * from build/_headers. Used by `npm run serve`, the end-to-end tests and the benchmarks.
 *
 *   PORT=3000 HOST=127.0.0.1 BUILD_DIR=build tsx scripts/serve.ts
 */
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
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
if (headersText.includes(INLINE_SCRIPT_HASHES)) {
  console.error(
    `${headersFile} still has ${INLINE_SCRIPT_HASHES} in its CSP. Build with \`npm run build\` (it runs scripts/complete-headers.ts after \`docusaurus build\`).`,
  );
  process.exit(1);
}
const rules = parseHeadersFile(headersText);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

function resolveFile(pathname: string): string | null {
  const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    // Never serve anything outside the build folder.
    if (!file.startsWith(root + path.sep) && file !== root) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const gzipCache = new Map<string, Buffer>();

createServer((request, response) => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'}).end('Bad request');
    return;
  }
  const found = resolveFile(pathname);
  const file = found ?? path.join(root, '404.html');
  const status = found ? 200 : 404;
  const extension = path.extname(file);
  const headers: Record<string, string> = {'Content-Type': TYPES[extension] ?? 'application/octet-stream'};
  for (const [name, value] of headersForPath(rules, pathname)) headers[name] = value;

  let body: Buffer = readFileSync(file);
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    const cached = gzipCache.get(file) ?? gzipSync(body, {level: 9});
    gzipCache.set(file, cached);
    body = cached;
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
