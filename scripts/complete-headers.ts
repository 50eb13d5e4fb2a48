/**
 * Runs after `docusaurus build` (`npm run build`), when every page exists,
 * including the redirect pages other plugins write in postBuild: completes
 * build/_headers with the sha256 of the inline scripts the build emitted,
 * and gives pages with scripts of their own (redirect pages) or live React
 * previews ('unsafe-eval') a policy of their own.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {completeHeadersFile, inlineScriptHashes, type PageScripts} from './lib/staticHeaders';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const headersFile = path.join(root, '_headers');

const pages: PageScripts[] = readdirSync(root, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(path.join(root, file), 'utf8');
    return {
      path: `/${file.replace(/\\/g, '/').replace(/(\/?index)?\.html$/, '')}`,
      hashes: inlineScriptHashes(html),
      needsEval: html.includes('data-live-codeblock'),
    };
  });

writeFileSync(headersFile, completeHeadersFile(readFileSync(headersFile, 'utf8'), pages));
const evalPages = pages.filter((page) => page.needsEval).map((page) => page.path);
console.log(`_headers: CSP completed for ${pages.length} pages; 'unsafe-eval' only on ${evalPages.join(', ') || 'no page'}`);
