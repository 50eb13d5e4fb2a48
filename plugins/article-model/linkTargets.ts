/**
 * The site's link targets, read from the source files (Node only): every docs page (current and
 * archived editions, with their heading ids from the article model), the pages in src/pages, the
 * files in static/ and what the build generates (Markdown copies, /search, llms.txt). Read once per
 * run, it is what `internalLinkProblems` (links.ts) checks links against.
 *
 * A page's route needs only its front matter; its heading ids need the article model's whole parse
 * (about 20 ms a page, 55 pages), so they are read when a link first asks for them: the authors' check
 * of one article parses that article and the pages it links to by anchor, not every page.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArticle, readFrontMatter} from './model';
import type {LinkTargets} from './links';

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(name) ? [full] : [];
  });
}

const routePath = (relative: string) =>
  relative
    .split(path.sep)
    .join('/')
    .replace(/\.(mdx?|tsx?)$/, '');

/** Heading ids a page can be linked by: explicit ids (the rule), else the text as Docusaurus slugs it. */
function headingIds(source: string): Set<string> {
  const ids = new Set<string>();
  for (const heading of parseArticle(source).headings) {
    ids.add(
      heading.id ??
        heading.text
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s-]/gu, '')
          .trim()
          .replace(/\s/g, '-'),
    );
  }
  return ids;
}

/** `read`, run once, when first asked. */
function once<T>(read: () => T): () => T {
  let value: {read: T} | undefined;
  return () => (value ??= {read: read()}).read;
}

/** `root`: the folder holding docs/, versioned_docs/, src/pages/ and static/ (the repository, or a copy of it). */
export function linkTargets(root: string, docsDir = path.join(root, 'docs')): LinkTargets {
  const pages = new Map<string, () => ReadonlySet<string>>();
  const files = new Set<string>(['/search', '/llms.txt', '/llms-full.txt', '/sitemap.xml']);
  const addDocs = (dir: string, base: string) => {
    for (const file of filesUnder(dir, (name) => /\.mdx?$/.test(name))) {
      const source = readFileSync(file, 'utf8');
      const slug = readFrontMatter(source).slug;
      const route = typeof slug === 'string' ? `${base}${slug}` : `${base}/${routePath(path.relative(dir, file))}`;
      const clean = route.replace(/\/index$/, '') || base;
      const ids = once(() => headingIds(source));
      pages.set(clean, ids);
      files.add(`${clean}.md`);
    }
  };
  addDocs(docsDir, '/docs');
  const versionsFile = path.join(root, 'versions.json');
  const versions = existsSync(versionsFile) ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[]) : [];
  for (const version of versions) addDocs(path.join(root, 'versioned_docs', `version-${version}`), `/docs/${version}`);
  for (const file of filesUnder(path.join(root, 'src', 'pages'), (name) => /\.(mdx?|tsx)$/.test(name))) {
    const route = `/${routePath(path.relative(path.join(root, 'src', 'pages'), file))}`.replace(/\/?index$/, '') || '/';
    const source = /\.mdx?$/.test(file) ? readFileSync(file, 'utf8') : null;
    const ids = once(() => (source === null ? new Set<string>() : headingIds(source)));
    pages.set(route, ids);
  }
  const staticDir = path.join(root, 'static');
  for (const file of filesUnder(staticDir, () => true)) files.add(`/${path.relative(staticDir, file).split(path.sep).join('/')}`);
  return {pages, files};
}
