/**
 * Which docs get a Markdown file, and in what order: the docs of the version
 * served at /docs (archived versions are left out) that have Markdown of
 * their own (plugins/markdown-copies/lib/pageMarkdown.ts). The listed ones in the sidebar come
 * first, in sidebar order with their group; any others follow, without one.
 * Archived versions' sidebar articles get a copy too (archivedMarkdownPages),
 * for the MCP server's read_page (mcp/); pages do not link them and llms.txt
 * does not list them, so readers and crawlers still meet only current docs.
 */
import {ownMarkdownPath} from './lib/pageMarkdown';
import {listedDocsInOrder, type LoadedDoc, type LoadedVersion} from '../article-model/docsContent';

export interface MarkdownPage {
  doc: LoadedDoc;
  /** Where the file goes, e.g. /docs/hosting/backups.md. */
  file: string;
  /** The sidebar group; null for a doc outside the sidebar, which llms.txt does not list. */
  category: string | null;
}

export function markdownPages(versions: LoadedVersion[]): MarkdownPage[] {
  const current = versions.find((version) => version.isLast);
  if (!current) return [];
  const categories = new Map(listedDocsInOrder(current).map(({doc, category}) => [doc.id, category]));
  const pages = current.docs.flatMap((doc) => {
    const file = ownMarkdownPath(doc, true);
    return file ? [{doc, file, category: categories.get(doc.id) ?? null}] : [];
  });
  const order = [...categories.keys()];
  const rank = (page: MarkdownPage) => (page.category === null ? order.length : order.indexOf(page.doc.id));
  return pages.sort((a, b) => rank(a) - rank(b));
}

/** The sidebar articles of every archived version, each as /docs/<version>/....md; not listed in llms.txt (category null). */
export function archivedMarkdownPages(versions: LoadedVersion[]): MarkdownPage[] {
  return versions
    .filter((version) => !version.isLast)
    .flatMap((version) => listedDocsInOrder(version).map(({doc}) => ({doc, file: `${doc.permalink}.md`, category: null})));
}
