/**
 * Runs after `docusaurus build` (`npm run build`), when every page exists,
 * including the redirect pages other plugins write in postBuild: turns
 * static/_headers and the build's inline scripts and live-block pages into a
 * config per host (scripts/lib/hostConfigs.ts):
 *
 *   build/_headers        Cloudflare Pages, Netlify (and `npm run serve`)
 *   build/.htaccess       Apache (the web root's .htaccess or its <Directory>)
 *   build-hosts/nginx.conf  nginx (an include for the server block; kept out
 *                           of the published folder)
 */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {renderApache, renderHeadersFile, renderNginx, siteHeaders, type BuiltPage} from './lib/hostConfigs';
import {inlineScriptHashes} from './lib/staticHeaders';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const nginxFile = path.resolve(process.env.NGINX_CONF ?? 'build-hosts/nginx.conf');

const files = readdirSync(root, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile())
  .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/')}`);
const pages: BuiltPage[] = files
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(path.join(root, file), 'utf8');
    return {
      path: file.replace(/(\/index)?\.html$/, '') || '/',
      file,
      hashes: inlineScriptHashes(html),
      needsEval: html.includes('data-live-codeblock'),
    };
  });

const site = siteHeaders(readFileSync('static/_headers', 'utf8'), pages);
writeFileSync(path.join(root, '_headers'), renderHeadersFile(site, [...files, ...pages.map((page) => page.path)]));
writeFileSync(path.join(root, '.htaccess'), renderApache(site));
mkdirSync(path.dirname(nginxFile), {recursive: true});
writeFileSync(nginxFile, renderNginx(site));
const evalPages = pages.filter((page) => page.needsEval).map((page) => page.path);
console.log(
  `Headers for ${pages.length} pages written to ${path.relative('.', root)}/_headers, ${path.relative('.', root)}/.htaccess and ${path.relative('.', nginxFile)}; ` +
    `'unsafe-eval' only on ${evalPages.join(', ') || 'no page'}`,
);
