/** The article pages a built site lists in its sitemap.xml, as paths (/docs/hosting/backups), in the sitemap's order. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export function sitemapArticles(buildDir: string): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build).`);
  const paths = [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  const articles = paths.filter((pagePath) => pagePath.startsWith('/docs/'));
  if (articles.length === 0) throw new Error(`${file} lists no page under /docs/`);
  return articles;
}
