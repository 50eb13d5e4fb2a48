/** The articles as the tests see them: every doc file, its route and front matter. */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {parseArticle, type FrontMatter} from '../../plugins/article-model/model';
import {CONTENT_ROOT, DOCS_DIR} from './contentRoot';

export {CONTENT_ROOT, DOCS_DIR};

// Loaded at run time: the sidebars of CONTENT_ROOT, which may be a temporary copy.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time, read synchronously at import.
const sidebars = (require(path.join(CONTENT_ROOT, 'sidebars.ts')) as {default: SidebarsConfig}).default;

export interface Article {
  /** docs/<id>.mdx, e.g. "hosting/backups" */
  id: string;
  file: string;
  route: string;
  source: string;
  frontMatter: FrontMatter;
}

function listMdx(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listMdx(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** Every article: one file per article under docs/<category>/ (docs/index.mdx only re-renders Getting Started). */
export const articles: Article[] = listMdx(DOCS_DIR)
  .filter((file) => path.dirname(file) !== DOCS_DIR)
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const {data} = parseArticle(source).frontMatter;
    const id = path
      .relative(DOCS_DIR, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    const slug = typeof data.slug === 'string' ? data.slug : `/${id}`;
    return {id, file, route: `/docs${slug}`, source, frontMatter: data};
  });

/** Sidebar groups in order: [label, doc ids]. */
export const sidebarGroups: [string, string[]][] = (sidebars.docs as {label: string; items: string[]}[]).map((group) => [
  group.label,
  group.items,
]);

export function articleById(id: string): Article {
  const found = articles.find((article) => article.id === id);
  if (!found) throw new Error(`No article ${id}`);
  return found;
}
