/**
 * The MCP server's view of a built site (build/ by default): it reads only
 * what the build writes, never the MDX sources. The article catalogue (title,
 * path, sidebar group, description, docs version, in sidebar order) is the
 * search palette's index (search-articles-*.json, plugins/search);
 * the text is the Markdown copy plugins/markdown-copies writes beside each article
 * (current and archived versions alike).
 *
 * Reader-supplied paths are only ever looked up in the catalogue: a file is
 * read only for a catalogue entry, so no input can reach another file.
 */
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {SITE_URL} from '../plugins/shared/site';
import type {ArticleEntry, ArticleIndex} from '../plugins/search/lib/types';

/** The docs version served at /docs, as the build names it. */
export const CURRENT_VERSION = 'current';

/** An error a caller made (bad path, unknown version...): its message is shown to the assistant as is. */
export class DocsInputError extends Error {}

export class SiteNotBuiltError extends Error {}

/** Reads files of the build folder by their path from the site root ("search-shards/x.json"). */
export interface BuildFiles {
  readText(sitePath: string): Promise<string>;
  /** Names of the files in a folder of the build ('' for the root). */
  list(siteFolder: string): Promise<string[]>;
}

export function buildFilesIn(siteDir: string): BuildFiles {
  const resolve = (sitePath: string) => path.join(siteDir, ...sitePath.split('/').filter(Boolean));
  return {
    readText: (sitePath) => readFile(resolve(sitePath), 'utf8'),
    list: (siteFolder) => readdir(resolve(siteFolder)),
  };
}

export interface SiteData {
  siteDir: string;
  files: BuildFiles;
  /** Every listed article of every version, in sidebar order. */
  articles: readonly ArticleEntry[];
  /** Version names: 'current' first, then the archived ones as the build names them ('2024'). */
  versions: readonly string[];
}

/** The palette's article index; the build writes one under a content-hashed name. */
async function findArticleIndex(files: BuildFiles): Promise<string | undefined> {
  return (await files.list('')).filter((name) => /^search-articles-[0-9a-f]+\.json$/.test(name)).sort()[0];
}

/** Loads the build folder's catalogue, or says plainly that there is no usable build. */
export async function loadSite(siteDir: string): Promise<SiteData> {
  const absolute = path.resolve(siteDir);
  const noBuild = (why: string) =>
    new SiteNotBuiltError(`No built site in ${absolute} (${why}). Run \`npm run build\` first, or pass --site DIR with a build folder.`);
  if (!(await stat(absolute).catch(() => null))?.isDirectory()) throw noBuild('the folder does not exist');
  const files = buildFilesIn(absolute);
  const indexFile = await findArticleIndex(files);
  if (!indexFile) throw noBuild('no search-articles-*.json: not a Larkspur Docs build');
  const {articles} = JSON.parse(await files.readText(indexFile)) as ArticleIndex;
  const archived = [...new Set(articles.map((article) => article.version))].filter((name) => name !== CURRENT_VERSION);
  return {siteDir: absolute, files, articles, versions: [CURRENT_VERSION, ...archived]};
}

export function articlesOf(site: SiteData, version: string): ArticleEntry[] {
  return site.articles.filter((article) => article.version === version);
}

/** The version asked for ('current' when none), or an error naming the versions there are. */
export function checkVersion(site: SiteData, version: string | undefined): string {
  const name = version?.trim() || CURRENT_VERSION;
  if (site.versions.includes(name)) return name;
  throw new DocsInputError(
    `Unknown docs version "${version}". Versions: ${site.versions.map((v) => (v === CURRENT_VERSION ? `${v} (the latest docs, the default)` : v)).join(', ')}.`,
  );
}

/** The absolute address of a site path (page URLs and anchors as the site serves them). */
export function siteUrl(sitePath: string): string {
  return new URL(sitePath, SITE_URL).href;
}

/** The address of an article's Markdown copy. */
export function markdownUrl(article: ArticleEntry): string {
  return siteUrl(`${article.path}.md`);
}

/** A version's root path: /docs for the current docs, /docs/2024 for an archived one. */
function versionRoot(version: string): string {
  return version === CURRENT_VERSION ? '/docs' : `/docs/${version}`;
}

/** The path part of what a reader gave: a site path, a path without its leading slash, or a URL of this site. */
function pathOf(input: string): string {
  const text = input.trim();
  if (!text) throw new DocsInputError('The path is empty. Give an article path such as /docs/hosting/backups (list_pages lists them).');
  let pathname = text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new DocsInputError(`"${text}" is not a valid URL.`);
    }
    if (url.origin !== new URL(SITE_URL).origin) {
      throw new DocsInputError(`${url.origin} is not this site (${SITE_URL}). Give a path such as /docs/hosting/backups.`);
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    throw new DocsInputError(`"${text}" is not a valid path.`);
  }
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new DocsInputError(`"${text}" points outside the docs: paths may not contain "." or ".." segments.`);
  }
  return pathname.replace(/\/+$/, '').replace(/\.(md|html)$/, '') || '/';
}

/**
 * The article a path or URL names, in the version asked for: /docs/hosting/backups
 * with version 2024 is /docs/2024/hosting/backups; a version's root (/docs) is its
 * first article (Getting Started, which the root page shows).
 */
export function findArticle(site: SiteData, input: string, version: string | undefined): ArticleEntry {
  let pathname = pathOf(input);
  if (pathname !== '/docs' && !pathname.startsWith('/docs/')) {
    throw new DocsInputError(`"${input}" is outside the docs: article paths start with /docs/ (list_pages lists them).`);
  }
  const pathVersion = site.versions.find(
    (name) => name !== CURRENT_VERSION && (pathname === versionRoot(name) || pathname.startsWith(`${versionRoot(name)}/`)),
  );
  let wanted = pathVersion ?? CURRENT_VERSION;
  if (version !== undefined) {
    const asked = checkVersion(site, version);
    if (pathVersion && asked !== pathVersion) {
      throw new DocsInputError(
        `"${input}" is a page of version ${pathVersion}, but version "${asked}" was asked for. Give one or the other.`,
      );
    }
    if (!pathVersion && asked !== CURRENT_VERSION) pathname = versionRoot(asked) + pathname.slice('/docs'.length);
    wanted = asked;
  }
  const articles = articlesOf(site, wanted);
  const found = pathname === versionRoot(wanted) ? articles[0] : articles.find((article) => article.path === pathname);
  if (!found) {
    throw new DocsInputError(
      `No article at ${pathname}${wanted === CURRENT_VERSION ? '' : ` in version ${wanted}`}. Call list_pages for the article paths, or search_docs to find one.`,
    );
  }
  return found;
}

/** An article's Markdown copy as the build wrote it. */
export async function readMarkdown(site: SiteData, article: ArticleEntry): Promise<string> {
  try {
    return await site.files.readText(`${article.path}.md`);
  } catch {
    throw new DocsInputError(
      `The build has no Markdown copy of ${article.path} (${article.path}.md). Rebuild the site with \`npm run build\`.`,
    );
  }
}
