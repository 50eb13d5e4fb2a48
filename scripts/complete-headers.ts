/**
 * Runs after `docusaurus build` (`npm run build`), when every page exists,
 * including the redirect pages other plugins write in postBuild: completes
 * build/_headers with the sha256 of each inline script the build emitted,
 * and gives pages with live React previews a policy that allows 'unsafe-eval'.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {completeHeadersFile, inlineScriptHashes} from '../src/lib/staticHeaders';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const headersFile = path.join(root, '_headers');

const pages = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
const hashes = new Set<string>();
const evalPaths: string[] = [];
for (const file of pages) {
  const html = readFileSync(path.join(root, file), 'utf8');
  for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  if (html.includes('data-live-codeblock')) evalPaths.push(`/${file.replace(/\\/g, '/').replace(/(\/?index)?\.html$/, '')}`);
}

writeFileSync(headersFile, completeHeadersFile(readFileSync(headersFile, 'utf8'), [...hashes], evalPaths.sort()));
console.log(`_headers: ${hashes.size} inline script hashes; 'unsafe-eval' only on ${evalPaths.join(', ') || 'no page'}`);
